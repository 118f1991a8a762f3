import { z } from 'zod';
import {
  KM_PER_MILE,
  LEAD_TYPES,
  MARKETPLACE_SORTS,
  MAX_RADIUS_MILES,
  PIPELINE_STATUSES,
  PROPERTY_TYPES,
  SELLING_TIMELINES,
  US_STATE_CODES,
} from '../domain.js';
import { leadDetailsSchema, publicLeadDetailsSchema } from '../lead-details.js';
import { envelope, pageQuery, paginationSchema, queryBoolean, queryNumber } from './common.js';
import { defineEndpoint } from './endpoint.js';

/** GeoJSON point: coordinates are longitude then latitude (docs/product.md §3). */
export const geoPointSchema = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number(), z.number()]),
});

/**
 * A lead as the public marketplace shows it (docs/product.md §13): never the seller's name,
 * phone or street address, and a location rounded to about 1 km.
 */
export const marketplaceLeadSchema = z.object({
  id: z.string(),
  property_type: z.string(),
  listed: z.boolean(),
  reason: z.string(),
  lead_type: z.enum(LEAD_TYPES),
  selling_timeline: z.string(),
  city: z.string(),
  state: z.string(),
  ZIP: z.string(),
  /** "Cuyahoga County, OH", from the ZIP (docs/product.md §14); null while not yet known. */
  county: z.string().nullable(),
  is_purchased: z.boolean(),
  /** The signed-in member had it, and it was refunded or replaced: never theirs again (decision 016). */
  is_returned: z.boolean(),
  location: geoPointSchema,
  /** Price in US dollars for exclusive leads; null for premium leads (paid with a credit). */
  price: z.number().nullable(),
  /** How many buyers have taken this lead, and the most it can have. */
  buyers_count: z.number().int(),
  max_buyers: z.number().int(),
  published_at: z.string(),
  /** When the lead leaves the marketplace at the latest. */
  expires_at: z.string().nullable(),
  /**
   * Miles from a radius search's centre to `location` (both as the list shows them, rounded to
   * 0.1 mile); null without a radius search.
   */
  distance_miles: z.number().nullable(),
  /** Issue 18.3: what a prospect may see of the property before paying (never the seller). */
  ...publicLeadDetailsSchema.shape,
});
export type MarketplaceLead = z.infer<typeof marketplaceLeadSchema>;

/** A lead with every field of docs/product.md §3, for a buyer who owns it. */
export const purchasedLeadSchema = z.object({
  id: z.string(),
  lead_name: z.string(),
  lead_phone: z.string(),
  property_type: z.string(),
  listed: z.boolean(),
  reason: z.string(),
  lead_type: z.enum(LEAD_TYPES),
  selling_timeline: z.string(),
  address_line_1: z.string(),
  city: z.string(),
  state: z.string(),
  ZIP: z.string(),
  is_purchased: z.literal(true),
  location: geoPointSchema,
  purchased_at: z.string(),
  /** What the buyer paid in US dollars; 0 for a premium lead taken with a credit. */
  price_paid: z.number(),
  /**
   * The seller asked us not to be contacted (issue 19.1, /privacy/sellers): the lead stays the
   * buyer's, but they must not call or text the number.
   */
  do_not_contact: z.boolean(),
  /** "Cuyahoga County, OH", from the ZIP; null while not yet known. */
  county: z.string().nullable(),
  published_at: z.string().nullable(),
  /** Issue 18.3: the property and the conversation; null where the lead does not say. */
  ...leadDetailsSchema.shape,
});
export type PurchasedLead = z.infer<typeof purchasedLeadSchema>;

/**
 * A purchased lead as the pull API gives it: every field of §3 and where the member's work on it
 * stands (issue 22.3), so a CRM that pulls can also read back what it or the app changed.
 */
export const pulledLeadSchema = purchasedLeadSchema.extend({
  /** The lead's pipeline status (decision 032): new, contacted, appointment_set, offer_made, under_contract, closed or dead. */
  pipeline_status: z.enum(PIPELINE_STATUSES),
  /** When the status last changed; the purchase time for a lead still new. */
  status_changed_at: z.string(),
});
export type PulledLead = z.infer<typeof pulledLeadSchema>;

/**
 * Where the next page of a list starts, as `pagination.nextCursor` gives it: the next page's number,
 * then the last row's sort key (microseconds since the epoch, id). Following cursors never skips or
 * repeats a row, however the list changes in between; a page number is only as stable as the list.
 */
