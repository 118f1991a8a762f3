import { z } from 'zod';
import { envelope } from './common.js';
import { defineEndpoint } from './endpoint.js';

/**
 * Issue 22.2: what a member's lead spend returned. Money is in integer cents, as the pipeline's
 * revenue is; the rules of what counts are decision 032's "What the ROI page counts".
 */
export const ROI_PERIODS = ['30d', '90d', '365d', 'all'] as const;
export type RoiPeriod = (typeof ROI_PERIODS)[number];
export const ROI_PERIOD_LABELS: Record<RoiPeriod, string> = {
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '365d': 'Last 365 days',
  all: 'All time',
};

export const ROI_BREAKDOWNS = ['lead_type', 'source', 'state', 'county', 'month'] as const;
export type RoiBreakdown = (typeof ROI_BREAKDOWNS)[number];
export const ROI_BREAKDOWN_LABELS: Record<RoiBreakdown, string> = {
  lead_type: 'Lead type',
  source: 'Source',
  state: 'State',
  county: 'County',
  month: 'Month',
};

export const roiFiguresSchema = z.object({
  spend_cents: z.number().int(),
  revenue_cents: z.number().int(),
  /** Purchases still owned (refunded and replaced ones are left out). */
  bought: z.number().int(),
  /** Purchases now closed. */
  deals: z.number().int(),
  /** Closed deals whose revenue was not recorded (a CRM may close a lead without it). */
  deals_without_revenue: z.number().int(),
  /** deals ÷ bought, 0–1; null when nothing was bought. */
  conversion: z.number().nullable(),
  /** (revenue − spend) ÷ spend; null when nothing was spent. */
  roi: z.number().nullable(),
});
export type RoiFigures = z.infer<typeof roiFiguresSchema>;

export const roiGroupSchema = roiFiguresSchema.extend({
  /** The group's value: premium, a source, TX, "Harris County, TX", 2026-03; "unknown" when not recorded. */
  key: z.string(),
  label: z.string(),
});
export type RoiGroup = z.infer<typeof roiGroupSchema>;

export const roiReportSchema = z.object({
  period: z.enum(ROI_PERIODS),
  /** Purchases on or after this instant count; null for all time. */
  since: z.string().nullable(),
  totals: roiFiguresSchema.extend({
    /** The spend's three parts: premium credits at the plan's price per credit, exclusive prices, credit packs. */
    premium_credits_cents: z.number().int(),
    exclusive_cents: z.number().int(),
    credit_packs_cents: z.number().int(),
  }),
  /** Credit packs are bought for no one lead: they are in the totals and the month they were bought. */
  breakdowns: z.object({
    lead_type: z.array(roiGroupSchema),
    source: z.array(roiGroupSchema),
    state: z.array(roiGroupSchema),
    county: z.array(roiGroupSchema),
    month: z.array(roiGroupSchema),
  }),
});
export type RoiReport = z.infer<typeof roiReportSchema>;

export const getRoiReport = defineEndpoint({
  method: 'GET',
  path: 'pipeline/get-roi-report',
  tag: 'Pipeline',
  auth: 'session',
  summary: "What the member's lead spend returned: spend, revenue, deals and conversion",
  description:
    'Totals and breakdowns by lead type, source, state, county and month (Central Time) of the purchases made in the period (30d, 90d, 365d or all; default all). Spend: each premium lead at its plan’s price per credit (the plan price in force at the purchase ÷ the credits it grants a month), exclusive prices paid, and credit packs bought (net of refunds); a lead paid with a credit-pack credit adds nothing more. Refunded or replaced purchases count neither spend nor deals. Revenue is what closed deals recorded.',
  query: z.strictObject({
    period: z.enum(ROI_PERIODS, { message: `period must be one of: ${ROI_PERIODS.join(', ')}` }).optional(),
  }),
  response: envelope(roiReportSchema),
});
