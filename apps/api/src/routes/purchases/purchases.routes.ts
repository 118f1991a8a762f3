import {
  MESSAGES,
  buyExclusiveLead as buyExclusiveLeadEndpoint,
  createSavedSearch as createSavedSearchEndpoint,
  deleteSavedSearch as deleteSavedSearchEndpoint,
  downloadPurchasedLeads,
  getMyPurchasedLeads,
  getSavedSearches,
  takePremiumLead as takePremiumLeadEndpoint,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerEndpoint } from '../../lib/endpoint.js';
import { withIdempotency } from '../../lib/idempotency.js';
import { buildPurchasedLeadsCsv, listOwnedLeads } from './purchased-leads.service.js';
import { buyExclusiveLead, takePremiumLead, type PurchaseOutcome } from './purchases.service.js';
import { createSavedSearch, deleteSavedSearch, listSavedSearches } from './saved-searches.service.js';

export function purchasesRoutes(app: FastifyInstance, ctx: AppContext, hooks: { onPurchase?: (purchaseId: string) => Promise<void> } = {}) {
  const respond = async (outcome: PurchaseOutcome) => {
    await hooks.onPurchase?.(outcome.purchaseId);
    const { purchaseId: _purchaseId, ...result } = outcome;
    return { message: MESSAGES.checkoutSuccess, result };
  };

  registerEndpoint(app, ctx, takePremiumLeadEndpoint, async ({ body, user, request, reply }) =>
    withIdempotency(ctx, request, reply, user.id, async () => respond(await takePremiumLead(ctx.db, user.id, body.lead_id, ctx.clock.now()))),
  );

  registerEndpoint(app, ctx, buyExclusiveLeadEndpoint, async ({ body, user, request, reply }) =>
    withIdempotency(ctx, request, reply, user.id, async () => respond(await buyExclusiveLead(ctx.db, user.id, body.lead_id, ctx.clock.now()))),
  );

  registerEndpoint(app, ctx, getMyPurchasedLeads, async ({ query, user }) => {
    const page = await listOwnedLeads(ctx.db, user.id, query, ctx.clock.now());
    return { message: MESSAGES.fetched, pagination: { currentPage: page.currentPage, pageCount: page.pageCount }, result: page.items };
  });

  registerEndpoint(app, ctx, downloadPurchasedLeads, async ({ query, user, reply }) => {
    const { csv } = await buildPurchasedLeadsCsv(ctx.db, user.id, query, ctx.clock.now());
    const date = ctx.clock.now().toISOString().slice(0, 10);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="purchased-leads-${date}.csv"`);
    reply.header('cache-control', 'no-store');
    return csv;
  });

  registerEndpoint(app, ctx, getSavedSearches, async ({ user }) => ({ message: MESSAGES.fetched, result: await listSavedSearches(ctx.db, user.id) }));

  registerEndpoint(app, ctx, createSavedSearchEndpoint, async ({ body, user }) => ({
    message: MESSAGES.added,
    result: await createSavedSearch(ctx.db, user.id, body),
  }));

  registerEndpoint(app, ctx, deleteSavedSearchEndpoint, async ({ query, user }) => {
    await deleteSavedSearch(ctx.db, user.id, query.id);
    return { message: MESSAGES.deleted, result: true };
  });
}
