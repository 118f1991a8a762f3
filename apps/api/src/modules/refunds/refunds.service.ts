import {
  type AdminRequest,
  type RefundRequest,
  type RequestGiven,
  type createRefundRequest,
  type createReplacementRequest,
} from '@app/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { rowsOf } from '../../db/client.js';
import { leadPurchases, leads, premiumCreditGrants, refundRequests, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { centsToDollars } from '../../lib/money.js';
import { pageCountOf, type Page } from '../../lib/paging.js';
import { requestDeadlineOf } from '../purchases/index.js';
import { automaticDecisionOf } from './automatic-decisions.js';
import { requestDueAt } from './request-clock.js';
import { decideRequestIn } from './request-decisions.js';
import { checkEvidenceFile } from './request-evidence.js';

type RefundBody = z.output<NonNullable<(typeof createRefundRequest)['body']>>;
type ReplacementBody = z.output<NonNullable<(typeof createReplacementRequest)['body']>>;

/** The buyer's own purchase, still inside the 72-hour window (enforced when filing, not when reviewing). */
async function ownPurchaseInWindow(
  ctx: AppContext,
  userId: string,
  purchaseId: string,
  expected: 'premium' | 'exclusive',
) {
  const [row] = await ctx.db
    .select({ purchase: leadPurchases, lead: leads })
    .from(leadPurchases)
    .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
    .where(and(eq(leadPurchases.id, purchaseId), eq(leadPurchases.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'No purchase of yours has this id.');
  if (row.purchase.leadType !== expected) {
    throw new AppError(
      'VALIDATION',
      expected === 'exclusive'
        ? 'Premium leads are replaced, not refunded: ask for a replacement.'
        : 'Exclusive leads are refunded, not replaced: ask for a refund.',
    );
  }
  if (requestDeadlineOf(row.purchase.createdAt) <= ctx.clock.now()) {
    throw new AppError('CONFLICT', 'Requests can be made within 72 hours of purchase; this one is older.');
  }
  return row;
}

/**
 * Records a request and, in the same transaction, lets the rule its reason names decide it at once
 * (issue 21.3): a duplicate or an uncallable number is a fact, not a judgement, so the buyer need
 * not wait for the team. The rule decides through the team's own decision, mail and audit row.
 */
async function recordRequest(
  ctx: AppContext,
  values: typeof refundRequests.$inferInsert,
  filed: { purchase: typeof leadPurchases.$inferSelect; lead: typeof leads.$inferSelect },
) {
  const filedRequest = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(refundRequests)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: refundRequests.id });
    if (!row)
      throw new AppError(
        'DUPLICATE',
        'A request for this lead was already filed; see Requests for its status.',
      );
    const automatic = await automaticDecisionOf(tx, { reason: values.reason, ...filed });
    if (!automatic) return { _id: row.id, status: 'pending' as const, decided_automatically: false };
    await decideRequestIn(
      ctx,
      tx,
      { rule: automatic.rule },
      { request_id: row.id, decision: 'approve', note: automatic.note },
    );
    return { _id: row.id, status: 'approved' as const, decided_automatically: true };
  });
  if (filedRequest.decided_automatically)
    ctx.state.metrics?.refundDecisions.inc({ kind: values.kind, decision: 'approved' });
  return filedRequest;
}

/** Who files a request: the account whose purchase it is, and the member acting for it (decision 036). */
export interface Filer {
  accountId: string;
  memberId: string;
}

export async function fileRefundRequest(ctx: AppContext, filer: Filer, body: RefundBody) {
  const { accountId: userId, memberId } = filer;
  const { purchase, lead } = await ownPurchaseInWindow(ctx, userId, body.purchase_id, 'exclusive');
  const file = body.evidence_file;
  const bytes = file ? checkEvidenceFile(file) : null;
  return recordRequest(
    ctx,
    {
      kind: 'refund',
      userId,
      requestedBy: memberId,
      leadPurchaseId: purchase.id,
      leadId: lead.id,
      reason: body.reason,
      evidenceText: body.evidence_text ?? null,
      evidenceFileName: file?.name ?? null,
      evidenceFileType: file?.type ?? null,
      evidenceFile: bytes?.toString('base64') ?? null,
      createdAt: ctx.clock.now(),
    },
    { purchase, lead },
  );
}

