import { z } from 'zod';
import { PIPELINE_STATUSES } from '../domain.js';
import { envelope, idSchema, listEnvelope, pageQuery } from './common.js';
import { defineEndpoint } from './endpoint.js';

const nameSchema = z
  .string({ message: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(60, 'Name must be at most 60 characters');

export const apiKeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The visible start of the key, e.g. sk_Ab12Cd34; the rest is never shown again. */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});

export const getApiKeys = defineEndpoint({
  method: 'GET',
  path: 'api-keys/get-api-keys',
  tag: 'API keys',
  auth: 'session',
  summary: 'Your personal API keys (never the keys themselves)',
  response: envelope(z.array(apiKeySchema)),
});

export const createApiKey = defineEndpoint({
  method: 'POST',
  path: 'api-keys/create-api-key',
  tag: 'API keys',
  auth: 'session',
  teamRole: 'viewer',
  summary: 'Create an API key; it is shown this once',
  body: z.strictObject({ name: nameSchema }),
  response: envelope(apiKeySchema.extend({ key: z.string() })),
});

export const revokeApiKey = defineEndpoint({
  method: 'POST',
  path: 'api-keys/revoke-api-key',
  tag: 'API keys',
  auth: 'session',
  teamRole: 'viewer',
  summary: 'Revoke an API key at once',
  body: z.strictObject({ id: idSchema }),
  response: envelope(apiKeySchema),
});

export const rotateApiKey = defineEndpoint({
  method: 'POST',
  path: 'api-keys/rotate-api-key',
  tag: 'API keys',
  auth: 'session',
  teamRole: 'viewer',
  summary: 'Replace an API key: a new key is shown once and the old one stops working',
  body: z.strictObject({ id: idSchema }),
  response: envelope(apiKeySchema.extend({ key: z.string() })),
});

export const webhookEndpointSchema = z.object({
  _id: z.string(),
  url: z.string(),
  is_enabled: z.boolean(),
  disabled_reason: z.string().nullable(),
  created_at: z.string(),
  /** While a rotated secret's predecessor still signs alongside it. */
  previous_secret_expires_at: z.string().nullable(),
});

const webhookUrlSchema = z
  .string({ message: 'URL is required' })
  .trim()
  .max(2000, 'The URL must be at most 2,000 characters')
  // http is refused by the server's URL policy (only tests allow loopback receivers over http).
  .pipe(z.url({ protocol: /^https?$/, message: 'Enter an https:// URL' }));

export const getWebhookEndpoints = defineEndpoint({
  method: 'GET',
  path: 'webhooks/get-webhook-endpoints',
  tag: 'Webhooks',
  auth: 'session',
  summary: 'Your webhook endpoints',
  response: envelope(z.array(webhookEndpointSchema)),
});

export const createWebhookEndpoint = defineEndpoint({
  method: 'POST',
  path: 'webhooks/create-webhook-endpoint',
  tag: 'Webhooks',
  auth: 'session',
  summary: 'Register an https URL; its signing secret is shown this once',
  description:
    'Every new purchase is POSTed as JSON signed per the Standard Webhooks specification (webhook-id, webhook-timestamp, webhook-signature). URLs that resolve to private, loopback, link-local or metadata addresses are refused.',
  body: z.strictObject({ url: webhookUrlSchema }),
  response: envelope(webhookEndpointSchema.extend({ secret: z.string() })),
});

export const deleteWebhookEndpoint = defineEndpoint({
  method: 'POST',
  path: 'webhooks/delete-webhook-endpoint',
  tag: 'Webhooks',
  auth: 'session',
  summary: 'Stop sending to an endpoint',
  body: z.strictObject({ id: idSchema }),
  response: envelope(z.boolean()),
});

export const enableWebhookEndpoint = defineEndpoint({
  method: 'POST',
  path: 'webhooks/enable-webhook-endpoint',
  tag: 'Webhooks',
  auth: 'session',
  summary: 'Turn an endpoint that was disabled after repeated failures back on',
  body: z.strictObject({ id: idSchema }),
  response: envelope(webhookEndpointSchema),
});

export const rotateWebhookSecret = defineEndpoint({
  method: 'POST',
  path: 'webhooks/rotate-webhook-secret',
  tag: 'Webhooks',
  auth: 'session',
  summary: 'New signing secret, shown once; the old one keeps signing for 24 hours',
  body: z.strictObject({ id: idSchema }),
  response: envelope(webhookEndpointSchema.extend({ secret: z.string() })),
});

export const sendTestWebhook = defineEndpoint({
  method: 'POST',
  path: 'webhooks/send-test-event',
  tag: 'Webhooks',
  auth: 'session',
  summary: 'Send a signed test event (type "test.ping") to an endpoint now',
  body: z.strictObject({ id: idSchema }),
  response: envelope(z.object({ delivery_id: z.string() })),
});

