import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { GHL_EVENT_OUTCOMES, type GhlStageMapping } from '@app/shared';
import { users } from './users.js';

/** Personal API keys: only a hash is stored; the prefix is shown so a member can tell keys apart. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('api_keys_key_hash_key').on(t.keyHash), index('api_keys_user_idx').on(t.userId)],
);

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    url: text('url').notNull(),
    /** Signing secrets, encrypted at rest; the previous one stays valid for an overlap after rotation. */
    secretEncrypted: text('secret_encrypted').notNull(),
    previousSecretEncrypted: text('previous_secret_encrypted'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    isEnabled: boolean('is_enabled').notNull().default(true),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId)],
);

export const deliveryStatus = pgEnum('delivery_status', ['pending', 'succeeded', 'failed', 'dead']);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    /** The webhook-id header: the same on every retry of one message. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The purchase a lead.purchased event delivers: a reversed purchase is never sent again. */
    leadPurchaseId: uuid('lead_purchase_id'),
    payload: jsonb('payload').notNull(),
    status: deliveryStatus('status').notNull().default('pending'),
    attempt: integer('attempt').notNull().default(0),
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_purchase_idx')
      .on(t.leadPurchaseId)
      .where(sql`lead_purchase_id is not null`),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('pending', 'failed')`),
  ],
);

export const integrationKind = pgEnum('integration_kind', ['google_sheets', 'go_high_level', 'csv_feed']);

/** Google Sheet, Go High Level and CSV-feed connections; secrets encrypted, feed tokens hashed. */
export const integrations = pgTable(
  'integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: integrationKind('kind').notNull(),
    config: jsonb('config').$type<Record<string, string>>().notNull().default({}),
    /** Go High Level: which pipeline stage means which status (issue 22.3); kept across reconnects. */
    stageMappings: jsonb('stage_mappings').$type<GhlStageMapping[]>().notNull().default([]),
    secretEncrypted: text('secret_encrypted'),
    tokenHash: text('token_hash'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('integrations_user_kind_key').on(t.userId, t.kind)],
);

export const integrationDeliveries = pgTable(
  'integration_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    integrationId: uuid('integration_id')
      .notNull()
      .references(() => integrations.id),
    leadPurchaseId: uuid('lead_purchase_id').notNull(),
    status: deliveryStatus('status').notNull().default('pending'),
    attempt: integer('attempt').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The contact Go High Level created or updated for the purchase: its opportunities name it. */
    ghlContactId: text('ghl_contact_id'),
  },
  (t) => [
    uniqueIndex('integration_deliveries_once_key').on(t.integrationId, t.leadPurchaseId),
    index('integration_deliveries_ghl_contact_idx')
      .on(t.ghlContactId)
      .where(sql`ghl_contact_id is not null`),
  ],
);

export const ghlEventOutcome = pgEnum('ghl_event_outcome', GHL_EVENT_OUTCOMES);

/**
 * Every signed OpportunityStageUpdate Go High Level sent (decision 037), once per webhookId: a
 * replay finds its row and changes nothing. Ids only, never the seller's details.
 */
export const ghlStageEvents = pgTable(
  'ghl_stage_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: text('webhook_id').notNull(),
    locationId: text('location_id').notNull(),
    opportunityId: text('opportunity_id').notNull(),
    contactId: text('contact_id'),
    pipelineStageId: text('pipeline_stage_id').notNull(),
    /** When Go High Level says the stage changed: orders events that arrive out of order. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    outcome: ghlEventOutcome('outcome').notNull(),
    /** How many purchased leads changed status. */
    changedCount: integer('changed_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('ghl_stage_events_webhook_key').on(t.webhookId),
    index('ghl_stage_events_location_idx').on(t.locationId, t.receivedAt),
  ],
);