export async function fileReplacementRequest(ctx: AppContext, filer: Filer, body: ReplacementBody) {
  const { accountId: userId, memberId } = filer;
  const { purchase, lead } = await ownPurchaseInWindow(ctx, userId, body.purchase_id, 'premium');
  return recordRequest(
    ctx,
    {
      kind: 'replacement',
      userId,
      requestedBy: memberId,
      leadPurchaseId: purchase.id,
      leadId: lead.id,
      reason: body.reason,
      propertyAddress: body.property_address,
      sellerName: body.seller_name,
      contactNumber: body.contact_number,
      createdAt: ctx.clock.now(),
    },
    { purchase, lead },
  );
}

const summaryOf = (lead: typeof leads.$inferSelect) =>
  `${lead.propertyType} in ${lead.city}, ${lead.state} ${lead.zip}`;

/** The reason of the premium credit an approved replacement granted (request-decisions.ts). */
const creditReasonOf = sql`'replacement:' || ${refundRequests.id}`;

/** The lead a replacement gave, beside the lead it replaced. */
const replacementLeads = alias(leads, 'replacement_leads');

/**
 * What every list of requests selects: the request, its lead and purchase, and what an approval
 * gave (the replacement lead, or the credit granted as `replacement:<request id>`).
 */
const requestColumns = {
  request: refundRequests,
  lead: leads,
  purchase: leadPurchases,
  replacement: {
    id: replacementLeads.id,
    city: replacementLeads.city,
    state: replacementLeads.state,
    zip: replacementLeads.zip,
  },
  credit: { credits: premiumCreditGrants.credits, periodEnd: premiumCreditGrants.periodEnd },
  requestedBy: sql<string | null>`(select u.name from users u where u.id = ${refundRequests.requestedBy})`,
};

interface RequestRow {
  request: typeof refundRequests.$inferSelect;
  lead: typeof leads.$inferSelect;
  purchase: typeof leadPurchases.$inferSelect;
  replacement: { id: string; city: string; state: string; zip: string } | null;
  credit: { credits: number; periodEnd: Date } | null;
  requestedBy: string | null;
}

/** What an approved request gave: the price back to the wallet, a credit, or another lead. */
function givenBy(row: RequestRow): RequestGiven | null {
  if (row.request.status !== 'approved') return null;
  if (row.request.kind === 'refund')
    return { kind: 'refund', amount: centsToDollars(row.purchase.priceCents) };
  if (row.replacement) {
    const { id, city, state, zip } = row.replacement;
    return { kind: 'lead', lead_id: id, place: `${city}, ${state} ${zip}` };
  }
  if (row.credit)
    return { kind: 'credit', credits: row.credit.credits, valid_until: row.credit.periodEnd.toISOString() };
  return null;
}

function toRequestDto(row: RequestRow): RefundRequest {
  const { request, lead } = row;
  return {
    _id: request.id,
    kind: request.kind,
    purchase_id: request.leadPurchaseId,
    lead_id: request.leadId,
    lead_summary: summaryOf(lead),
    reason: request.reason,
    status: request.status,
    decision_note: request.decisionNote,
    created_at: request.createdAt.toISOString(),
    decided_at: request.decidedAt?.toISOString() ?? null,
    due_at: requestDueAt(request.createdAt).toISOString(),
    decided_automatically: request.automaticRule !== null,
    automatic_rule: request.automaticRule,
    given: givenBy(row),
    requested_by: row.requestedBy,
  };
}

/**
 * The buyer's refund rate (issue 21.3, 21.4): approved refund and replacement requests over every
 * lead they bought, returned ones included; 0 before the first purchase.
 */
export const refundRateOf = (counts: { approved: number; purchases: number }) =>
  counts.purchases ? counts.approved / counts.purchases : 0;

/** Who decided a request, when the team did. */
const deciders = alias(users, 'deciders');

/** A member's requests for the team (issue 21.4), newest first: what the member sees, and who decided. */
export async function listCustomerRequests(ctx: AppContext, userId: string, limit: number) {
  const rows = await ctx.db
    .select({ ...requestColumns, decider: { email: deciders.email } })
    .from(refundRequests)
    .innerJoin(leads, eq(leads.id, refundRequests.leadId))
    .innerJoin(leadPurchases, eq(leadPurchases.id, refundRequests.leadPurchaseId))
    .leftJoin(replacementLeads, eq(replacementLeads.id, refundRequests.replacementLeadId))
    .leftJoin(premiumCreditGrants, eq(premiumCreditGrants.reason, creditReasonOf))
    .leftJoin(deciders, eq(deciders.id, refundRequests.decidedBy))
    .where(eq(refundRequests.userId, userId))
    .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id))
    .limit(limit);
  return rows.map((row) => ({ ...toRequestDto(row), decided_by: row.decider?.email ?? null }));
}