export const webhookDeliverySchema = z.object({
  _id: z.string(),
  message_id: z.string(),
  event_type: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed', 'dead']),
  attempt: z.number().int(),
  response_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});

export const getWebhookDeliveries = defineEndpoint({
  method: 'GET',
  path: 'webhooks/get-webhook-deliveries',
  tag: 'Webhooks',
  auth: 'session',
  summary: 'The delivery log of an endpoint, newest first',
  query: z.strictObject({ ...pageQuery, endpoint_id: idSchema }),
  response: listEnvelope(webhookDeliverySchema),
});

export const replayWebhookDelivery = defineEndpoint({
  method: 'POST',
  path: 'webhooks/replay-webhook-delivery',
  tag: 'Webhooks',
  auth: 'session',
  summary: 'Send a delivery again (same webhook-id, so receivers can de-duplicate)',
  body: z.strictObject({ delivery_id: idSchema }),
  response: envelope(webhookDeliverySchema),
});

/**
 * docs/product.md §15: we write only into sheets their member can edit. A connected sheet receives
 * rows once the member has typed the verification code into this cell of a tab with this name and
 * pressed Verify; a new spreadsheet link starts over.
 */
export const SHEET_VERIFICATION = { tabName: 'SellerSignal', cell: 'A1' } as const;

/** The most stages one member maps: a GHL location rarely has more than a few pipelines of ten stages. */
export const GHL_STAGE_MAPPINGS_MAX = 50;

/**
 * Issue 22.3: one of the member's Go High Level pipeline stages and the status it means. The id is
 * what GHL sends (`pipelineStageId`); the name is only for showing.
 */
export const ghlStageMappingSchema = z.object({
  stage_id: z
    .string({ message: 'stage_id must be text' })
    .trim()
    .min(1, 'Enter the stage ID')
    .max(100, 'stage_id must be at most 100 characters'),
  stage_name: z
    .string({ message: 'stage_name must be text' })
    .trim()
    .min(1, 'Enter the stage name')
    .max(100, 'stage_name must be at most 100 characters'),
  status: z.enum(PIPELINE_STATUSES, { message: `status must be one of: ${PIPELINE_STATUSES.join(', ')}` }),
});
export type GhlStageMapping = z.infer<typeof ghlStageMappingSchema>;

/**
 * What a Go High Level stage event did (decision 037): changed at least one lead; found its leads
 * already there; was older than their last change (stale); named a stage the member has not
 * mapped; named a contact we never delivered in that location; or found only refunded or replaced
 * purchases.
 */
export const GHL_EVENT_OUTCOMES = [
  'changed',
  'unchanged',
  'stale',
  'unknown_stage',
  'unknown_opportunity',
  'not_in_pipeline',
] as const;
export type GhlEventOutcome = (typeof GHL_EVENT_OUTCOMES)[number];

/** How many of the location's latest stage events the Connect page shows. */
export const GHL_RECENT_EVENTS = 10;

export const integrationsOverviewSchema = z.object({
  google_sheet: z
    .object({
      spreadsheet_id: z.string(),
      sheet_name: z.string(),
      is_enabled: z.boolean(),
      /** True once the code was read back from the sheet; until then no row is ever appended. */
      is_verified: z.boolean(),
      verified_at: z.string().nullable(),
      /** What to type into SHEET_VERIFICATION's cell while the sheet waits; null once verified. */
      verification_code: z.string().nullable(),
      last_error: z.string().nullable(),
    })
    .nullable(),
  go_high_level: z
    .object({
      location_id: z.string(),
      is_enabled: z.boolean(),
      last_error: z.string().nullable(),
      /** Which of the member's GHL pipeline stages moves a lead to which status (issue 22.3). */
      stage_mappings: z.array(ghlStageMappingSchema),
      /** Where Go High Level sends OpportunityStageUpdate events (the same for every member). */
      events_url: z.string(),
      /** The connected location's latest stage events, newest first: what each one did. */
      recent_events: z.array(
        z.object({
          received_at: z.string(),
          pipeline_stage_id: z.string(),
          outcome: z.enum(GHL_EVENT_OUTCOMES),
        }),
      ),
    })
    .nullable(),
  csv_feed: z.object({ created_at: z.string() }).nullable(),
  /** The service account to share a Google Sheet with (as an editor). */
  sheets_service_account: z.string().nullable(),
});

export const getIntegrations = defineEndpoint({
  method: 'GET',
  path: 'integrations/get-integrations',
  tag: 'Integrations',
  auth: 'session',
  summary: 'Your Google Sheet, Go High Level and CSV-feed connections',
  response: envelope(integrationsOverviewSchema),
});

