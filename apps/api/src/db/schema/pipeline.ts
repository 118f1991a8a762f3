import { PIPELINE_SOURCES } from '@app/shared';
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { dealType, leadPurchases, pipelineStatus } from './leads.js';
import { users } from './users.js';

export const pipelineSource = pgEnum('pipeline_source', PIPELINE_SOURCES);

/**
 * Every status change of a purchased lead (issue 22.1): from, to, when, who and how. The member is
 * the actor (issue 22.4: a team's members share purchases, each change names who made it).
 */
export const pipelineStatusChanges = pgTable(
  'pipeline_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadPurchaseId: uuid('lead_purchase_id')
      .notNull()
      .references(() => leadPurchases.id, { onDelete: 'cascade' }),
    fromStatus: pipelineStatus('from_status').notNull(),
    toStatus: pipelineStatus('to_status').notNull(),
    note: text('note'),
    /** What a close recorded (issue 22.2), kept even if the lead later moves on. */
    dealType: dealType('deal_type'),
    revenueCents: integer('revenue_cents'),
    actorUserId: uuid('actor_user_id')
      .notNull()
      .references(() => users.id),
    source: pipelineSource('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pipeline_status_changes_purchase_idx').on(t.leadPurchaseId, t.createdAt)],
);

export const pipelineNotes = pgTable(
  'pipeline_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadPurchaseId: uuid('lead_purchase_id')
      .notNull()
      .references(() => leadPurchases.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pipeline_notes_purchase_idx').on(t.leadPurchaseId, t.createdAt)],
);
