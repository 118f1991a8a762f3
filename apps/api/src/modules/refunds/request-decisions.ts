import { refundWithdrawsLead, type AutomaticDecisionRule } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx, Transaction } from '../../db/client.js';
import { leadPurchases, leads, premiumCreditGrants, refundRequests, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { addMonths } from '../../lib/time.js';
import { reverseCommission } from '../affiliates/index.js';
import { audit } from '../audit/index.js';
import { grantLeadToBuyer, type OnSale } from '../purchases/index.js';
import { appendWalletEntry } from '../wallet/index.js';
import { stopDeliveriesOfPurchase } from '../webhooks/index.js';
import { requestDecisionMail, type RequestOutcome } from './refund-mails.js';

/** Who decides: an admin of the team, or a rule when the request is filed (no person: decided_by stays empty). */
export type Decider = { adminId: string } | { rule: AutomaticDecisionRule };

export interface DecisionInput {
  request_id: string;
  decision: 'approve' | 'reject';
  note?: string | undefined;
  replacement_lead_id?: string | undefined;
}

/** Back on sale until its original expiry, or withdrawn when the reason makes it worthless (decision 016). */
async function returnRefundedLead(tx: Transaction, leadId: string, reason: string, now: Date) {
  const worthless = refundWithdrawsLead(reason);
  await tx
    .update(leads)
    .set(
      worthless
        ? { status: 'withdrawn', offMarketAt: now }
        : {
            buyersCount: sql`greatest(${leads.buyersCount} - 1, 0)`,
            status: sql`case when ${leads.expiresAt} is not null and ${leads.expiresAt} <= ${now.toISOString()}::timestamptz
              then 'expired'::lead_status else 'published'::lead_status end`,
            offMarketAt: sql`case when ${leads.expiresAt} is not null and ${leads.expiresAt} <= ${now.toISOString()}::timestamptz
              then ${leads.expiresAt} else null end`,
          },
    )
    // A lead the team withdrew meanwhile stays withdrawn.
    .where(and(eq(leads.id, leadId), eq(leads.status, 'sold_out')));
}

/**
 * The one decision on a request, by the team or by a rule as it is filed, in the caller's
 * transaction. Approving a refund credits the wallet with the price paid (a new ledger entry);
 * approving a replacement returns the credit, or gives the buyer the chosen lead instead. A
 * request is decided once: the row is locked and must still be pending. The buyer gets the same
 * mail and the audit log the same row whoever decided; a rule's row has no actor.
 */
export async function decideRequestIn(
  ctx: AppContext,
  tx: Transaction,
  decider: Decider,
  input: DecisionInput,
  onSale?: OnSale,
) {
  const now = ctx.clock.now();
  const adminId = 'adminId' in decider ? decider.adminId : null;
  const [request] = await tx
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.id, input.request_id))
    .for('update');
  if (!request) throw new AppError('NOT_FOUND', 'No request has this id.');
  if (request.status !== 'pending')
    throw new AppError('CONFLICT', `This request was already ${request.status}.`);
  const [purchase] = await tx
    .select()
    .from(leadPurchases)
    .where(eq(leadPurchases.id, request.leadPurchaseId))
    .for('update');
  const status = input.decision === 'approve' ? ('approved' as const) : ('rejected' as const);
  let replacementLeadId: string | null = null;
  let outcome: RequestOutcome = { given: 'nothing' };
  if (status === 'approved' && purchase) {
    if (request.kind === 'refund') {
      await appendWalletEntry(tx, {
        userId: request.userId,
        kind: 'refund',
        amountCents: purchase.priceCents,
        description: `Refund: exclusive lead (${request.reason})`,
        leadPurchaseId: purchase.id,
        createdBy: adminId,
        now,
      });
      outcome = { given: 'refund', amountCents: purchase.priceCents };
      // A refunded lead was not money spent after all: its commission goes too (docs/product.md §14).
      await reverseCommission(tx, {
        source: { leadPurchaseId: purchase.id },
        reversedCents: purchase.priceCents,
        refundRequestId: request.id,
        now,
      });
    } else if (input.replacement_lead_id) {
      // The same sale every purchase makes (expiry, limits, deliveries), paid by the purchase it replaces.
      const granted = await grantLeadToBuyer(tx, {
        userId: request.userId,
        leadId: input.replacement_lead_id,
        now,
        payment: 'replacement',
        onSale,
      });
      replacementLeadId = granted.lead.id;
      outcome = { given: 'lead', city: granted.lead.city, state: granted.lead.state };
    } else {
      await tx.insert(premiumCreditGrants).values({
        userId: request.userId,
        credits: 1,
        periodStart: now,
        periodEnd: addMonths(now, 1),
        reason: `replacement:${request.id}`,
      });
      outcome = { given: 'credit', validUntil: addMonths(now, 1) };
    }
    await tx.update(leadPurchases).set({ reversedAt: now }).where(eq(leadPurchases.id, purchase.id));
    await stopDeliveriesOfPurchase(tx, purchase.id);
    if (request.kind === 'refund') await returnRefundedLead(tx, request.leadId, request.reason, now);
  }
  const [after] = await tx
    .update(refundRequests)
    .set({
      status,
      decisionNote: input.note ?? null,
      decidedBy: adminId,
      automaticRule: 'rule' in decider ? decider.rule : null,
      decidedAt: now,
      replacementLeadId,
    })
    .where(eq(refundRequests.id, request.id))
    .returning();
  // The evidence file itself stays out of the audit log; its name is enough to find it.
  const withoutFile = (row: typeof request) => ({
    ...row,
    evidenceFile: row.evidenceFile ? '[file]' : null,
  });
  await audit(tx, {
    actorUserId: adminId,
    action: adminId ? `${input.decision}-request` : `auto-${input.decision}-request`,
    // A replacement is its own kind of request in the audit log (docs/product.md §14).
    entity: request.kind === 'replacement' ? 'replacement_request' : 'refund_request',
    entityId: request.id,
    before: withoutFile(request),
    after: withoutFile(after!),
    now,
  });
  await tellBuyerTheDecision(ctx, tx, { request: after!, outcome });
  return { _id: request.id, status, kind: request.kind };
}

/** The team's decision on a request, in its own transaction. */
export async function decideRefundRequest(
  ctx: AppContext,
  adminId: string,
  input: DecisionInput,
  onSale?: OnSale,
) {
  const decided = await ctx.db.transaction((tx) => decideRequestIn(ctx, tx, { adminId }, input, onSale));
  ctx.state.metrics?.refundDecisions.inc({ kind: decided.kind, decision: decided.status });
  return { _id: decided._id, status: decided.status };
}

/** The buyer hears the decision in the transaction that makes it. */
async function tellBuyerTheDecision(
  ctx: AppContext,
  tx: DbOrTx,
  input: { request: typeof refundRequests.$inferSelect; outcome: RequestOutcome },
) {
  const [row] = await tx
    .select({
      buyer: { name: users.name, email: users.email },
      lead: { city: leads.city, state: leads.state },
    })
    .from(users)
    .innerJoin(leads, eq(leads.id, input.request.leadId))
    .where(eq(users.id, input.request.userId));
  if (!row) return;
  await ctx.email.send(
    requestDecisionMail(ctx, {
      buyer: row.buyer,
      kind: input.request.kind,
      lead: row.lead,
      outcome: input.outcome,
      note: input.request.decisionNote,
    }),
    tx,
  );
}
