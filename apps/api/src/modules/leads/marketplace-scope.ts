import { KM_PER_MILE, type marketplaceQuerySchema } from '@app/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { isAnyOf } from '../../db/any-of.js';
import { leads } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { zipCodes } from '../../lib/zip-codes.js';
import { COARSE_SHIFT_KM, coarse, quantiseCentre } from './coarse-position.js';
import { cellsOf, coverCircle } from './geo-cells.js';
import type { OrderedList } from '../../lib/keyset-paging.js';

export type MarketplaceQuery = z.output<typeof marketplaceQuerySchema>;

/**
 * A radius search reads its cells one index range each, newest first, while they are few (a 50 km
 * circle covers about nine); a wider circle reads them as ranges of cells instead.
 */
const MAX_CELL_LOOKUPS = 100;

/** The marketplace list for one set of filters: its rows, its order, and how to read them. */
export interface MarketplaceScope extends OrderedList {
  /** Every condition but the grid cell's: availability, filters, the exact distance. */
  conditions: SQL;
  /** A radius search's cells, read one by one (each in the list's order), or null. */
  cells: number[] | null;
  /** The same rows without the conditions a planner cannot estimate, and the share of them kept. */
  estimate: { where: SQL; share: number };
  /** Identifies the list (not the page) for the page-index cache. */
  signature: string;
  /**
   * The order of a list sorted by price or distance, read by OFFSET (decision 021); null for the
   * newest-first order that page indexes and cursors serve.
   */
  sortOrder: SQL | null;
  /** Metres from a radius search's centre to each lead's shown position, or null. */
  distance: SQL | null;
  /** A radius search's centre, as searched (snapped to the grid), or null. */
  centre: { lat: number; lng: number } | null;
}

const and = (conditions: SQL[]) => sql.join(conditions, sql` and `);

/** The conditions that make a lead buyable right now. */
export function availableLeadConditions(now: Date): SQL {
  return sql`${leads.status} = 'published' and ${leads.buyersCount} < ${leads.maxBuyers}
    and (${leads.expiresAt} is null or ${leads.expiresAt} > ${now.toISOString()}::timestamptz)`;
}

function attributeFilters(query: MarketplaceQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.state) filters.push(sql`${leads.state} = ${query.state}`);
  if (query.city) filters.push(sql`lower(${leads.city}) = lower(${query.city})`);
  if (query.zip?.length === 1) filters.push(sql`${leads.zip} = ${query.zip[0]}`);
  else if (query.zip) filters.push(isAnyOf(leads.zip, query.zip));
  if (query.county) filters.push(sql`lower(${leads.county}) = lower(${query.county})`);
  if (query.property_type) filters.push(sql`${leads.propertyType} = ${query.property_type}`);
  if (query.lead_type) filters.push(sql`${leads.leadType} = ${query.lead_type}`);
  if (query.selling_timeline) filters.push(sql`${leads.sellingTimeline} = ${query.selling_timeline}`);
  if (query.listed !== undefined) filters.push(sql`${leads.listed} = ${query.listed}`);
  // The price range bounds exclusive leads; premium leads are paid with a credit (decision 021).
  const bounds: SQL[] = [];
  if (query.price_min !== undefined)
    bounds.push(sql`${leads.priceCents} >= ${Math.round(query.price_min * 100)}`);
  if (query.price_max !== undefined)
    bounds.push(sql`${leads.priceCents} <= ${Math.round(query.price_max * 100)}`);
  if (bounds.length) filters.push(sql`(${leads.leadType} = 'premium' or (${and(bounds)}))`);
  return filters;
}

/** A search's centre, snapped to the grid of the shown positions: a point, or a ZIP code's centre. */
export function centreOf(query: MarketplaceQuery): { lat: number; lng: number } | null {
  if (query.lat !== undefined && query.lng !== undefined) return quantiseCentre(query.lat, query.lng);
  if (query.near_zip === undefined) return null;
  const info = zipCodes().lookup(query.near_zip);
  if (!info || info.country !== 'US' || !info.latitude) {
    throw new AppError('VALIDATION', `near_zip ${query.near_zip} is not a US ZIP code we know`, {
      errors: [{ path: 'query.near_zip', message: `${query.near_zip} is not a US ZIP code we know` }],
    });
  }
  return quantiseCentre(info.latitude, info.longitude);
}

/** The radius in kilometres, from miles (customers) or kilometres (existing clients). */
const radiusKmOf = (query: MarketplaceQuery) =>
  query.radius_km ?? (query.radius_miles === undefined ? undefined : query.radius_miles * KM_PER_MILE);