const LIST_CURSOR =
  /^(\d{1,9})\.(-?\d{1,18})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const listCursorSchema = z
  .string()
  .regex(LIST_CURSOR, 'cursor must be a pagination.nextCursor value from a previous page')
  .transform((value) => {
    const [, page, micros, id] = LIST_CURSOR.exec(value)!;
    return { page: Number(page), micros: micros!, id: id! };
  })
  .meta({ description: 'pagination.nextCursor of the previous page; takes the place of `page`.' });
export type ListCursor = z.output<typeof listCursorSchema>;

export const formatListCursor = (cursor: ListCursor) => `${cursor.page}.${cursor.micros}.${cursor.id}`;

/** The list envelope of docs/product.md §3, plus where the next page starts (absent on the last page). */
const cursorListEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    message: z.string(),
    pagination: paginationSchema.extend({
      nextCursor: z
        .string()
        .optional()
        .meta({ description: 'Pass as `cursor` for the next page; absent on the last page.' }),
    }),
    result: z.array(item),
  });

const leadFilters = {
  state: z.enum(US_STATE_CODES, { message: 'state must be a two-letter US state code' }).optional(),
  city: z.string().trim().min(1).max(100, 'city must be at most 100 characters').optional(),
  zip: z
    .string()
    .regex(/^\d{5}$/, 'zip must be five digits')
    .optional(),
  property_type: z
    .enum(PROPERTY_TYPES, { message: `property_type must be one of: ${PROPERTY_TYPES.join(', ')}` })
    .optional(),
  lead_type: z.enum(LEAD_TYPES, { message: 'lead_type must be premium or exclusive' }).optional(),
  selling_timeline: z
    .enum(SELLING_TIMELINES, {
      message: `selling_timeline must be one of: ${SELLING_TIMELINES.join(', ')}`,
    })
    .optional(),
};

const MAX_ZIPS = 25;

/** One or more five-digit ZIP codes, separated by commas: "77004" or "77004, 77005". */
const zipListSchema = z
  .string()
  .transform((value) => value.split(',').map((zip) => zip.trim()))
  .refine((zips) => zips.every((zip) => /^\d{5}$/.test(zip)), 'zip must be five digits')
  .transform((zips) => [...new Set(zips)])
  .refine((zips) => zips.length <= MAX_ZIPS, `zip takes at most ${MAX_ZIPS} ZIP codes`)
  .meta({ description: 'One ZIP code, or several separated by commas (at most 25).' });

/** A price bound in whole US dollars (exclusive leads are priced in dollars). */
const priceBound = (name: string) => queryNumber(name, 0, 100_000);

export const marketplaceQuerySchema = z
  .strictObject({
    ...pageQuery,
    cursor: listCursorSchema.optional(),
    ...leadFilters,
    zip: zipListSchema.optional(),
    county: z
      .string()
      .trim()
      .min(1)
      .max(100, 'county must be at most 100 characters')
      .optional()
      .meta({ description: 'A county as the list names it, e.g. "Cuyahoga County, OH" (any case).' }),
    listed: queryBoolean('listed').optional(),
    /** Centre of a radius search: a point, or a ZIP code's centre. */
    lat: queryNumber('lat', -90, 90).optional(),
    lng: queryNumber('lng', -180, 180).optional(),
    near_zip: z
      .string()
      .regex(/^\d{5}$/, 'near_zip must be five digits')
      .optional()
      .meta({ description: 'Search around the centre of this ZIP code (instead of lat and lng).' }),
    /** Radius in miles (what customers use) or kilometres (kept for existing clients). */
    radius_miles: queryNumber('radius_miles', 1, MAX_RADIUS_MILES).optional(),
    radius_km: queryNumber('radius_km', 1, Math.round(MAX_RADIUS_MILES * KM_PER_MILE)).optional(),
    /** Price range in US dollars; it bounds exclusive leads (premium leads are paid with a credit). */
    price_min: priceBound('price_min').optional(),
    price_max: priceBound('price_max').optional(),
    sort: z
      .enum(MARKETPLACE_SORTS, { message: `sort must be one of: ${MARKETPLACE_SORTS.join(', ')}` })
      .optional(),
  })
  .superRefine((q, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    const hasPoint = q.lat !== undefined || q.lng !== undefined;
    const hasRadius = q.radius_km !== undefined || q.radius_miles !== undefined;
    if (hasPoint && (q.lat === undefined || q.lng === undefined))
      issue(q.lat === undefined ? 'lat' : 'lng', 'lat and lng must be given together');
    if (hasPoint && q.near_zip !== undefined)
      issue('near_zip', 'give either near_zip or lat and lng as the centre, not both');
    if (q.radius_km !== undefined && q.radius_miles !== undefined)
      issue('radius_km', 'give either radius_miles or radius_km, not both');
    if ((hasPoint || q.near_zip !== undefined) && !hasRadius)
      issue('radius_miles', 'a radius search needs radius_miles (or radius_km) with its centre');
    if (hasRadius && !hasPoint && q.near_zip === undefined)
      issue(
        q.radius_km !== undefined ? 'radius_km' : 'radius_miles',
        'a radius needs a centre: near_zip, or lat and lng',
      );
    if (q.price_min !== undefined && q.price_max !== undefined && q.price_min > q.price_max)
      issue('price_max', 'price_max must be at least price_min');
    if (q.sort === 'distance' && !hasRadius)
      issue('sort', 'sort=distance needs a radius search (near_zip or lat and lng, with radius_miles)');
    if (q.cursor !== undefined && q.sort !== undefined && q.sort !== 'newest')
      issue('cursor', 'cursor pages the newest-first list only; page a sorted list with page');
  });
