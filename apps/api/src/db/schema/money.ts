import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { leadPurchases, leads } from './leads.js';
import { users } from './users.js';

/**
 * The wallet's running balance, kept in the same transaction as each ledger entry. The check
 * constraint makes a negative balance impossible whatever the code above it does.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    balanceCents: integer('balance_cents').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_not_negative', sql`${t.balanceCents} >= 0`)],
);

export const walletEntryKind = pgEnum('wallet_entry_kind', [
  'topup',
  'purchase',
  'refund',
  'reward',
  'adjustment',
]);

/** Append-only ledger in integer cents (DESIGN.md section 5); a trigger refuses UPDATE and DELETE. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: walletEntryKind('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    /** Giveaway or special-event name, for rewards. */
    eventName: text('event_name'),
    leadPurchaseId: uuid('lead_purchase_id').references(() => leadPurchases.id),
    paymentId: uuid('payment_id'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_entries_user_created_idx').on(t.userId, t.createdAt)],
);

export const paymentKind = pgEnum('payment_kind', ['subscription', 'topup']);
export const paymentStatus = pgEnum('payment_status', ['pending', 'succeeded', 'failed']);

/** Money received through the payment port; affiliate commissions are computed from these. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: paymentKind('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: paymentStatus('status').notNull(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    failureReason: text('failure_reason'),
    subscriptionId: uuid('subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_provider_payment_idx').on(t.providerPaymentId),
    // One subscription charge in flight per member: a double click never starts two subscriptions.
    uniqueIndex('payments_one_pending_subscription')
      .on(t.userId)
      .where(sql`status = 'pending' and kind = 'subscription'`),
  ],
);

/** Payment-provider webhook events already handled, so a replayed event does nothing twice. */
export const processedProviderEvents = pgTable('processed_provider_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Money-moving requests accept an Idempotency-Key; the first answer is replayed for repeats. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const requestKind = pgEnum('request_kind', ['refund', 'replacement']);
export const requestStatus = pgEnum('request_status', ['pending', 'approved', 'rejected']);

/** Exclusive-lead refunds and premium-lead replacements (spec sections 4, 5 and 9). */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: requestKind('kind').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    leadPurchaseId: uuid('lead_purchase_id')
      .notNull()
      .references(() => leadPurchases.id),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    reason: text('reason').notNull(),
    evidenceText: text('evidence_text'),
    evidenceFileName: text('evidence_file_name'),
    evidenceFileType: text('evidence_file_type'),
    evidenceFile: text('evidence_file_base64'),
    propertyAddress: text('property_address'),
    sellerName: text('seller_name'),
    contactNumber: text('contact_number'),
    status: requestStatus('status').notNull().default('pending'),
    decisionNote: text('decision_note'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    replacementLeadId: uuid('replacement_lead_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refund_requests_status_idx').on(t.status, t.createdAt),
    index('refund_requests_user_idx').on(t.userId),
    // One request per purchase: a decision is final.
    uniqueIndex('refund_requests_purchase_key').on(t.leadPurchaseId),
  ],
);

/**
 * Cards saved through the offline payment adapter. They are clearly labelled test cards: nothing
 * is ever charged to them.
 */
export const offlinePaymentMethods = pgTable(
  'offline_payment_methods',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offline_payment_methods_customer_idx').on(t.customerId)],
);