/** Metres from the centre to a lead's shown position: what the list shows, never the exact one. */
const distanceFrom = (lat: number, lng: number) =>
  sql<number>`earth_distance(ll_to_earth(${lat}, ${lng}), ll_to_earth(${coarse(leads.lat)}, ${coarse(leads.lng)}))`;

function sortOrderOf(query: MarketplaceQuery, distance: SQL | null): SQL | null {
  const tie = sql`${leads.publishedAt} desc, ${leads.id} desc`;
  switch (query.sort) {
    case 'price_low':
      return sql`${leads.priceCents} asc nulls last, ${tie}`;
    case 'price_high':
      return sql`${leads.priceCents} desc nulls last, ${tie}`;
    case 'distance':
      return distance ? sql`${distance}, ${tie}` : null;
    default:
      return null;
  }
}

interface RadiusParts {
  /** Conditions on any row: bounding box (cheap, read from the index), then inner box or distance. */
  conditions: SQL[];
  cells: number[] | null;
  cellCondition: SQL;
  share: number;
}

/**
 * A radius search compares the circle with the same coarse position the list shows, never the
 * exact one (issue 15.1): bisecting on a circle's edge then finds no more than what the list
 * already says. The cells and bounding box, read on the exact position the indexes hold, are
 * those of a circle wider by the most rounding can move a lead.
 */
function radiusParts(lat: number, lng: number, radiusKm: number): RadiusParts {
  const cover = coverCircle(lat, lng, radiusKm + COARSE_SHIFT_KM);
  const { box } = cover;
  const conditions = [sql`${leads.lat} between ${box.latMin} and ${box.latMax}`];
  if (box.lngMin !== null && box.lngMax !== null)
    conditions.push(sql`${leads.lng} between ${box.lngMin} and ${box.lngMax}`);
  const [coarseLat, coarseLng] = [coarse(leads.lat), coarse(leads.lng)];
  const distance = sql`${distanceFrom(lat, lng)} <= ${radiusKm * 1000}`;
  const inner = coverCircle(lat, lng, radiusKm).innerBox;
  // OR evaluates left to right: a lead in the inner box skips the distance, most of a search's cost.
  conditions.push(
    inner
      ? sql`((${coarseLat} between ${inner.latMin} and ${inner.latMax} and ${coarseLng} between ${inner.lngMin} and ${inner.lngMax}) or ${distance})`
      : distance,
  );
  const cells = cover.cellCount <= MAX_CELL_LOOKUPS ? cellsOf(cover) : null;
  const cellCondition = cells
    ? sql`${leads.geoCell} = any(${`{${cells.join(',')}}`}::int[])`
    : sql`(${sql.join(
        cover.ranges.map((range) => sql`${leads.geoCell} between ${range.first} and ${range.last}`),
        sql` or `,
      )})`;
  return { conditions, cells, cellCondition, share: cover.circleShare };
}

export function marketplaceScope(query: MarketplaceQuery, now: Date): MarketplaceScope {
  const attributes = attributeFilters(query);
  const centre = centreOf(query);
  const radiusKm = radiusKmOf(query);
  const radius = centre && radiusKm !== undefined ? radiusParts(centre.lat, centre.lng, radiusKm) : null;
  const distance = radius && centre ? distanceFrom(centre.lat, centre.lng) : null;
  const conditions = and([availableLeadConditions(now), ...attributes, ...(radius?.conditions ?? [])]);
  const cellCondition = radius ? [radius.cellCondition] : [];
  return {
    from: sql`leads`,
    where: and([conditions, ...cellCondition]),
    at: sql`${leads.publishedAt}`,
    id: sql`${leads.id}`,
    descending: true,
    conditions,
    cells: radius?.cells ?? null,
    estimate: {
      where: and([sql`${leads.status} = 'published'`, ...attributes, ...cellCondition]),
      share: radius?.share ?? 1,
    },
    signature: JSON.stringify([
      query.state,
      query.city?.toLowerCase(),
      query.zip ? [...query.zip].sort() : undefined,
      query.county?.toLowerCase(),
      query.property_type,
      query.lead_type,
      query.selling_timeline,
      query.listed,
      radius ? centre?.lat : undefined,
      radius ? centre?.lng : undefined,
      radiusKm,
      query.price_min,
      query.price_max,
    ]),
    sortOrder: sortOrderOf(query, distance),
    distance,
    centre: radius ? centre : null,
  };
}
