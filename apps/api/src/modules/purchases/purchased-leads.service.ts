import { LIMITS, type OwnedLead, type purchasedLeadsListQuery } from '@app/shared';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { downloadUsage, leadPurchases, leads, refundRequests } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { HOUR_MS, monthKey } from '../../lib/time.js';
import { pageCountOf, type Page } from '../../lib/paging.js';
import { csvCell } from '../../lib/csv.js';
import { toPurchasedLead } from '../leads/index.js';

type ListQuery = z.output<typeof purchasedLeadsListQuery>;

/** Refunds (exclusive) and replacements (premium) can be requested within 72 hours of purchase. */
export const requestDeadlineOf = (purchasedAt: Date) =>
  new Date(purchasedAt.getTime() + LIMITS.exclusiveRefundWindowHours * HOUR_MS);

function ownedFilters(userId: string, query: Omit<ListQuery, 'page' | 'limit'>) {
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    eq(leadPurchases.userId, userId),
    query.lead_type ? eq(leadPurchases.leadType, query.lead_type) : undefined,
    query.state ? eq(leads.state, query.state) : undefined,
    pattern
      ? or(
          ilike(leads.leadName, pattern),
          ilike(leads.addressLine1, pattern),
          ilike(leads.city, pattern),
          ilike(leads.zip, pattern),
          ilike(leads.leadPhone, pattern),
        )
      : undefined,
  );
}

/** The member's purchases, newest first, with the refund/replacement window and request status. */
export async function listOwnedLeads(
  db: DbOrTx,
  userId: string,
  query: ListQuery,
  now: Date,
): Promise<Page<OwnedLead>> {
  const limit = query.limit ?? LIMITS.pageSizeDefault;
  const page = query.page ?? 1;
  const where = ownedFilters(userId, query);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ lead: leads, purchase: leadPurchases, requestStatus: refundRequests.status })
      .from(leadPurchases)
      .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
      .leftJoin(refundRequests, eq(refundRequests.leadPurchaseId, leadPurchases.id))
      .where(where)
      .orderBy(desc(leadPurchases.createdAt), desc(leadPurchases.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(leadPurchases)
      .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
      .where(where),
  ]);
  return {
    currentPage: page,
    pageCount: pageCountOf(Number(totals?.total ?? 0), limit),
    items: rows.map(({ lead, purchase, requestStatus }) => {
      const deadline = requestDeadlineOf(purchase.createdAt);
      return {
        ...toPurchasedLead(lead, purchase.createdAt, purchase.priceCents),
        purchase_id: purchase.id,
        request_deadline:
          !requestStatus && deadline > now && !purchase.reversedAt ? deadline.toISOString() : null,
        request_status: requestStatus ?? null,
      };
    }),
  };
}

/**
 * A pull API customer's process takes this many rows of allowance ahead (1 % of the month's) in
 * the statement that counts a page, and spends them without writing until they run out: a CRM
 * polling page after page costs one write per hundred pages, not one per page (decision 012).
 */
const ROWS_TAKEN_AHEAD = 2_500;

/** Adds `rows` to the member's month in one statement, unless that would pass the limit. */
async function addDownloadedRows(db: DbOrTx, userId: string, month: string, rows: number) {
  const limit = LIMITS.monthlyDownloadLimit;
  if (rows > limit) return false;
  const updated = await db
    .insert(downloadUsage)
    .values({ userId, month, rows })
    .onConflictDoUpdate({
      target: [downloadUsage.userId, downloadUsage.month],
      set: { rows: sql`${downloadUsage.rows} + ${rows}` },
      setWhere: sql`${downloadUsage.rows} + ${rows} <= ${limit}`,
    })
    .returning({ rows: downloadUsage.rows });
  return updated.length > 0;
}

/**
 * Counts delivered lead rows against the 250,000-per-calendar-month limit (spec section 9), in one
 * statement so parallel downloads cannot overshoot it together. With `takeAhead` (the pull API)
 * the statement also takes ROWS_TAKEN_AHEAD rows of allowance for the next pages while the month
 * has them; rows taken ahead and never delivered are given back when the process stops.
 */