export type MarketplaceQueryInput = z.input<typeof marketplaceQuerySchema>;

/** The marketplace's pagination: the list envelope's, plus how many leads match (docs/product.md §3). */
const marketplaceEnvelope = z.object({
  message: z.string(),
  pagination: paginationSchema.extend({
    nextCursor: z.string().optional().meta({
      description: 'Pass as `cursor` for the next page; absent on the last page and on sorted lists.',
    }),
    total: z.number().int().min(0).meta({ description: 'How many leads match the filters.' }),
    isTotalEstimated: z.boolean().meta({
      description: "True when `total` is the planner's estimate (a list of more than 1,000 leads).",
    }),
  }),
  result: z.array(marketplaceLeadSchema),
  centre: geoPointSchema.optional().meta({
    description:
      'On a radius search: the centre the distances are measured from (the point or ZIP code given, snapped to the grid of the shown positions).',
  }),
});

export const getMarketplaceLeads = defineEndpoint({
  method: 'GET',
  path: 'leads/get-marketplace-leads-unauthorized',
  tag: 'Leads',
  auth: 'public',
  summary: 'Browse the lead marketplace',
  description:
    'Leads currently for sale, newest first unless `sort` says otherwise. Seller name, phone and street address are never included; the location is rounded to about 1 km. Search a territory by ZIP codes, county, or a radius in miles around a ZIP code or a point. Page with `page`, or (newest first) follow `pagination.nextCursor` with `cursor` to see every lead exactly once while the list changes. `total` and `pageCount` are exact up to 1,000 leads and after deep pages, an estimate otherwise; an estimate never says fewer pages than the next one while rows remain, so a client that follows pages (or `nextCursor`) until a page comes back empty or without `nextCursor` gets every lead.',
  query: marketplaceQuerySchema,
  response: marketplaceEnvelope,
});

export const marketplaceCountySchema = z.object({
  county: z.string(),
  /** Leads for sale there now. */
  count: z.number().int(),
});

export const getMarketplaceCounties = defineEndpoint({
  method: 'GET',
  path: 'leads/get-marketplace-counties',
  tag: 'Leads',
  auth: 'public',
  summary: 'Counties with leads for sale in a state',
  description:
    "The counties of a state that have leads for sale right now, by name, with how many: the values the marketplace's `county` filter takes.",
  query: z.strictObject({
    state: z.enum(US_STATE_CODES, { message: 'state must be a two-letter US state code' }),
  }),
  response: envelope(z.array(marketplaceCountySchema)),
});

export const purchasedLeadsQuerySchema = z.strictObject({
  ...pageQuery,
  lead_type: leadFilters.lead_type,
  state: leadFilters.state,
  since: z.iso
    .datetime({ offset: true, message: 'since must be an ISO 8601 date-time, e.g. 2026-01-31T00:00:00Z' })
    .optional(),
  cursor: listCursorSchema.optional(),
});

export const getPurchasedPremiumLeads = defineEndpoint({
  method: 'GET',
  path: 'leads/get-purchased-premium-leads',
  tag: 'Leads',
  auth: 'apiKey',
  summary: 'Pull your purchased leads',
  description:
    'Every lead you have purchased, with full seller details, oldest purchase first so that a client can poll with `since` and never miss or repeat a lead. Page with `page`, or follow `pagination.nextCursor` with `cursor`. Each lead carries its `pipeline_status` and `status_changed_at`, whether the status was changed in the app, with leads/change-purchased-lead-status or by your Go High Level pipeline. Authenticate with your personal key in the x-api-key header.',
  query: purchasedLeadsQuerySchema,
  response: cursorListEnvelope(pulledLeadSchema),
});
