import type { AdminRequest, RefundRequest, createRefundRequest, createReplacementRequest } from '@app/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { leadPurchases, leads, premiumCreditGrants, refundRequests, users } from '../../db/schema/index.js';
import { audit } from '../audit/index.js';
import { AppError } from '../../lib/errors.js';
import { addMonths } from '../../lib/time.js';
import { requestDeadlineOf } from '../purchases/index.js';
import { appendWalletEntry } from '../wallet/index.js';
import { reverseCommission } from '../affiliates/index.js';
import { centsToDollars } from '../../lib/money.js';
import { pageCountOf, type Page } from '../../lib/paging.js';

type RefundBody = z.output<NonNullable<(typeof createRefundRequest)['body']>>;
type ReplacementBody = z.output<NonNullable<(typeof createReplacementRequest)['body']>>;

const MAX_EVIDENCE_BYTES = 2 * 1024 * 1024;

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

async function insertRequest(ctx: AppContext, values: typeof refundRequests.$inferInsert) {
  const [row] = await ctx.db
    .insert(refundRequests)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: refundRequests.id });
  if (!row)
    throw new AppError(
      'DUPLICATE',
      'A request for this lead was already filed; see Requests for its status.',
    );
  return { _id: row.id, status: 'pending' as const };
}

export async function fileRefundRequest(ctx: AppContext, userId: string, body: RefundBody) {
  const { purchase, lead } = await ownPurchaseInWindow(ctx, userId, body.purchase_id, 'exclusive');
  const file = body.evidence_file;
  if (file) {
    const bytes = Buffer.from(file.content_base64, 'base64').length;
    if (bytes === 0 || bytes > MAX_EVIDENCE_BYTES) {
      throw new AppError('VALIDATION', 'The evidence file must be between 1 byte and 2 MB', {
        errors: [
          { path: 'body.evidence_file', message: 'The evidence file must be between 1 byte and 2 MB' },
        ],
      });
    }
  }
  return insertRequest(ctx, {
    kind: 'refund',
    userId,
    leadPurchaseId: purchase.id,
    leadId: lead.id,
    reason: body.reason,
    evidenceText: body.evidence_text ?? null,
    evidenceFileName: file?.name ?? null,
    evidenceFileType: file?.type ?? null,
    evidenceFile: file?.content_base64.replace(/\s+/g, '') ?? null,
    createdAt: ctx.clock.now(),
  });
}

export async function fileReplacementRequest(ctx: AppContext, userId: string, body: ReplacementBody) {
  const { purchase, lead } = await ownPurchaseInWindow(ctx, userId, body.purchase_id, 'premium');
  return insertRequest(ctx, {
    kind: 'replacement',
    userId,
    leadPurchaseId: purchase.id,
    leadId: lead.id,
    reason: body.reason,
    propertyAddress: body.property_address,
    sellerName: body.seller_name,
    contactNumber: body.contact_number,
    createdAt: ctx.clock.now(),
  });
}

const summaryOf = (lead: typeof leads.$inferSelect) =>
  `${lead.propertyType} in ${lead.city}, ${lead.state} ${lead.zip}`;

function toRequestDto(
  request: typeof refundRequests.$inferSelect,
  lead: typeof leads.$inferSelect,
): RefundRequest {
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
  };
}

