import { z } from 'zod';
import { LEAD_TYPES, PIPELINE_STATUSES, type PipelineStatus } from '../domain.js';
import { envelope, idSchema, listEnvelope, pageQuery, queryBoolean } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { purchasedLeadSchema } from './leads.js';

export const PIPELINE_STATUS_LABELS: Record<PipelineStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  appointment_set: 'Appointment set',
  offer_made: 'Offer made',
  under_contract: 'Under contract',
  closed: 'Closed',
  dead: 'Dead',
};

/** Issue 22.2: how a closed lead made money. */
export const DEAL_TYPES = ['assignment', 'double_close', 'flip', 'listing'] as const;
export type DealType = (typeof DEAL_TYPES)[number];
export const DEAL_TYPE_LABELS: Record<DealType, string> = {
  assignment: 'Assignment',
  double_close: 'Double close',
  flip: 'Flip',
  listing: 'Listing',
};

/**
 * Who moved a lead: a member in the app, a member's key through the API, or the member's Go High
 * Level opportunity changing stage (issue 22.3, decision 037).
 */
export const PIPELINE_SOURCES = ['app', 'api', 'go_high_level'] as const;
export type PipelineSource = (typeof PIPELINE_SOURCES)[number];

/** Follow-ups by their date, against today in Central Time (the product's clock, docs/product.md §9). */
export const FOLLOW_UP_FILTERS = ['due', 'overdue', 'today', 'upcoming', 'none'] as const;
export const FOLLOW_UP_STATES = ['overdue', 'today', 'upcoming'] as const;

export const PIPELINE_NOTE_MAX = 2000;
/** A follow-up further out than this is a typo more often than a plan. */
export const FOLLOW_UP_MAX_DAYS = 366;

const statusSchema = z.enum(PIPELINE_STATUSES, {
  message: `status must be one of: ${PIPELINE_STATUSES.join(', ')}`,
});
const dealTypeSchema = z.enum(DEAL_TYPES, { message: `deal_type must be one of: ${DEAL_TYPES.join(', ')}` });
const noteSchema = (name: string) =>
  z
    .string({ message: `${name} must be text` })
    .trim()
    .min(1, `${name} must not be empty`)
    .max(PIPELINE_NOTE_MAX, `${name} must be at most ${PIPELINE_NOTE_MAX} characters`);
