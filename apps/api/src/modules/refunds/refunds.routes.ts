import {
  MESSAGES,
  createRefundRequest,
  createReplacementRequest,
  decideRequest,
  getAdminRequests,
  getMyRequests,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { pageAnswer, registerEndpoint } from '../../http/endpoint.js';
import {
  decideRefundRequest,
  fileRefundRequest,
  fileReplacementRequest,
  listMyRequests,
  listRequestsForReview,
} from './refunds.service.js';

export function refundsRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, createRefundRequest, async ({ body, user }) => ({
    message: MESSAGES.added,
    result: await fileRefundRequest(ctx, user.id, body),
  }));

  registerEndpoint(app, ctx, createReplacementRequest, async ({ body, user }) => ({
    message: MESSAGES.added,
    result: await fileReplacementRequest(ctx, user.id, body),
  }));

  registerEndpoint(app, ctx, getMyRequests, async ({ user }) => ({
    message: MESSAGES.fetched,
    result: await listMyRequests(ctx, user.id),
  }));

  registerEndpoint(app, ctx, getAdminRequests, async ({ query }) =>
    pageAnswer(await listRequestsForReview(ctx, query)),
  );

  registerEndpoint(app, ctx, decideRequest, async ({ body, user }) => ({
    message: MESSAGES.edited,
    result: await decideRefundRequest(ctx, user.id, body),
  }));
}
