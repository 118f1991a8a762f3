import { MESSAGES, createWalletAdjustment, getCustomers } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerEndpoint } from '../../lib/endpoint.js';
import { adjustWallet, listCustomers } from './customers-admin.service.js';

export function customersAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getCustomers, async ({ query }) => {
    const page = await listCustomers(ctx.db, query);
    return {
      message: MESSAGES.fetched,
      pagination: { currentPage: page.currentPage, pageCount: page.pageCount },
      result: page.items,
    };
  });

  registerEndpoint(app, ctx, createWalletAdjustment, async ({ body, user }) => ({
    message: MESSAGES.added,
    result: await adjustWallet(ctx, user.id, body),
  }));
}
