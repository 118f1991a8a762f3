import { z } from 'zod';
import { LEAD_TYPES, PROPERTY_TYPES, SELLING_TIMELINES, US_STATE_CODES } from '../domain.js';
import { pageQuery, paginationSchema, queryBoolean, queryNumber } from './common.js';
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
});
export type PurchasedLead = z.infer<typeof purchasedLeadSchema>;

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

export const marketplaceQuerySchema = z
  .strictObject({
    ...pageQuery,
    cursor: listCursorSchema.optional(),
    ...leadFilters,
    listed: queryBoolean('listed').optional(),
    /** Centre and radius (km) of a radius search; all three go together. */
    lat: queryNumber('lat', -90, 90).optional(),
    lng: queryNumber('lng', -180, 180).optional(),
    radius_km: queryNumber('radius_km', 1, 500).optional(),
  })
  .refine(
    (q) =>
      (q.lat === undefined && q.lng === undefined && q.radius_km === undefined) ||
      (q.lat !== undefined && q.lng !== undefined && q.radius_km !== undefined),
    { message: 'lat, lng and radius_km must be given together', path: ['radius_km'] },
  );

export const getMarketplaceLeads = defineEndpoint({
  method: 'GET',
  path: 'leads/get-marketplace-leads-unauthorized',
  tag: 'Leads',
  auth: 'public',
  summary: 'Browse the lead marketplace',
  description:
    'Leads currently for sale, newest first. Seller name, phone and street address are never included; the location is rounded to about 1 km. Page with `page`, or follow `pagination.nextCursor` with `cursor` to see every lead exactly once while the list changes. `pageCount` is exact up to 1,000 leads and after deep pages, an estimate otherwise.',
  query: marketplaceQuerySchema,
  response: cursorListEnvelope(marketplaceLeadSchema),
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
    'Every lead you have purchased, with full seller details, oldest purchase first so that a client can poll with `since` and never miss or repeat a lead. Page with `page`, or follow `pagination.nextCursor` with `cursor`. Authenticate with your personal key in the x-api-key header.',
  query: purchasedLeadsQuerySchema,
  response: cursorListEnvelope(purchasedLeadSchema),
});
