import { z } from 'zod';
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
  description: 'count is the number of leads the member owns in total.',
  query: z.strictObject({}),
  response: z.object({ message: z.string(), result: dashboardDataSchema, count: z.number().int() }),
});
