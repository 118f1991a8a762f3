import {
  CSV_PRESETS,
  LIMITS,
  type CsvPresetId,
  headingsOf,
  leadRowOf,
  type OwnedLead,
  type purchasedLeadsListQuery,
} from '@app/shared';
import { and, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { leadPurchases, leads, refundRequests } from '../../db/schema/index.js';
import { purchaseMemberName } from '../../db/team-account.js';
import { HOUR_MS } from '../../lib/time.js';
import { pageCountOf, type Page } from '../../lib/paging.js';
import { csvCell } from '../../lib/csv.js';
import { spendDownloadAllowance } from '../downloads/index.js';
import { toPurchasedLead } from '../leads/index.js';

type ListQuery = z.output<typeof purchasedLeadsListQuery>;

/** Refunds (exclusive) and replacements (premium) can be requested within 72 hours of purchase. */
export const requestDeadlineOf = (purchasedAt: Date) =>
  new Date(purchasedAt.getTime() + LIMITS.exclusiveRefundWindowHours * HOUR_MS);

const phoneDigits = (search: string) => search.replace(/\D/g, '');

function ownedFilters(userId: string, query: Omit<ListQuery, 'page' | 'limit'>) {
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    eq(leadPurchases.userId, userId),
    isNull(leadPurchases.reversedAt),
    query.lead_type ? eq(leadPurchases.leadType, query.lead_type) : undefined,
    query.state ? eq(leads.state, query.state) : undefined,
    pattern
      ? or(
          ilike(leads.leadName, pattern),
          ilike(leads.addressLine1, pattern),
          ilike(leads.city, pattern),
          ilike(leads.zip, pattern),
          ilike(leads.leadPhone, pattern),
          // "(512) 555-0142" finds +15125550142: phones are stored in E.164.
          phoneDigits(query.search!).length >= 4
            ? ilike(leads.leadPhone, `%${phoneDigits(query.search!)}%`)
            : undefined,
        )
      : undefined,
  );
}

/**
 * The member's purchases (a reversed one is no longer theirs), newest first, with the
 * refund/replacement window and request status. Seller details: the rows count against the
 * month's download allowance like any other read of them by the member; the team's read-only view
 * of the member (decision 034) is not the member's download, and changes nothing of theirs.
 */
export async function listOwnedLeads(
  ctx: AppContext,
  userId: string,
  query: ListQuery,
  reader: { isReadOnlyView: boolean } = { isReadOnlyView: false },
): Promise<Page<OwnedLead>> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const limit = query.limit ?? LIMITS.pageSizeDefault;
  const page = query.page ?? 1;
  const where = ownedFilters(userId, query);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        lead: leads,
        purchase: leadPurchases,
        requestStatus: refundRequests.status,
        boughtBy: purchaseMemberName('purchased_by'),
      })
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
  if (!reader.isReadOnlyView) await spendDownloadAllowance(ctx, userId, rows.length);
  return {
    currentPage: page,
    pageCount: pageCountOf(Number(totals?.total ?? 0), limit),
    items: rows.map(({ lead, purchase, requestStatus, boughtBy }) => {
      const deadline = requestDeadlineOf(purchase.createdAt);
      return {
        ...toPurchasedLead(lead, purchase.createdAt, purchase.priceCents),
        purchase_id: purchase.id,
        request_deadline: !requestStatus && deadline > now ? deadline.toISOString() : null,
        request_status: requestStatus ?? null,
        bought_by: boughtBy,
      };
    }),
  };
}

/** The member's purchases as a CRM-ready CSV; counted against the monthly download limit. */
export async function buildPurchasedLeadsCsv(
  ctx: AppContext,
  userId: string,
  query: Omit<ListQuery, 'page' | 'limit'>,
  preset: CsvPresetId = 'standard',
): Promise<{ csv: string; rows: number }> {
  const columns = CSV_PRESETS[preset].columns;
  const rows = await ctx.db
    .select({ lead: leads, purchase: leadPurchases })
    .from(leadPurchases)
    .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
    .where(ownedFilters(userId, query))
    .orderBy(desc(leadPurchases.createdAt), desc(leadPurchases.id))
    .limit(LIMITS.monthlyDownloadLimit);
  await spendDownloadAllowance(ctx, userId, rows.length);
  const lines = [headingsOf(columns).map(csvCell).join(',')];
  for (const { lead, purchase } of rows) {
    const purchased = toPurchasedLead(lead, purchase.createdAt, purchase.priceCents);
    lines.push(leadRowOf(columns, purchased).map(csvCell).join(','));
  }
  return { csv: `${lines.join('\r\n')}\r\n`, rows: rows.length };
}