export async function listMyRequests(ctx: AppContext, userId: string): Promise<RefundRequest[]> {
  const rows = await ctx.db
    .select({ request: refundRequests, lead: leads })
    .from(refundRequests)
    .innerJoin(leads, eq(leads.id, refundRequests.leadId))
    .where(eq(refundRequests.userId, userId))
    .orderBy(desc(refundRequests.createdAt));
  return rows.map(({ request, lead }) => toRequestDto(request, lead));
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
        request: refundRequests,
        lead: leads,
        purchase: leadPurchases,
        user: { id: users.id, name: users.name, email: users.email },
        purchases: purchasesOf,
        requests: requestsOf,
        approved: approvedOf,
      })
      .from(refundRequests)
      .innerJoin(leads, eq(leads.id, refundRequests.leadId))
      .innerJoin(leadPurchases, eq(leadPurchases.id, refundRequests.leadPurchaseId))
      .innerJoin(users, eq(users.id, refundRequests.userId))
      .where(where)
      .orderBy(refundRequests.createdAt)
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
      ...toRequestDto(r.request, r.lead),
      customer: { _id: r.user.id, name: r.user.name, email: r.user.email },
      evidence_text: r.request.evidenceText,
      evidence_file_name: r.request.evidenceFileName,
      property_address: r.request.propertyAddress,
      seller_name: r.request.sellerName,
      contact_number: r.request.contactNumber,
      purchased_at: r.purchase.createdAt.toISOString(),
      price_paid: centsToDollars(r.purchase.priceCents),
      buyer_purchases: Number(r.purchases),
      buyer_requests: Number(r.requests),
      buyer_refund_rate: Number(r.purchases) ? Number(r.approved) / Number(r.purchases) : 0,
    })),
  };
}

/**
 * The team's decision. Approving a refund credits the wallet with the price paid (a new ledger
 * entry); approving a replacement returns the credit, or gives the buyer the chosen lead instead.
 * A request is decided once: the row is locked and must still be pending.
 */
export async function decideRefundRequest(
  ctx: AppContext,
  adminId: string,
  input: {
    request_id: string;
    decision: 'approve' | 'reject';
    note?: string | undefined;
    replacement_lead_id?: string | undefined;
  },
) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
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
        // A refunded lead was not money spent after all: its commission goes too (docs/product.md §14).
        await reverseCommission(tx, {
          source: { leadPurchaseId: purchase.id },
          reversedCents: purchase.priceCents,
          refundRequestId: request.id,
          now,
        });
      } else if (input.replacement_lead_id) {
        const [lead] = await tx
          .select()
          .from(leads)
          .where(eq(leads.id, input.replacement_lead_id))
          .for('update');
        if (
          !lead ||
          lead.leadType !== 'premium' ||
          lead.status !== 'published' ||
          lead.buyersCount >= lead.maxBuyers
        ) {
          throw new AppError(
            'CONFLICT',
            'The replacement lead must be a premium lead that is still for sale.',
          );
        }
        const [owned] = await tx
          .select({ id: leadPurchases.id })
          .from(leadPurchases)
          .where(and(eq(leadPurchases.leadId, lead.id), eq(leadPurchases.userId, request.userId)));
        if (owned) throw new AppError('CONFLICT', 'The buyer already owns that lead; choose another.');
        await tx.insert(leadPurchases).values({
          leadId: lead.id,
          userId: request.userId,
          leadType: 'premium',
          priceCents: 0,
          createdAt: now,
        });
        const buyersCount = lead.buyersCount + 1;
        await tx
          .update(leads)
          .set({ buyersCount, ...(buyersCount >= lead.maxBuyers ? { status: 'sold_out' as const } : {}) })
          .where(eq(leads.id, lead.id));
        replacementLeadId = lead.id;
      } else {
        await tx.insert(premiumCreditGrants).values({
          userId: request.userId,
          credits: 1,
          periodStart: now,
          periodEnd: addMonths(now, 1),
          reason: `replacement:${request.id}`,
        });
      }
      await tx.update(leadPurchases).set({ reversedAt: now }).where(eq(leadPurchases.id, purchase.id));
    }
    const [decided] = await tx
      .update(refundRequests)
      .set({
        status,
        decisionNote: input.note ?? null,
        decidedBy: adminId,
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
      action: `${input.decision}-request`,
      entity: 'refund_request',
      entityId: request.id,
      before: withoutFile(request),
      after: withoutFile(decided!),
      now,
    });
    return { _id: request.id, status };
  });
}