const isoDate = z
  .string({ message: 'follow_up_on must be a date (YYYY-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'follow_up_on must be a date (YYYY-MM-DD)')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'follow_up_on is not a calendar date');

/** One purchased lead as the board and the list show it: enough to recognise it, not to call. */
export const pipelineLeadSchema = z.object({
  purchase_id: z.string(),
  lead_id: z.string(),
  lead_type: z.enum(LEAD_TYPES),
  lead_name: z.string(),
  city: z.string(),
  state: z.string(),
  ZIP: z.string(),
  status: statusSchema,
  /** When the status last changed; the purchase time for a lead still new. */
  status_changed_at: z.string(),
  /** YYYY-MM-DD, a day in Central Time; null when none is set. */
  follow_up_on: z.string().nullable(),
  follow_up_state: z.enum(FOLLOW_UP_STATES).nullable(),
  deal_type: dealTypeSchema.nullable(),
  revenue_cents: z.number().int().nullable(),
  purchased_at: z.string(),
  /** The member of the account who bought it (issue 22.4); null for purchases made before teams. */
  purchased_by: z.object({ user_id: z.string(), name: z.string() }).nullable(),
  /** The member of the account working it, or null. */
  assigned_to: z.object({ user_id: z.string(), name: z.string() }).nullable(),
});
export type PipelineLead = z.infer<typeof pipelineLeadSchema>;

export const pipelineChangeSchema = z.object({
  _id: z.string(),
  from_status: statusSchema,
  to_status: statusSchema,
  note: z.string().nullable(),
  deal_type: dealTypeSchema.nullable(),
  revenue_cents: z.number().int().nullable(),
  /** The member who made the change (issue 22.4: every status change records who made it). */
  actor_id: z.string(),
  actor_name: z.string(),
  source: z.enum(PIPELINE_SOURCES),
  created_at: z.string(),
});
export type PipelineChange = z.infer<typeof pipelineChangeSchema>;

export const pipelineNoteSchema = z.object({
  _id: z.string(),
  body: z.string(),
  author_id: z.string(),
  author_name: z.string(),
  created_at: z.string(),
});
export type PipelineNote = z.infer<typeof pipelineNoteSchema>;

export const pipelineLeadDetailSchema = z.object({
  item: pipelineLeadSchema,
  lead: purchasedLeadSchema,
  /** Newest first. */
  history: z.array(pipelineChangeSchema),
  /** Newest first. */
  notes: z.array(pipelineNoteSchema),
  /** Today in Central Time, the day follow-ups are measured against. */
  today: z.string(),
});
export type PipelineLeadDetail = z.infer<typeof pipelineLeadDetailSchema>;

const boardFilters = {
  lead_type: z.enum(LEAD_TYPES, { message: 'lead_type must be premium or exclusive' }).optional(),
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
};

/** How many cards a board column shows; the list view pages through the rest. */
export const BOARD_COLUMN_LIMIT = 50;

export const pipelineBoardSchema = z.object({
  columns: z.array(
    z.object({ status: statusSchema, count: z.number().int(), leads: z.array(pipelineLeadSchema) }),
  ),
  today: z.string(),
});
export type PipelineBoard = z.infer<typeof pipelineBoardSchema>;

export const getPipelineBoard = defineEndpoint({
  method: 'GET',
  path: 'pipeline/get-pipeline-board',
  tag: 'Pipeline',
  auth: 'session',
  summary: "The member's purchased leads in columns by status",
  description: `Every status in deal order, each with its count and its ${BOARD_COLUMN_LIMIT} most recently moved leads. Refunded or replaced purchases are not in the pipeline.`,
  query: z.strictObject(boardFilters),
  response: envelope(pipelineBoardSchema),
});

export const pipelineListQuery = z.strictObject({
  ...pageQuery,
  ...boardFilters,
  status: statusSchema.optional(),
  assigned_to_me: queryBoolean('assigned_to_me').optional(),
  follow_up: z
    .enum(FOLLOW_UP_FILTERS, { message: `follow_up must be one of: ${FOLLOW_UP_FILTERS.join(', ')}` })
    .optional(),
});

export const getPipelineLeads = defineEndpoint({
  method: 'GET',
  path: 'pipeline/get-pipeline-leads',
  tag: 'Pipeline',
  auth: 'session',
  summary: "The member's pipeline as a filtered list",
  description:
    'follow_up: due (today or earlier), overdue (before today), today, upcoming (after today) or none, with today in Central Time. With a follow_up filter the earliest follow-up comes first; otherwise the most recently moved lead.',
  query: pipelineListQuery,
  response: listEnvelope(pipelineLeadSchema),
});

/**
 * The dashboard's "Today's follow-ups" (issue 22.1): the first 8 leads due, as its list asks for
 * them. The API preloads exactly this request with the dashboard's document (issue 24.1), so the
 * page's own data comes beside its code; the web app's list asks with the same query.
 */
export const TODAYS_FOLLOW_UPS_QUERY = { follow_up: 'due', page: '1', limit: '8' } as const;

/**
 * That request's address. The API paints the dashboard's follow-ups into its HTML from the answer
 * to it and writes the answer into the page under this address (issue 24.1), which the list takes
 * instead of asking again.
 */
export const TODAYS_FOLLOW_UPS_ADDRESS = `/api/v1/${getPipelineLeads.path}?${Object.entries(
  TODAYS_FOLLOW_UPS_QUERY,
)
  .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
  .join('&')}`;

export const getPipelineLead = defineEndpoint({
  method: 'GET',
  path: 'pipeline/get-pipeline-lead',
  tag: 'Pipeline',
  auth: 'session',
  summary: "One purchased lead's status, history, notes and follow-up",
  query: z.strictObject({ purchase_id: idSchema }),
  response: envelope(pipelineLeadDetailSchema),
});

/**
 * A status change. `deal_type` and `revenue_cents` are accepted only with `closed` (issue 22.2
 * builds the ROI page on them). Moving to the status a lead already has records no change
 * (a CRM may send the same status twice); a note sent with it is kept as a note.
 */
export const statusChangeFields = {
  status: statusSchema,
  note: noteSchema('note').optional(),
  deal_type: dealTypeSchema.optional(),
  revenue_cents: z
    .number({ message: 'revenue_cents must be a whole number of cents' })
    .int('revenue_cents must be a whole number of cents')
    .min(0, 'revenue_cents must not be negative')
    .max(100_000_000_00, 'revenue_cents must be at most 10000000000')
    .optional(),
};

/** Deal details describe a close: sent with any other status they are refused, not dropped. */
function dealOnlyWhenClosed(
  body: { status: PipelineStatus; deal_type?: DealType | undefined; revenue_cents?: number | undefined },
  ctx: z.RefinementCtx,
) {
  if (body.status === 'closed') return;
  for (const field of ['deal_type', 'revenue_cents'] as const)
    if (body[field] !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `${field} is recorded only with status closed`,
      });
}

export const changeLeadStatus = defineEndpoint({
  method: 'POST',
  path: 'pipeline/change-lead-status',
  tag: 'Pipeline',
  auth: 'session',
  teamRole: 'buyer',
  summary: 'Move a purchased lead to another status, with an optional note',
  body: z.strictObject({ purchase_id: idSchema, ...statusChangeFields }).superRefine(dealOnlyWhenClosed),
  response: envelope(pipelineLeadSchema),
});

export const addLeadNote = defineEndpoint({
  method: 'POST',
  path: 'pipeline/add-lead-note',
  tag: 'Pipeline',
  auth: 'session',
  teamRole: 'buyer',
  summary: 'Add a note to a purchased lead',
  body: z.strictObject({ purchase_id: idSchema, body: noteSchema('body') }),
  response: envelope(pipelineNoteSchema),
});

export const setLeadFollowUp = defineEndpoint({
  method: 'POST',
  path: 'pipeline/set-lead-follow-up',
  tag: 'Pipeline',
  auth: 'session',
  teamRole: 'buyer',
  summary: 'Set or clear the follow-up date of a purchased lead',
  description: `follow_up_on is a day (YYYY-MM-DD) from today to ${FOLLOW_UP_MAX_DAYS} days ahead, in Central Time, or null to clear it. A reminder is e-mailed on the morning of the day.`,
  body: z.strictObject({ purchase_id: idSchema, follow_up_on: isoDate.nullable() }),
  response: envelope(pipelineLeadSchema),
});

/** Issue 22.3: the same change from a CRM, by the lead's id as the pull API gives it. */
export const changePurchasedLeadStatus = defineEndpoint({
  method: 'POST',
  path: 'leads/change-purchased-lead-status',
  tag: 'Leads',
  auth: 'apiKey',
  teamRole: 'buyer',
  summary: 'Move one of your purchased leads to another status',
  description:
    "The lead is named by `lead_id`, the `id` of the pull API. status is one of new, contacted, appointment_set, offer_made, under_contract, closed, dead; deal_type (assignment, double_close, flip, listing) and revenue_cents only with closed. Sending the status a lead already has records no change (a note sent with it is kept as a note), except that closed sent to a closed lead with another deal_type or revenue_cents records them, for revenue known after the close. The change is recorded in the lead's history as made through the API by the key's member.",
  body: z.strictObject({ lead_id: idSchema, ...statusChangeFields }).superRefine(dealOnlyWhenClosed),
  response: envelope(pipelineLeadSchema),
});

export const assignLead = defineEndpoint({
  method: 'POST',
  path: 'pipeline/assign-lead',
  tag: 'Pipeline',
  auth: 'session',
  teamRole: 'buyer',
  summary: 'Assign a purchased lead to a member of the account, or clear the assignee',
  description: 'user_id null clears the assignee. The member must belong to the account.',
  body: z.strictObject({ purchase_id: idSchema, user_id: idSchema.nullable() }),
  response: envelope(pipelineLeadSchema),
});
