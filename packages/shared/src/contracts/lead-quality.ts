import { z } from 'zod';
import { US_STATE_CODES } from '../domain.js';
import { LEAD_SOURCES } from '../lead-details.js';
import { envelope } from './common.js';
import { defineEndpoint } from './endpoint.js';

/**
 * Issue 22.5, lead quality in the open: for the leads published in the last 90 days, how many, how
 * fast the first buyer took them, how often buyers reached the seller, and how often a buyer was
 * given their money back. Figures are shown only where at least 20 leads were published: fewer say
 * more about chance than about the leads.
 */
export const LEAD_QUALITY_WINDOW_DAYS = 90;
export const LEAD_QUALITY_MIN_LEADS = 20;

const rate = z.number().min(0).max(1).nullable();

export const leadQualityFiguresSchema = z.object({
  /** Leads published in the window. */
  leads_published: z.number().int(),
  /** Whether there are enough leads to show the figures below (null when not). */
  enough_leads: z.boolean(),
  /** Purchases of those leads, refunded ones included. */
  purchases: z.number().int().nullable(),
  /** Median minutes from publishing to the first purchase, over the leads that were bought. */
  median_minutes_to_first_buyer: z.number().nullable(),
  /** Share of the kept purchases whose buyer marked the seller contacted or further (their pipeline). */
  contact_rate: rate,
  /** Share of the purchases given back: approved refund and replacement requests. */
  return_rate: rate,
});
export type LeadQualityFigures = z.infer<typeof leadQualityFiguresSchema>;

export const stateLeadQualitySchema = leadQualityFiguresSchema.extend({
  state: z.enum(US_STATE_CODES),
  state_name: z.string(),
});
export type StateLeadQuality = z.infer<typeof stateLeadQualitySchema>;

const windowSchema = {
  window_days: z.number().int(),
  min_leads: z.number().int(),
  /** The window: from (exclusive) and to, ISO 8601. */
  from: z.string(),
  to: z.string(),
};

export const getLeadQuality = defineEndpoint({
  method: 'GET',
  path: 'lead-quality/get-lead-quality',
  tag: 'Leads',
  auth: 'public',
  summary: 'Lead quality by state',
  description:
    'For the leads published in the last 90 days, per state: how many, the median time to the first buyer, the contact rate (the share of purchases whose buyer marked the seller contacted or further in their pipeline) and the return rate (the share of purchases refunded or replaced). The figures are null where fewer than 20 leads were published. With `state`, that state only.',
  query: z.strictObject({
    state: z.enum(US_STATE_CODES, { message: 'state must be a two-letter US state code' }).optional(),
  }),
  response: envelope(z.object({ ...windowSchema, states: z.array(stateLeadQualitySchema) })),
});

/** A lead's source as the console groups it: the sources of the lead form, or none recorded. */
export const LEAD_QUALITY_SOURCES = [...LEAD_SOURCES, 'not recorded'] as const;

export const getAdminLeadQuality = defineEndpoint({
  method: 'GET',
  path: 'admin/get-lead-quality',
  tag: 'Admin',
  auth: 'admin',
  summary: 'Lead quality by source',
  description:
    "The public lead-quality figures (last 90 days) grouped by the lead's source, for the team: which vendors and channels bring leads that buyers reach and keep.",
  response: envelope(
    z.object({
      ...windowSchema,
      sources: z.array(leadQualityFiguresSchema.extend({ source: z.enum(LEAD_QUALITY_SOURCES) })),
    }),
  ),
});