/** How many of the member's requests were approved, and how many leads they bought. */
export async function refundCountsOf(ctx: AppContext, userId: string) {
  const [counts] = await rowsOf<{ purchases: number; approved: number }>(
    ctx.db,
    sql`select (select count(*)::int from lead_purchases p where p.user_id = ${userId}) as purchases,
      (select count(*)::int from refund_requests r where r.user_id = ${userId} and r.status = 'approved') as approved`,
  );
  const purchases = Number(counts?.purchases ?? 0);
  const approved = Number(counts?.approved ?? 0);
  return { purchases, approved, rate: refundRateOf({ approved, purchases }) };
}

export async function listMyRequests(ctx: AppContext, userId: string): Promise<RefundRequest[]> {
  const rows = await ctx.db
    .select(requestColumns)
    .from(refundRequests)
    .innerJoin(leads, eq(leads.id, refundRequests.leadId))
    .innerJoin(leadPurchases, eq(leadPurchases.id, refundRequests.leadPurchaseId))
    .leftJoin(replacementLeads, eq(replacementLeads.id, refundRequests.replacementLeadId))
    .leftJoin(premiumCreditGrants, eq(premiumCreditGrants.reason, creditReasonOf))
    .where(eq(refundRequests.userId, userId))
    .orderBy(desc(refundRequests.createdAt));
  return rows.map(toRequestDto);
}

export async function listRequestsForReview(
  ctx: AppContext,
  query: {
    page?: number | undefined;
    limit?: number | undefined;
    status?: 'pending' | 'approved' | 'rejected' | undefined;
  },
): Promise<Page<AdminRequest>> {
  const limit = query.limit ?? 25;
  const page = query.page ?? 1;
  const where = query.status ? eq(refundRequests.status, query.status) : undefined;
  const purchasesOf = sql<number>`(select count(*)::int from lead_purchases p where p.user_id = "refund_requests"."user_id")`;
  const requestsOf = sql<number>`(select count(*)::int from refund_requests r where r.user_id = "refund_requests"."user_id")`;
  const approvedOf = sql<number>`(select count(*)::int from refund_requests r where r.user_id = "refund_requests"."user_id" and r.status = 'approved')`;
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select({
        ...requestColumns,
        user: { id: users.id, name: users.name, email: users.email },
        purchases: purchasesOf,
        requests: requestsOf,
        approved: approvedOf,
      })
      .from(refundRequests)
      .innerJoin(leads, eq(leads.id, refundRequests.leadId))
      .innerJoin(leadPurchases, eq(leadPurchases.id, refundRequests.leadPurchaseId))
      .innerJoin(users, eq(users.id, refundRequests.userId))
      .leftJoin(replacementLeads, eq(replacementLeads.id, refundRequests.replacementLeadId))
      .leftJoin(premiumCreditGrants, eq(premiumCreditGrants.reason, creditReasonOf))
      .where(where)
      // Filing order is due order (requestDueAt never goes back): the overdue ones come first.
      .orderBy(refundRequests.createdAt, refundRequests.id)
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(refundRequests)
      .where(where),
  ]);
  return {
    currentPage: page,
    pageCount: pageCountOf(Number(totals?.total ?? 0), limit),
    items: rows.map((r) => ({
      ...toRequestDto(r),
      customer: { _id: r.user.id, name: r.user.name, email: r.user.email },
      evidence_text: r.request.evidenceText,
      evidence_file_name: r.request.evidenceFileName,
      evidence_file_type: r.request.evidenceFileType,
      property_address: r.request.propertyAddress,
      seller_name: r.request.sellerName,
      contact_number: r.request.contactNumber,
      purchased_at: r.purchase.createdAt.toISOString(),
      price_paid: centsToDollars(r.purchase.priceCents),
      buyer_purchases: Number(r.purchases),
      buyer_requests: Number(r.requests),
      buyer_refund_rate: refundRateOf({ approved: Number(r.approved), purchases: Number(r.purchases) }),
    })),
  };
}
