import { z } from 'zod';
import { PLAN_OCCURRENCES } from '../domain.js';
import { envelope } from './common.js';
import { defineEndpoint } from './endpoint.js';

/**
 * What a plan includes besides its credits (decision 029), enforced by the API and listed on the
 * pricing cards from the same data. A null limit means unlimited; 0 means not included.
 */
export const planEntitlementsSchema = z.object({
  saved_searches: z.number().int().nullable(),
  text_alerts: z.boolean(),
  api_keys: z.number().int().nullable(),
  webhook_endpoints: z.number().int().nullable(),
  team_seats: z.number().int().nullable(),
});
export type PlanEntitlements = z.infer<typeof planEntitlementsSchema>;

/** docs/product.md §3, Plan: _id, plan_name, plan_details, price (number), is_recommended, benefits. */
export const planSchema = z.object({
  _id: z.string(),
  plan_name: z.string(),
  plan_details: z.string(),
  /** In US dollars; 0 means the plan is sold by conversation ('Contact Us'). */
  price: z.number(),
  plan_occurance: z.enum(PLAN_OCCURRENCES),
  is_recommended: z.boolean(),
  benefits: z.array(z.object({ id: z.string(), benefit: z.string() })),
  /** Premium lead credits granted each month of the subscription. */
  premium_credits: z.number().int(),
  entitlements: planEntitlementsSchema,
});
export type Plan = z.infer<typeof planSchema>;

export const getPlans = defineEndpoint({
  method: 'GET',
  path: 'plan/getplans',
  tag: 'Plans',
  auth: 'public',
  summary: 'List the subscription plans',
  description: 'Active plans, cheapest first. Filter by billing period with plan_occurance.',
  query: z.strictObject({
    plan_occurance: z
      .enum(PLAN_OCCURRENCES, { message: 'plan_occurance must be monthly or yearly' })
      .optional(),
  }),
  response: envelope(z.array(planSchema)),
});
