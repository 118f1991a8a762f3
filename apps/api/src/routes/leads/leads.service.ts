import {
  LIMITS,
  type MarketplaceLead,
  type PurchasedLead,
  type marketplaceQuerySchema,
  type purchasedLeadsQuerySchema,
} from '@app/shared';
import { and, asc, desc, eq, gt, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { leadPurchases, leads } from '../../db/schema/index.js';
import { centsToDollars } from '../plans/plans.service.js';
import { toPurchasedLead } from '../purchases/purchases.service.js';

type MarketplaceQuery = z.output<typeof marketplaceQuerySchema>;
type PurchasedQuery = z.output<typeof purchasedLeadsQuerySchema>;

/** About 1 km: two decimal places of a degree of latitude is 1.1 km (DESIGN.md section 4). */
const roundCoordinate = (value: number) => Math.round(value * 100) / 100;

export const pageCountOf = (total: number, limit: number) => Math.ceil(total / limit);

/** The conditions that make a lead buyable right now. */
export function availableLeadConditions(now: Date): SQL[] {
  return [
    eq(leads.status, 'published'),
    sql`${leads.buyersCount} < ${leads.maxBuyers}`,
    or(isNull(leads.expiresAt), gt(leads.expiresAt, now))!,
  ];
}

function marketplaceFilters(query: MarketplaceQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.state) filters.push(eq(leads.state, query.state));
  if (query.city) filters.push(sql`lower(${leads.city}) = lower(${query.city})`);
  if (query.zip) filters.push(eq(leads.zip, query.zip));
  if (query.property_type) filters.push(eq(leads.propertyType, query.property_type));
  if (query.lead_type) filters.push(eq(leads.leadType, query.lead_type));
  if (query.selling_timeline) filters.push(eq(leads.sellingTimeline, query.selling_timeline));
  if (query.listed !== undefined) filters.push(eq(leads.listed, query.listed));
  if (query.lat !== undefined && query.lng !== undefined && query.radius_km !== undefined) {
    const centre = sql`ll_to_earth(${query.lat}, ${query.lng})`;
    const metres = query.radius_km * 1000;
    // The cube test uses the GiST index; the exact distance then trims the box's corners.
    filters.push(sql`earth_box(${centre}, ${metres}) @> ll_to_earth(${leads.lat}, ${leads.lng})`);
    filters.push(sql`earth_distance(${centre}, ll_to_earth(${leads.lat}, ${leads.lng})) <= ${metres}`);
  }
  return filters;
}

export interface Page<T> {
  items: T[];
  currentPage: number;
  pageCount: number;
}

export async function listMarketplaceLeads(
  db: DbOrTx,
  query: MarketplaceQuery,
  options: { now: Date; viewerUserId: string | null },
): Promise<Page<MarketplaceLead>> {
  const limit = query.limit ?? LIMITS.pageSizeDefault;
  const page = query.page ?? 1;
  const where = and(...availableLeadConditions(options.now), ...marketplaceFilters(query));
  const purchasedByViewer = options.viewerUserId
    ? // Qualified by hand: drizzle renders columns of a one-table select without their table name.
      sql<boolean>`exists (select 1 from lead_purchases lp where lp.lead_id = "leads"."id" and lp.user_id = ${options.viewerUserId})`
    : sql<boolean>`false`;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: leads.id,
        propertyType: leads.propertyType,
        listed: leads.listed,
        reason: leads.reason,
        leadType: leads.leadType,
        sellingTimeline: leads.sellingTimeline,
        city: leads.city,
        state: leads.state,
        zip: leads.zip,
        lat: leads.lat,
        lng: leads.lng,
        priceCents: leads.priceCents,
        buyersCount: leads.buyersCount,
        maxBuyers: leads.maxBuyers,
        publishedAt: leads.publishedAt,
        expiresAt: leads.expiresAt,
        isPurchased: purchasedByViewer,
      })
      .from(leads)
      .where(where)
      .orderBy(desc(leads.publishedAt), desc(leads.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(leads)
      .where(where),
  ]);
  return {
    currentPage: page,
    pageCount: pageCountOf(Number(totals?.total ?? 0), limit),
    items: rows.map((row) => ({
      id: row.id,
      property_type: row.propertyType,
      listed: row.listed,
      reason: row.reason,
      lead_type: row.leadType,
      selling_timeline: row.sellingTimeline,
      city: row.city,
      state: row.state,
      ZIP: row.zip,
      is_purchased: Boolean(row.isPurchased),
      location: { type: 'Point', coordinates: [roundCoordinate(row.lng), roundCoordinate(row.lat)] },
      price: row.priceCents === null ? null : centsToDollars(row.priceCents),
      buyers_count: row.buyersCount,
      max_buyers: row.maxBuyers,
      published_at: (row.publishedAt ?? options.now).toISOString(),
      expires_at: row.expiresAt?.toISOString() ?? null,
    })),
  };
}

/**
 * The leads a member owns, with every field of spec section 3, oldest purchase first so that a
 * client polling with `since` sees each purchase exactly once.
 */
export async function listPurchasedLeads(
  db: DbOrTx,
  userId: string,
  query: PurchasedQuery,
): Promise<Page<PurchasedLead>> {
  const limit = query.limit ?? LIMITS.pageSizeDefault;
  const page = query.page ?? 1;
  const where = and(
    eq(leadPurchases.userId, userId),
    query.lead_type ? eq(leadPurchases.leadType, query.lead_type) : undefined,
    query.state ? eq(leads.state, query.state) : undefined,
    query.since ? gte(leadPurchases.createdAt, new Date(query.since)) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({ lead: leads, purchasedAt: leadPurchases.createdAt, priceCents: leadPurchases.priceCents })
      .from(leadPurchases)
      .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
      .where(where)
      .orderBy(asc(leadPurchases.createdAt), asc(leadPurchases.id))
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
    items: rows.map(({ lead, purchasedAt, priceCents }) => toPurchasedLead(lead, purchasedAt, priceCents)),
  };
}
