import {
  MESSAGES,
  createRefundRequest,
  createReplacementRequest,
  decideRequest,
  getAdminRequests,
  getMyRequests,
  getRequestEvidence,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { pageAnswer, registerEndpoint } from '../../http/endpoint.js';
import { withSaleDeliveries } from '../purchases/index.js';
import {
  fileRefundRequest,
  fileReplacementRequest,
  listMyRequests,
  listRequestsForReview,
} from './refunds.service.js';
import { decideRefundRequest } from './request-decisions.js';
import { evidenceHeaders, readRequestEvidence, REFUND_REQUEST_BODY_LIMIT } from './request-evidence.js';

export function refundsRoutes(app: FastifyInstance, ctx: AppContext) {
  // The contract allows a 2 MB file, which base64 makes 2.7 MB of body (issue 15.3).
  registerEndpoint(
    app,
    ctx,
    createRefundRequest,
    async ({ body, user }) => ({
      message: MESSAGES.added,
      result: await fileRefundRequest(ctx, { accountId: user.accountId, memberId: user.id }, body),
    }),
    { bodyLimit: REFUND_REQUEST_BODY_LIMIT },
  );

  registerEndpoint(app, ctx, createReplacementRequest, async ({ body, user }) => ({
    message: MESSAGES.added,
    result: await fileReplacementRequest(ctx, { accountId: user.accountId, memberId: user.id }, body),
  }));

  registerEndpoint(app, ctx, getMyRequests, async ({ user }) => ({
    message: MESSAGES.fetched,
    result: await listMyRequests(ctx, user.accountId),
  }));

  registerEndpoint(app, ctx, getAdminRequests, async ({ query }) =>
    pageAnswer(await listRequestsForReview(ctx, query)),
  );

  // Shown by the browser's own viewer only for the types it views safely; anything else downloads.
  registerEndpoint(app, ctx, getRequestEvidence, async ({ query, reply }) => {
    const evidence = await readRequestEvidence(ctx, query.request_id);
    reply.headers(evidenceHeaders(evidence));
    return evidence.bytes;
  });

  registerEndpoint(app, ctx, decideRequest, async ({ body, user, request }) => ({
    message: MESSAGES.edited,
    // A replacement lead reaches the buyer's webhooks and integrations like any sale.
    result: await withSaleDeliveries(ctx, request.log, (onSale) =>
      decideRefundRequest(ctx, user.id, body, onSale),
    ),
  }));
}
