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
  decideRefundRequest,
  fileRefundRequest,
  fileReplacementRequest,
  listMyRequests,
  listRequestsForReview,
  readRequestEvidence,
  REFUND_REQUEST_BODY_LIMIT,
} from './refunds.service.js';
import { contentDisposition } from '../../lib/content-disposition.js';

export function refundsRoutes(app: FastifyInstance, ctx: AppContext) {
  // The contract allows a 2 MB file, which base64 makes 2.7 MB of body (issue 15.3).
  registerEndpoint(
    app,
    ctx,
    createRefundRequest,
    async ({ body, user }) => ({
      message: MESSAGES.added,
      result: await fileRefundRequest(ctx, user.id, body),
    }),
    { bodyLimit: REFUND_REQUEST_BODY_LIMIT },
  );

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

  // Always a download, never rendered by the browser: the file is whatever a customer uploaded.
  registerEndpoint(app, ctx, getRequestEvidence, async ({ query, reply }) => {
    const evidence = await readRequestEvidence(ctx, query.request_id);
    reply
      .header('content-type', evidence.type)
      .header('content-disposition', contentDisposition(evidence.name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'no-store');
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
