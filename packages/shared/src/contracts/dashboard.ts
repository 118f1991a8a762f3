import { z } from 'zod';
import { LEAD_TYPES, US_STATE_CODES } from '../domain.js';
import { defineEndpoint } from './endpoint.js';

export const dashboardDataSchema = z.object({
  credits_left: z.number().int(),
  credits_granted: z.number().int(),
  credits_reset_at: z.string().nullable(),
  wallet_balance: z.number(),
  leads_taken_this_month: z.number().int(),
  new_leads_today: z.number().int(),
  subscription: z
    .object({
      plan_id: z.string(),
      plan_name: z.string(),
      plan_occurance: z.string(),
      status: z.string(),
      renews_at: z.string(),
      cancel_at_period_end: z.boolean(),
      /** The plan that takes over at renews_at (a downgrade or a change of billing period), if one is scheduled. */
      pending_plan_name: z.string().nullable(),
    })
    .nullable(),
});
export type DashboardData = z.infer<typeof dashboardDataSchema>;

export const getDashboardData = defineEndpoint({
  method: 'GET',
  path: 'leads/get-dashboard-data',
  tag: 'Leads',
  auth: 'session',
  summary: "The signed-in member's dashboard figures",
  description:
    'count is the number of leads the member owns. The optional lead_type and state narrow count, leads_taken_this_month and new_leads_today to one kind of lead or one state.',
  query: z.strictObject({
    lead_type: z.enum(LEAD_TYPES, { message: 'lead_type must be premium or exclusive' }).optional(),
    state: z.enum(US_STATE_CODES, { message: 'state must be a two-letter US state code' }).optional(),
  }),
  response: z.object({ message: z.string(), result: dashboardDataSchema, count: z.number().int() }),
});
