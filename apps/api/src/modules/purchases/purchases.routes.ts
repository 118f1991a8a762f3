import {
  MESSAGES,
  buyExclusiveLead as buyExclusiveLeadEndpoint,
  downloadPurchasedLeads,
  getMyPurchasedLeads,
  takePremiumLead as takePremiumLeadEndpoint,
} from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { pageAnswer, registerEndpoint } from '../../http/endpoint.js';
import { withIdempotentTransaction } from '../../http/idempotency.js';
import type { SessionUser } from '../../http/session.js';
import { buildPurchasedLeadsCsv, listOwnedLeads } from './purchased-leads.service.js';
import { confirmPurchase } from './purchase-mails.js';
import { withSaleDeliveries } from './sale-deliveries.js';
import { buyExclusiveLead, takePremiumLead, type OnSale, type PurchaseOutcome } from './purchases.service.js';

/** What a purchase answers, the first time and to every repeat of its Idempotency-Key. */
function purchaseAnswer(outcome: PurchaseOutcome) {
  const { purchaseId: _purchaseId, ...result } = outcome;
  return { message: MESSAGES.checkoutSuccess, result };
}

export function purchasesRoutes(app: FastifyInstance, ctx: AppContext) {
  /** Runs a sale with its delivery rows in the same transaction, then queues the deliveries. */
  const sell = async (
    request: FastifyRequest,
    buyer: { name: string; email: string },
    run: (onSale: OnSale) => Promise<PurchaseOutcome>,
  ) => {
    const outcome = await withSaleDeliveries(ctx, request.log, run);
    await confirmPurchase(ctx, buyer, outcome.lead).catch((error: unknown) =>
      request.log.error({ err: error }, 'the purchase confirmation could not be written'),
    );
    ctx.state.metrics?.purchases.inc({ lead_type: outcome.lead.lead_type });
    return purchaseAnswer(outcome);
  };

  /** Decision 036: the account pays and owns the lead; the member is recorded as its buyer. */
  const buyer = (user: SessionUser) => ({ accountId: user.accountId, memberId: user.id });

  registerEndpoint(app, ctx, takePremiumLeadEndpoint, async ({ body, user, request, reply }) =>
    withIdempotentTransaction(ctx, request, reply, user.id, purchaseAnswer, (claim) =>
      sell(request, user, (onSale) =>
        takePremiumLead(ctx.db, buyer(user), body.lead_id, ctx.clock.now(), onSale, claim),
      ),
    ),
  );

  registerEndpoint(app, ctx, buyExclusiveLeadEndpoint, async ({ body, user, request, reply }) =>
    withIdempotentTransaction(ctx, request, reply, user.id, purchaseAnswer, (claim) =>
      sell(request, user, (onSale) =>
        buyExclusiveLead(ctx.db, buyer(user), body.lead_id, ctx.clock.now(), onSale, claim),
      ),
    ),
  );

  registerEndpoint(app, ctx, getMyPurchasedLeads, async ({ query, user }) =>
    pageAnswer(await listOwnedLeads(ctx, user.accountId, query, { isReadOnlyView: Boolean(user.viewedBy) })),
  );

  registerEndpoint(app, ctx, downloadPurchasedLeads, async ({ query, user, reply }) => {
    const { preset, ...filters } = query;
    const { csv } = await buildPurchasedLeadsCsv(ctx, user.accountId, filters, preset);
    const date = ctx.clock.now().toISOString().slice(0, 10);
    const name = preset === 'standard' ? `purchased-leads-${date}` : `purchased-leads-${preset}-${date}`;
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${name}.csv"`);
    reply.header('cache-control', 'no-store');
    return csv;
  });
}