export async function recordDownloadedRows(
  ctx: AppContext,
  userId: string,
  rows: number,
  options: { takeAhead?: boolean } = {},
): Promise<void> {
  if (rows === 0) return;
  const { db } = ctx;
  const now = ctx.clock.now();
  const month = monthKey(now);
  const allowances = ctx.state.downloadAllowances;
  const held = allowances.get(userId);
  const heldRows = held?.month === month ? held.remaining : 0;
  if (held && heldRows >= rows) {
    held.remaining -= rows;
    return;
  }
  const needed = rows - heldRows;
  if (options.takeAhead && (await addDownloadedRows(db, userId, month, needed + ROWS_TAKEN_AHEAD))) {
    allowances.set(userId, { month, remaining: ROWS_TAKEN_AHEAD });
    return;
  }
  if (await addDownloadedRows(db, userId, month, needed)) {
    allowances.delete(userId);
    return;
  }
  const [usage] = await db
    .select()
    .from(downloadUsage)
    .where(and(eq(downloadUsage.userId, userId), eq(downloadUsage.month, month)));
  const downloaded = Math.max(0, (usage?.rows ?? 0) - heldRows);
  const limit = LIMITS.monthlyDownloadLimit;
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  throw new AppError(
    'RATE_LIMITED',
    `You have downloaded ${downloaded.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')} lead rows this month; this request needs ${rows.toLocaleString('en-US')} more. The limit resets on ${nextMonth.toISOString().slice(0, 10)}.`,
    { retryAfterSeconds: Math.max(1, Math.ceil((nextMonth.getTime() - now.getTime()) / 1000)) },
  );
}

/** Gives back the allowance taken ahead and not delivered (when the process stops). */
export async function returnUnusedDownloadRows(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const allowances = ctx.state.downloadAllowances;
  for (const [userId, { month, remaining }] of allowances) {
    allowances.delete(userId);
    if (remaining === 0) continue;
    await db
      .update(downloadUsage)
      .set({ rows: sql`greatest(${downloadUsage.rows} - ${remaining}, 0)` })
      .where(and(eq(downloadUsage.userId, userId), eq(downloadUsage.month, month)));
  }
}

const CSV_COLUMNS = [
  'First Name',
  'Last Name',
  'Phone',
  'Street Address',
  'City',
  'State',
  'Postal Code',
  'Property Type',
  'Listed On MLS',
  'Reason For Selling',
  'Selling Timeline',
  'Lead Type',
  'Price Paid',
  'Purchased At',
  'Latitude',
  'Longitude',
  'Lead ID',
] as const;

/** The member's purchases as a CRM-ready CSV; counted against the monthly download limit. */
export async function buildPurchasedLeadsCsv(
  ctx: AppContext,
  userId: string,
  query: Omit<ListQuery, 'page' | 'limit'>,
): Promise<{ csv: string; rows: number }> {
  const rows = await ctx.db
    .select({ lead: leads, purchase: leadPurchases })
    .from(leadPurchases)
    .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
    .where(ownedFilters(userId, query))
    .orderBy(desc(leadPurchases.createdAt), desc(leadPurchases.id))
    .limit(LIMITS.monthlyDownloadLimit);
  await recordDownloadedRows(ctx, userId, rows.length);
  const lines = [CSV_COLUMNS.map(csvCell).join(',')];
  for (const { lead, purchase } of rows) {
    const [first, ...rest] = lead.leadName.trim().split(/\s+/);
    lines.push(
      [
        first ?? '',
        rest.join(' '),
        lead.leadPhone,
        lead.addressLine1,
        lead.city,
        lead.state,
        lead.zip,
        lead.propertyType,
        lead.listed ? 'Yes' : 'No',
        lead.reason,
        lead.sellingTimeline,
        lead.leadType === 'exclusive' ? 'Exclusive' : 'Premium',
        (purchase.priceCents / 100).toFixed(2),
        purchase.createdAt.toISOString(),
        lead.lat,
        lead.lng,
        lead.id,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return { csv: `${lines.join('\r\n')}\r\n`, rows: rows.length };
}
