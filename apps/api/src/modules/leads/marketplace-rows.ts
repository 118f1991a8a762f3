import { KM_PER_MILE, type MarketplaceLead } from '@app/shared';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { leads } from '../../db/schema/index.js';
import { COUNT_CAP, fromKey, orderOf, type PageStart } from '../../lib/keyset-paging.js';
import type { MarketplaceScope } from './marketplace-scope.js';
import { centsToDollars } from '../../lib/money.js';
import { coarse } from './coarse-position.js';
import { publicDetailsOf } from './lead-dto.js';

const METRES_PER_MILE = KM_PER_MILE * 1000;

/** leads_change_seq moves whenever a statement changes leads (migration 0006). */
export const LIST_VERSION = sql`(select case when is_called then last_value else 0 end from leads_change_seq)::text`;

interface MarketplaceRow {
  id: string;
  property_type: string;
  listed: boolean;
  reason: string;
  lead_type: 'premium' | 'exclusive';
  selling_timeline: string;
  city: string;
  state: string;
  zip: string;
  county: string | null;
  lat: number;
  lng: number;
  price_cents: number | null;
  buyers_count: number;
  max_buyers: number;
  published_at: string;
  expires_at: string | null;
  is_purchased: boolean;
  is_returned: boolean;
  distance_m: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  square_feet: number | null;
  condition: MarketplaceLead['condition'];
  occupancy: MarketplaceLead['occupancy'];
  estimated_value: number | null;
  mortgage_balance: number | null;
  has_consent: boolean;
  dnc: boolean | null;
  list_version: string;
  counted: number | null;
}

/** A page's rows, and what the same round trip learnt about the list. */
export interface PageRead {
  rows: MarketplaceRow[];
  version: string;
  /** How many rows the list has, up to COUNT_CAP + 1; null when not asked. */
  counted: number | null;
}

const marketplaceColumns = (viewerUserId: string | null, distance: SQL | null) => sql`
  ${leads.id} as id, ${leads.propertyType} as property_type, ${leads.listed} as listed,
  ${leads.reason} as reason, ${leads.leadType} as lead_type, ${leads.sellingTimeline} as selling_timeline,
  ${leads.city} as city, ${leads.state} as state, ${leads.zip} as zip, ${leads.county} as county,
  ${distance ?? sql`null::float8`} as distance_m, ${coarse(leads.lat)} as lat,
  ${coarse(leads.lng)} as lng, ${leads.priceCents} as price_cents, ${leads.buyersCount} as buyers_count,
  ${leads.maxBuyers} as max_buyers, ${leads.publishedAt} as published_at, ${leads.expiresAt} as expires_at,
  ${leads.bedrooms} as bedrooms, ${leads.bathrooms} as bathrooms, ${leads.squareFeet} as square_feet,
  ${leads.condition} as condition, ${leads.occupancy} as occupancy, ${leads.estimatedValue} as estimated_value,
  ${leads.mortgageBalance} as mortgage_balance, (${leads.consent} is not null) as has_consent, ${leads.dnc} as dnc,
  ${
    viewerUserId
      ? sql`exists (select 1 from lead_purchases lp where lp.lead_id = ${leads.id} and lp.user_id = ${viewerUserId}
          and lp.reversed_at is null)`
      : sql`false`
  } as is_purchased, ${
    viewerUserId
      ? sql`exists (select 1 from lead_purchases lp where lp.lead_id = ${leads.id} and lp.user_id = ${viewerUserId}
          and lp.reversed_at is not null)`
      : sql`false`
  } as is_returned`;

const cappedCount = (scope: MarketplaceScope) =>
  sql`(select count(*)::int from (select 1 from leads where ${scope.where} limit ${COUNT_CAP + 1}) capped)`;

/**
 * Rows of the list from `start`, with the list's version and (when asked) its capped count in the
 * same round trip. A radius search reads each of its cells newest first (an index range scan that
 * stops after `skip + take` rows) and keeps the newest of all, so that it never sorts every lead of
 * a metro; any other list is one range scan of its filter's index. A list sorted by price or
 * distance is sorted and read with OFFSET (decision 021).
 */
function pageRowsQuery(
  scope: MarketplaceScope,
  start: PageStart,
  take: number,
  options: { viewerUserId: string | null; withCount: boolean },
): SQL {
  const keyCondition = start.key ? fromKey(scope, start.key, start.inclusive) : sql`true`;
  const columns = sql`${marketplaceColumns(options.viewerUserId, scope.distance)}, ${LIST_VERSION} as list_version,
    ${options.withCount ? cappedCount(scope) : sql`null::int`} as counted`;
  if (scope.sortOrder) {
    return sql`select ${columns} from leads where ${scope.where}
      order by ${scope.sortOrder} offset ${start.skip} limit ${take}`;
  }
  if (!scope.cells) {
    return sql`select ${columns} from leads where ${scope.where} and ${keyCondition}
      order by ${orderOf(scope)} offset ${start.skip} limit ${take}`;
  }
  return sql`select ${columns} from (
      select hit.id, hit.published_at from unnest(${`{${scope.cells.join(',')}}`}::int[]) as cell(n)
      cross join lateral (
        select ${leads.id} as id, ${leads.publishedAt} as published_at from leads
        where ${leads.geoCell} = cell.n and ${scope.conditions} and ${keyCondition}
        order by ${orderOf(scope)} limit ${start.skip + take}
      ) hit
      order by hit.published_at desc, hit.id desc offset ${start.skip} limit ${take}
    ) hits join leads on ${leads.id} = hits.id
    order by hits.published_at desc, hits.id desc`;
}

/** Reads a page (none for a page past the end); an empty page asks its figures on their own. */
export async function readPage(
  db: DbOrTx,
  scope: MarketplaceScope,
  start: PageStart | null,
  take: number,
  options: { viewerUserId: string | null; withCount: boolean },
): Promise<PageRead> {
  const rows = start ? await rowsOf<MarketplaceRow>(db, pageRowsQuery(scope, start, take, options)) : [];
  const first = rows[0];
  if (first) return { rows, version: first.list_version, counted: first.counted };
  const [figures] = await rowsOf<{ version: string; counted: number | null }>(
    db,
    sql`select ${LIST_VERSION} as version, ${options.withCount ? cappedCount(scope) : sql`null::int`} as counted`,
  );
  return { rows, version: figures!.version, counted: figures!.counted };
}

export const leadOf = (row: MarketplaceRow): MarketplaceLead => ({
  id: row.id,
  property_type: row.property_type,
  listed: row.listed,
  reason: row.reason,
  lead_type: row.lead_type,
  selling_timeline: row.selling_timeline,
  city: row.city,
  state: row.state,
  ZIP: row.zip,
  county: row.county,
  ...publicDetailsOf({
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms === null ? null : Number(row.bathrooms),
    squareFeet: row.square_feet,
    condition: row.condition,
    occupancy: row.occupancy,
    estimatedValue: row.estimated_value,
    mortgageBalance: row.mortgage_balance,
    hasConsent: Boolean(row.has_consent),
    dnc: row.dnc,
  }),
  is_purchased: Boolean(row.is_purchased),
  is_returned: Boolean(row.is_returned),
  location: { type: 'Point', coordinates: [Number(row.lng), Number(row.lat)] },
  price: row.price_cents === null ? null : centsToDollars(row.price_cents),
  buyers_count: row.buyers_count,
  max_buyers: row.max_buyers,
  published_at: new Date(row.published_at).toISOString(),
  expires_at: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
  distance_miles:
    row.distance_m === null ? null : Math.round((Number(row.distance_m) / METRES_PER_MILE) * 10) / 10,
});
