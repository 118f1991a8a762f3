import {
  MESSAGES,
  SELLER_OPT_OUT_CODE_SENT,
  SELLER_OPT_OUT_DONE,
  confirmSellerOptOut as confirmSellerOptOutEndpoint,
  createSellerOptOut,
  getSellerOptOuts,
  sendSellerOptOutCode as sendSellerOptOutCodeEndpoint,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { pageAnswer, registerEndpoint } from '../../http/endpoint.js';
import {
  addSellerOptOutByStaff,
  confirmSellerOptOut,
  listSellerOptOuts,
  sendSellerOptOutCode,
} from './seller-opt-outs.service.js';

/** Per client: enough for a family sharing a connection, too few to text strangers at scale. */
const CODES_PER_CLIENT = { max: 10, windowSeconds: 3_600 };
const CONFIRMS_PER_CLIENT = { max: 30, windowSeconds: 3_600 };

export function sellerOptOutsRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(
    app,
    ctx,
    sendSellerOptOutCodeEndpoint,
    async ({ body }) => ({
      message: SELLER_OPT_OUT_CODE_SENT,
      result: await sendSellerOptOutCode(ctx, body.phone),
    }),
    { rateLimit: CODES_PER_CLIENT },
  );

  registerEndpoint(
    app,
    ctx,
    confirmSellerOptOutEndpoint,
    async ({ body, request }) => ({
      message: SELLER_OPT_OUT_DONE,
      result: await confirmSellerOptOut(ctx, request.log, body.request_id, body.code),
    }),
    { rateLimit: CONFIRMS_PER_CLIENT },
  );

  registerEndpoint(app, ctx, getSellerOptOuts, async ({ query }) =>
    pageAnswer(await listSellerOptOuts(ctx, query)),
  );

  registerEndpoint(app, ctx, createSellerOptOut, async ({ body, user, request }) => ({
    message: MESSAGES.added,
    result: await addSellerOptOutByStaff(ctx, request.log, user.id, body),
  }));
}
