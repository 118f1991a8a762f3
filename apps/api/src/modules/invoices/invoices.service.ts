import type { getInvoicesForTeam } from '@app/shared';
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/client.js';
import type { payments } from '../../db/schema/index.js';
import { invoices, plans, promoRedemptions, subscriptions, users } from '../../db/schema/index.js';
import type { ParsedQuery } from '../../http/endpoint.js';
import { AppError } from '../../lib/errors.js';
import { containsPattern, countPages, pageParams } from '../../lib/paging.js';
import { centsToDollars } from '../../lib/money.js';
import { safeEqualHex } from '../../lib/crypto.js';
import { invoicePdfUrl } from './invoice-links.js';
import { receiptMail } from './receipt-mail.js';

export type InvoiceRow = typeof invoices.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** What a charge paid for, as its invoice line says it. */
export interface InvoiceLine {
  description: string;
  periodStart?: Date | null;
  periodEnd?: Date | null;
}

/** Where the receipt, rendered before its invoice has a number, gets the number. */
const NUMBER_SLOT = '\u2063INVOICE-NUMBER\u2063';

/** 2026-000042: the year, then the sequence within it, six digits so numbers sort as they grow. */
export const formatInvoiceNumber = (year: number, sequence: number) =>
  `${year}-${String(sequence).padStart(6, '0')}`;

/**
 * The next number of the year, taken in the caller's transaction: the counter row stays locked
 * until it commits, so concurrent charges queue here for a moment and each gets the next number;
 * a charge whose transaction rolls back gives its number back. No gap, no repeat (decision 023).
 */
async function takeInvoiceNumber(tx: DbOrTx, year: number): Promise<number> {
  const [row] = await rowsOf<{ last_number: number }>(
    tx,
    sql`insert into invoice_counters (year, last_number) values (${year}, 1)
        on conflict (year) do update set last_number = invoice_counters.last_number + 1
        returning last_number`,
  );
  return Number(row!.last_number);
}

/** The line of a charge whose caller did not say: a top-up, or the subscription it paid for. */
async function derivedLine(tx: DbOrTx, payment: PaymentRow): Promise<InvoiceLine> {
  if (payment.kind === 'topup') return { description: 'Wallet top-up' };
  if (payment.subscriptionId) {
    const [row] = await tx
      .select({ name: plans.name, occurrence: plans.occurrence })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.id, payment.subscriptionId));
    if (row) return { description: `${row.name} plan (${row.occurrence})` };
  }
  return { description: 'Membership' };
}

/**
 * Issues the invoice of a charge that just succeeded, in the transaction that records it, and
 * writes its receipt to the outbox in the same transaction: the receipt exists exactly when the
 * charge does. A charge of nothing (a free plan's period) has no invoice.
 */
export async function issueInvoice(
  ctx: AppContext,
  tx: DbOrTx,
  payment: PaymentRow,
  now: Date,
  line?: InvoiceLine,
): Promise<InvoiceRow | null> {
  if (payment.amountCents <= 0) return null;
  const [existing] = await tx.select().from(invoices).where(eq(invoices.paymentId, payment.id));
  if (existing) return existing;
  const [member] = await tx.select().from(users).where(eq(users.id, payment.userId));
  if (!member) throw new Error(`Payment ${payment.id} has no member.`);
  const [promo] = await tx
    .select({ code: promoRedemptions.code, discountCents: promoRedemptions.discountCents })
    .from(promoRedemptions)
    .where(eq(promoRedemptions.paymentId, payment.id));
  const what = line ?? (await derivedLine(tx, payment));
  const year = now.getUTCFullYear();
  const discountCents = promo?.discountCents ?? 0;
  const draft: InvoiceRow = {
    id: randomUUID(),
    number: NUMBER_SLOT,
    year,
    sequence: 0,
    userId: payment.userId,
    paymentId: payment.id,
    kind: payment.kind,
    description: what.description,
    periodStart: what.periodStart ?? null,
    periodEnd: what.periodEnd ?? null,
    subtotalCents: payment.amountCents + discountCents,
    discountCents,
    totalCents: payment.amountCents,
    promoCode: promo?.code ?? null,
    billedName: member.billingName ?? member.name,
    billedEmail: member.email,
    billedAddress: member.billingAddress,
    issuedAt: now,
  };
  // The receipt is rendered before the number is taken: the counter stays locked until the
  // charge commits, and concurrent charges wait on it, so nothing slow happens under it.
  const receipt = await ctx.email.render(receiptMail(ctx, draft, { name: member.name, email: member.email }));
  const sequence = await takeInvoiceNumber(tx, year);
  const number = formatInvoiceNumber(year, sequence);
  const [invoice] = await tx
    .insert(invoices)
    .values({ ...draft, number, sequence })
    .returning();
  const fill = (text: string) => text.replaceAll(NUMBER_SLOT, number);
  await ctx.email.keep(
    { ...receipt, subject: fill(receipt.subject), text: fill(receipt.text), html: fill(receipt.html) },
    tx,
  );
  return invoice!;
}

/** The invoice a signed link names; a wrong signature is answered as a missing invoice. */
export async function invoiceBySignedLink(ctx: AppContext, id: string, signature: string) {
  const expected = ctx.secrets.keyedHash('invoice-pdf', id);
  const notFound = new AppError('NOT_FOUND', 'No invoice has this link. Open it again from Billing.');
  if (!safeEqualHex(expected, signature)) throw notFound;
  const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.id, id));
  if (!invoice) throw notFound;
  return invoice;
}

export const toInvoiceDto = (ctx: Pick<AppContext, 'config' | 'secrets'>, row: InvoiceRow) => ({
  _id: row.id,
  number: row.number,
  issued_at: row.issuedAt.toISOString(),
  description: row.description,
  period_start: row.periodStart?.toISOString() ?? null,
  period_end: row.periodEnd?.toISOString() ?? null,
  subtotal: centsToDollars(row.subtotalCents),
  discount: centsToDollars(row.discountCents),
  promo_code: row.promoCode,
  total: centsToDollars(row.totalCents),
  billed_name: row.billedName,
  billed_email: row.billedEmail,
  pdf_url: invoicePdfUrl(ctx, row.id),
});

/** The invoices of the payments listed in Billing, by payment id. */
export async function invoicesOfPayments(db: DbOrTx, userId: string) {
  const rows = await db.select().from(invoices).where(eq(invoices.userId, userId));
  return new Map(rows.map((row) => [row.paymentId, row]));
}

/** The console's list: newest first, searchable by number or the customer's name or e-mail. */
export async function listInvoicesForTeam(ctx: AppContext, query: ParsedQuery<typeof getInvoicesForTeam>) {
  const { page, limit } = pageParams(query);
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = pattern
    ? or(
        ilike(invoices.number, pattern),
        ilike(invoices.billedEmail, pattern),
        ilike(invoices.billedName, pattern),
      )
    : undefined;
  const [rows, pageCount] = await Promise.all([
    ctx.db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.year), desc(invoices.sequence))
      .limit(limit)
      .offset((page - 1) * limit),
    countPages(ctx.db, invoices, where, limit),
  ]);
  return { currentPage: page, pageCount, items: rows.map((row) => toInvoiceDto(ctx, row)) };
}

/** Who invoices are made out to; printed on invoices issued from now on. */
export async function updateBillingDetails(
  ctx: AppContext,
  userId: string,
  details: { billing_name: string | null; billing_address: string | null },
) {
  await ctx.db
    .update(users)
    .set({ billingName: details.billing_name, billingAddress: details.billing_address })
    .where(eq(users.id, userId));
}
