import { MESSAGES, createWalletAdjustment, getCustomers } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { pageAnswer, registerEndpoint } from '../../http/endpoint.js';
import { adjustWallet, listCustomers } from './customers-admin.service.js';

export function customersAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getCustomers, async ({ query }) =>
    pageAnswer(await listCustomers(ctx.db, query)),
  );

  registerEndpoint(app, ctx, createWalletAdjustment, async ({ body, user }) => ({
    message: MESSAGES.added,
    result: await adjustWallet(ctx, user.id, body),
  }));
}
