import { LIMITS, MESSAGES, createTopUp, getWallet } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { withIdempotency } from '../../http/idempotency.js';
import { getWalletPage, topUpWallet } from './wallet.service.js';
import { newIdempotencyKey } from '../../lib/ids.js';

export function walletRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getWallet, async ({ query, user }) => {
    const page = await getWalletPage(
      ctx,
      user.accountId,
      query.page ?? 1,
      query.limit ?? LIMITS.pageSizeDefault,
    );
    return {
      message: MESSAGES.fetched,
      result: page.result,
      pagination: { currentPage: page.currentPage, pageCount: page.pageCount },
    };
  });

  registerEndpoint(app, ctx, createTopUp, async ({ body, user, request, reply }) =>
    withIdempotency(ctx, request, reply, user.id, async () => {
      const key = (request.headers['idempotency-key'] as string | undefined) ?? newIdempotencyKey();
      const result = await topUpWallet(ctx, user.accountId, Math.round(body.amount * 100), key);
      return { message: MESSAGES.checkoutSuccess, result };
    }),
  );
}
