import { z } from 'zod';
import { CSV_PRESET_IDS } from '../csv-preset-ids.js';
import { LEAD_TYPES, MAX_RADIUS_MILES, US_STATE_CODES } from '../domain.js';
import { envelope, idSchema, listEnvelope, pageQuery } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { purchasedLeadSchema } from './leads.js';

/** The answer to a take or a buy: the lead with full details, and what is left to spend. */
export const purchaseResultSchema = z.object({
  lead: purchasedLeadSchema,
  credits_left: z.number().int(),
  wallet_balance: z.number(),
});

export const takePremiumLead = defineEndpoint({
  method: 'POST',
  path: 'leads/take-premium-lead',
  tag: 'Marketplace',
  auth: 'session',
  teamRole: 'buyer',
  summary: 'Take a premium lead with one credit',
  description:
    'Spends one premium credit of the current period and reveals the full lead. A lead is taken by at most 3 buyers and never twice by the same buyer. Send an Idempotency-Key header to make retries safe.',
  body: z.strictObject({ lead_id: idSchema }),
  response: envelope(purchaseResultSchema),
});

export const buyExclusiveLead = defineEndpoint({
  method: 'POST',
  path: 'leads/buy-exclusive-lead',
  tag: 'Marketplace',
  auth: 'session',
  teamRole: 'buyer',
  summary: 'Buy an exclusive lead from the wallet',
  description:
    'Debits the wallet and makes the lead yours alone, in one transaction. When several buyers race, exactly one wins; the others get a 409 and are not charged. Send an Idempotency-Key header to make retries safe.',
  body: z.strictObject({ lead_id: idSchema }),
  response: envelope(purchaseResultSchema),
});

export const purchasedLeadsListQuery = z.strictObject({
  ...pageQuery,
  lead_type: z.enum(LEAD_TYPES, { message: 'lead_type must be premium or exclusive' }).optional(),
  state: z.enum(US_STATE_CODES, { message: 'state must be a two-letter US state code' }).optional(),
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
});

/** A purchase as the customer area lists it, with what can still be done about it. */
export const ownedLeadSchema = purchasedLeadSchema.extend({
  purchase_id: z.string(),
  /** Until when a refund (exclusive) or replacement (premium) can be requested; null if no longer. */
  request_deadline: z.string().nullable(),
  request_status: z.enum(['pending', 'approved', 'rejected']).nullable(),
  /** The name of the team's member who bought it (issue 22.4); null for a replacement the team granted. */
  bought_by: z.string().nullable(),
});
export type OwnedLead = z.infer<typeof ownedLeadSchema>;

export const getMyPurchasedLeads = defineEndpoint({
  method: 'GET',
  path: 'leads/get-my-purchased-leads',
  tag: 'Marketplace',
  auth: 'session',
  summary: "The signed-in member's purchased leads, newest first",
  query: purchasedLeadsListQuery,
  response: listEnvelope(ownedLeadSchema),
});

export const downloadPurchasedLeads = defineEndpoint({
  method: 'GET',
  path: 'leads/download-purchased-leads',
  tag: 'Marketplace',
  auth: 'session',
  summary: 'Download purchased leads as a CSV file for a CRM',
  description:
    'text/csv with CRM column names; `preset` names the columns as Go High Level, REsimpli, Podio or Follow Up Boss import them (dates as MM/DD/YYYY, the phone in E.164 and formatted). Cells that start with =, +, - or @ are neutralised. Each row counts against the 250,000 rows per calendar month download limit.',
  query: z.strictObject({
    preset: z
      .enum(CSV_PRESET_IDS, { message: `preset must be one of: ${CSV_PRESET_IDS.join(', ')}` })
      .default('standard'),
    lead_type: purchasedLeadsListQuery.shape.lead_type,
    state: purchasedLeadsListQuery.shape.state,
    search: purchasedLeadsListQuery.shape.search,
  }),
  response: z.string(),
});

/** The marketplace's territory search, saved (decision 021): the same names as its query. */
export const savedSearchFiltersSchema = z.strictObject({
  state: z.enum(US_STATE_CODES).optional(),
  county: z.string().trim().max(100).optional(),
  city: z.string().trim().max(100).optional(),
  /** One ZIP code, or several separated by commas. */
  zip: z
    .string()
    .regex(/^\d{5}(,\d{5}){0,24}$/, 'zip must be five digits, or up to 25 separated by commas')
    .optional(),
  property_type: z.string().max(40).optional(),
  lead_type: z.enum(LEAD_TYPES).optional(),
  selling_timeline: z.string().max(40).optional(),
  listed: z.boolean().optional(),
  /** A radius around a ZIP code's centre, or around a point (lat and lng). */
  near_zip: z
    .string()
    .regex(/^\d{5}$/, 'near_zip must be five digits')
    .optional(),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  radius_miles: z.number().min(1).max(MAX_RADIUS_MILES).optional(),
  /** Searches saved before miles: kilometres around lat and lng. */
  radius_km: z.number().min(1).max(500).optional(),
  /** Dollar bounds of the exclusive leads' price. */
  price_min: z.number().min(0).max(100_000).optional(),
  price_max: z.number().min(0).max(100_000).optional(),
});

export const savedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  filters: savedSearchFiltersSchema,
  alerts_enabled: z.boolean(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const getSavedSearches = defineEndpoint({
  method: 'GET',
  path: 'leads/get-saved-searches',
  tag: 'Marketplace',
  auth: 'session',
  summary: 'Saved marketplace searches',
  response: envelope(z.array(savedSearchSchema)),
});

export const createSavedSearch = defineEndpoint({
  method: 'POST',
  path: 'leads/create-saved-search',
  tag: 'Marketplace',
  auth: 'session',
  teamRole: 'viewer',
  summary: 'Save a marketplace search (optionally with new-lead alerts)',
  body: z.strictObject({
    name: z
      .string({ message: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(80, 'Name must be at most 80 characters'),
    filters: savedSearchFiltersSchema,
    alerts_enabled: z.boolean().default(false),
  }),
  response: envelope(savedSearchSchema),
});

export const deleteSavedSearch = defineEndpoint({
  method: 'DELETE',
  path: 'leads/delete-saved-search',
  tag: 'Marketplace',
  auth: 'session',
  teamRole: 'viewer',
  summary: 'Delete a saved search',
  query: z.strictObject({ id: idSchema }),
  response: envelope(z.boolean()),
});