export const connectGoogleSheet = defineEndpoint({
  method: 'POST',
  path: 'integrations/connect-google-sheet',
  tag: 'Integrations',
  auth: 'session',
  summary:
    'Connect a Google Sheet shared with our service account; it receives every new purchase once verified (integrations/verify-google-sheet)',
  body: z.strictObject({
    spreadsheet_url: z
      .string({ message: 'Paste the link of your Google Sheet' })
      .trim()
      .max(500)
      .regex(
        /^https:\/\/docs\.google\.com\/spreadsheets\/d\/[A-Za-z0-9_-]{20,}/,
        'Paste the link of your Google Sheet (https://docs.google.com/spreadsheets/d/...)',
      ),
    sheet_name: z.string().trim().min(1, 'Sheet name is required').max(100).default('Leads'),
  }),
  response: envelope(integrationsOverviewSchema),
});

export const verifyGoogleSheet = defineEndpoint({
  method: 'POST',
  path: 'integrations/verify-google-sheet',
  tag: 'Integrations',
  auth: 'session',
  summary:
    'Read the verification code back from cell A1 of the "SellerSignal" tab of your connected sheet; rows are appended only once it matches',
  response: envelope(integrationsOverviewSchema),
});

export const connectGoHighLevel = defineEndpoint({
  method: 'POST',
  path: 'integrations/connect-go-high-level',
  tag: 'Integrations',
  auth: 'session',
  summary: 'Upsert every new purchase as a Go High Level contact',
  body: z.strictObject({
    private_integration_token: z
      .string({ message: 'Token is required' })
      .trim()
      .min(10, 'Paste the whole Private Integration Token')
      .max(500),
    location_id: z
      .string({ message: 'Location ID is required' })
      .trim()
      .regex(/^[A-Za-z0-9]{8,64}$/, 'The Location ID is letters and digits'),
  }),
  response: envelope(integrationsOverviewSchema),
});

export const disconnectIntegration = defineEndpoint({
  method: 'POST',
  path: 'integrations/disconnect-integration',
  tag: 'Integrations',
  auth: 'session',
  summary: 'Remove a connection (its token or feed link stops working at once)',
  body: z.strictObject({
    kind: z.enum(['google_sheets', 'go_high_level', 'csv_feed'], {
      message: 'kind must be google_sheets, go_high_level or csv_feed',
    }),
  }),
  response: envelope(integrationsOverviewSchema),
});

export const createCsvFeed = defineEndpoint({
  method: 'POST',
  path: 'integrations/create-csv-feed',
  tag: 'Integrations',
  auth: 'session',
  summary:
    'A read-only CSV feed URL for IMPORTDATA (its own revocable token, never your API key); shown once',
  response: envelope(z.object({ url: z.string() })),
});

export const setGoHighLevelStages = defineEndpoint({
  method: 'POST',
  path: 'integrations/set-go-high-level-stages',
  tag: 'Integrations',
  auth: 'session',
  summary: 'Choose which Go High Level pipeline stage moves a purchased lead to which status',
  description:
    'Replaces the whole mapping. When an opportunity of a contact we delivered moves to a mapped stage, the lead moves to that status (history source "Go High Level"); a stage that is not mapped changes nothing. Each stage_id at most once; several stages may mean the same status.',
  body: z
    .strictObject({
      stage_mappings: z
        .array(ghlStageMappingSchema, { message: 'stage_mappings must be a list' })
        .max(GHL_STAGE_MAPPINGS_MAX, `At most ${GHL_STAGE_MAPPINGS_MAX} stages`),
    })
    .superRefine((body, context) => {
      const seen = new Set<string>();
      body.stage_mappings.forEach((mapping, index) => {
        if (seen.has(mapping.stage_id))
          context.addIssue({
            code: 'custom',
            path: ['stage_mappings', index, 'stage_id'],
            message: 'This stage is already mapped',
          });
        seen.add(mapping.stage_id);
      });
    }),
  response: envelope(integrationsOverviewSchema),
});

export const ghlPipelineSchema = z.object({
  id: z.string(),
  name: z.string(),
  stages: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type GhlPipeline = z.infer<typeof ghlPipelineSchema>;

export const getGoHighLevelPipelines = defineEndpoint({
  method: 'GET',
  path: 'integrations/get-go-high-level-pipelines',
  tag: 'Integrations',
  auth: 'session',
  summary: "The connected location's opportunity pipelines and their stages, read from Go High Level",
  description:
    'Needs the opportunities.readonly scope on the Private Integration Token; without it Go High Level refuses and the answer is a 400 saying so (stages can still be entered by ID).',
  response: envelope(z.array(ghlPipelineSchema)),
});
