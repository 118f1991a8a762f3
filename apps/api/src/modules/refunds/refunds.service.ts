import {
  refundWithdrawsLead,
  type AdminRequest,
  type RefundRequest,
  type createRefundRequest,
  type createReplacementRequest,
} from '@app/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { isUtf8 } from 'node:buffer';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx, Transaction } from '../../db/client.js';
import { leadPurchases, leads, premiumCreditGrants, refundRequests, users } from '../../db/schema/index.js';
import { audit } from '../audit/index.js';
import { AppError } from '../../lib/errors.js';
import { addMonths } from '../../lib/time.js';
import { grantLeadToBuyer, requestDeadlineOf, type OnSale } from '../purchases/index.js';
import { stopDeliveriesOfPurchase } from '../webhooks/index.js';
import { appendWalletEntry } from '../wallet/index.js';
import { reverseCommission } from '../affiliates/index.js';
import { centsToDollars } from '../../lib/money.js';
import { pageCountOf, type Page } from '../../lib/paging.js';
import { requestDecisionMail, type RequestOutcome } from './refund-mails.js';

type RefundBody = z.output<NonNullable<(typeof createRefundRequest)['body']>>;
type EvidenceType = NonNullable<RefundBody['evidence_file']>['type'];
type ReplacementBody = z.output<NonNullable<(typeof createReplacementRequest)['body']>>;

const MAX_EVIDENCE_BYTES = 2 * 1024 * 1024;
/** The refund request's body at its largest: 2 MB of file as base64, 10,000 characters of text, the fields. */
export const REFUND_REQUEST_BODY_LIMIT = 3 * 1024 * 1024;

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

/** What each allowed evidence type's bytes must look like: the declared type is never trusted alone. */
const EVIDENCE_CONTENT: Record<EvidenceType, { looksRight: (bytes: Buffer) => boolean; label: string }> = {
  'image/png': {
    looksRight: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    label: 'a PNG image',
  },
  'image/jpeg': { looksRight: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff, label: 'a JPEG image' },
  'application/pdf': { looksRight: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-', label: 'a PDF' },
  'text/plain': { looksRight: (b) => isUtf8(b) && !b.includes(0), label: 'plain text' },
};

const evidenceError = (message: string) =>
  new AppError('VALIDATION', message, { errors: [{ path: 'body.evidence_file', message }] });

/** The evidence file's bytes, once its size and its content agree with the contract (issue 15.3). */
export function checkEvidenceFile(file: { type: EvidenceType; content_base64: string }): Buffer {
  const bytes = Buffer.from(file.content_base64, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_EVIDENCE_BYTES)
    throw evidenceError('The evidence file must be between 1 byte and 2 MB');
  const expected = EVIDENCE_CONTENT[file.type];
  if (!expected.looksRight(bytes)) {
    throw evidenceError(
      `The file's content is not ${expected.label} as its type says. Upload a PNG, JPEG, PDF or text file.`,
    );
  }
  return bytes;
}

export async function fileRefundRequest(ctx: AppContext, userId: string, body: RefundBody) {
  const { purchase, lead } = await ownPurchaseInWindow(ctx, userId, body.purchase_id, 'exclusive');
  const file = body.evidence_file;
  const bytes = file ? checkEvidenceFile(file) : null;
  return insertRequest(ctx, {
    kind: 'refund',
    userId,
    leadPurchaseId: purchase.id,
    leadId: lead.id,
    reason: body.reason,
    evidenceText: body.evidence_text ?? null,
    evidenceFileName: file?.name ?? null,
    evidenceFileType: file?.type ?? null,
    evidenceFile: bytes?.toString('base64') ?? null,
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
      evidence_file_type: r.request.evidenceFileType,
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
  onSale?: OnSale,
) {
  const now = ctx.clock.now();
  const decided = await ctx.db.transaction(async (tx) => {
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
      // A replacement is its own kind of request in the audit log (docs/product.md §14).
      entity: request.kind === 'replacement' ? 'replacement_request' : 'refund_request',
      entityId: request.id,
      before: withoutFile(request),
      after: withoutFile(after!),
      now,
    });
    await tellBuyerTheDecision(ctx, tx, { request: after!, outcome });
    return { _id: request.id, status, kind: request.kind };
  });
  ctx.state.metrics?.refundDecisions.inc({ kind: decided.kind, decision: decided.status });
  return { _id: decided._id, status: decided.status };
}

/** A request's evidence file for the team: its bytes, name and checked type. */
export async function readRequestEvidence(ctx: AppContext, requestId: string) {
  const [row] = await ctx.db
    .select({
      name: refundRequests.evidenceFileName,
      type: refundRequests.evidenceFileType,
      file: refundRequests.evidenceFile,
    })
    .from(refundRequests)
    .where(eq(refundRequests.id, requestId));
  if (!row) throw new AppError('NOT_FOUND', 'No request has this id.');
  if (!row.file) throw new AppError('NOT_FOUND', 'This request has no evidence file.');
  return {
    name: row.name ?? 'evidence',
    type: row.type ?? 'application/octet-stream',
    bytes: Buffer.from(row.file, 'base64'),
  };
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
