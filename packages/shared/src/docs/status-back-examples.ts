import { API_KEY_HEADER } from './pull-api-examples.js';

/**
 * Issue 22.3: the two ways a lead's status comes back, as the /docs page shows them. Written out
 * rather than read from the contracts so the page loads no zod schema; status-back.test.ts proves
 * the path agrees with the contract, and apps/api/test/docs-examples.test.ts runs both examples.
 */
export const STATUS_API_PATH = '/api/v1/leads/change-purchased-lead-status';

/** Where Go High Level sends OpportunityStageUpdate events: one URL for every member. */
export const GHL_EVENTS_PATH = '/api/v1/integrations/go-high-level-events';

/** The documented request: move a lead (by its pull-API `id`) to contacted, with a note. */
export function statusChangeCurl(baseUrl: string, apiKey: string, leadId: string): string {
  const body = JSON.stringify({
    lead_id: leadId,
    status: 'contacted',
    note: 'First call made from our CRM.',
  });
  return `curl -sS -X POST -H "${API_KEY_HEADER}: ${apiKey}" -H "content-type: application/json" \\\n  -d '${body}' \\\n  "${baseUrl.replace(/\/+$/, '')}${STATUS_API_PATH}"\n`;
}

/**
 * An OpportunityStageUpdate as Go High Level sends it (its documented fields, with the `webhookId`
 * and `timestamp` every signed webhook carries): the contact is the one we created when we
 * delivered the lead, the stage one the member mapped.
 */
export const SAMPLE_GHL_STAGE_EVENT = {
  type: 'OpportunityStageUpdate',
  locationId: 've9EPM428h8vShlRW1KT',
  id: 'wWhVuzqpRuOA1ZVWi4FC',
  assignedTo: 'bNl8QNGXhIQJLv8eeASQ',
  contactId: 'cJAWDskpkJHbRbhAT7bs',
  monetaryValue: 4500,
  name: 'Maria Gonzalez - 4821 W Cactus Rd',
  pipelineId: 'VDm7RPYC2GLUvdpKmBfC',
  pipelineStageId: 'e93ba61a-53b3-45e7-985a-c7732dbcdb69',
  source: 'SellerSignal',
  status: 'open',
  dateAdded: '2026-03-02T15:05:40.000Z',
  timestamp: '2026-03-04T18:12:09.000Z',
  webhookId: '5f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
} as const;

/** What our endpoint answers to it: received, and what it did (changed the lead's status). */
export const SAMPLE_GHL_STAGE_EVENT_ANSWER = {
  message: 'Data edited successfully',
  result: { received: true, outcome: 'changed' },
} as const;
