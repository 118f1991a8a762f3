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
import { AUTOMATIC_DECISION_RULES } from '@app/shared';
import { leadPurchases, leads } from './leads.js';
import { users } from './users.js';

/**
 * The wallet's running balance, kept in the same transaction as each ledger entry. The check
 * constraint makes a negative balance impossible whatever the code above it does. What a member
 * owes after a disputed or refunded top-up had already been spent is a debt beside it, never a
 * negative balance; money coming in pays the debt first, so a wallet never holds both.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    balanceCents: integer('balance_cents').notNull().default(0),
    /** Owed after a payment was reversed by the provider (docs/product.md §14); blocks purchases. */
    debtCents: integer('debt_cents').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallets_balance_not_negative', sql`${t.balanceCents} >= 0`),
    check('wallets_debt_not_negative', sql`${t.debtCents} >= 0`),
    check('wallets_no_balance_while_in_debt', sql`${t.balanceCents} = 0 or ${t.debtCents} = 0`),
  ],
);

/**
 * chargeback: a disputed top-up taken back; chargeback_restored: a won dispute given back;
 * provider_refund: a top-up refunded through the payment provider; debt_repayment: money coming
 * in that pays what a reversal left owing.
 */
export const walletEntryKind = pgEnum('wallet_entry_kind', [
  'topup',
  'purchase',
  'refund',
  'reward',
  'adjustment',
  'chargeback',
  'chargeback_restored',
  'provider_refund',
  'debt_repayment',
  'credit_pack',
]);

/** Append-only ledger in integer cents (docs/product.md §14); a trigger refuses UPDATE and DELETE. */
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
    /** The provider's dispute or refund this entry reverses or restores. */
    reversalId: uuid('reversal_id').references(() => paymentReversals.id),
    /**
     * How the entry moved the member's debt: a reversal bigger than the balance adds the rest
     * (positive), a repayment pays it off (negative). The debt is the sum, as the balance is.
     */
    debtChangeCents: integer('debt_change_cents').notNull().default(0),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_user_created_idx').on(t.userId, t.createdAt),
    index('wallet_entries_payment_idx').on(t.paymentId),
  ],
);

/** plan_change: the prorated difference of an upgrade; credit_pack: extra premium credits bought by card. */
export const paymentKind = pgEnum('payment_kind', ['subscription', 'topup', 'plan_change', 'credit_pack']);
export const paymentStatus = pgEnum('payment_status', ['pending', 'succeeded', 'failed']);
/** What the provider did to a succeeded payment afterwards; null while it stands. */
export const paymentReversalState = pgEnum('payment_reversal_state', [
  'disputed',
  'charged_back',
  'refunded',
]);

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
    /** Taken back by an open or lost dispute or a refund (the sum of its payment_reversals). */
    reversedCents: integer('reversed_cents').notNull().default(0),
    reversal: paymentReversalState('reversal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_reversed_within_amount', sql`${t.reversedCents} between 0 and ${t.amountCents}`),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_provider_payment_idx').on(t.providerPaymentId),
    // One membership charge (subscription, renewal, upgrade, credit pack) in flight per member: a
    // double click never starts two subscriptions or pays one upgrade twice. Spelled without the
    // newer kinds so the migration that adds them to the enum can create it.
    uniqueIndex('payments_one_pending_subscription')
      .on(t.userId)
      .where(sql`status = 'pending' and kind <> 'topup'`),
  ],
);

export const paymentReversalKind = pgEnum('payment_reversal_kind', ['dispute', 'refund']);
/** open: a dispute under way (the money is already taken back); won, lost; refunded: final. */
export const paymentReversalStatus = pgEnum('payment_reversal_status', ['open', 'won', 'lost', 'refunded']);

/**
 * One dispute or refund of a payment, as the provider reported it (docs/product.md §14: a dispute
 * or refund of a charge reverses what it paid for and any commission on it). The wallet entries
 * and commission rows it caused point back here, so a won dispute gives back exactly those.
 */
export const paymentReversals = pgTable(
  'payment_reversals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    kind: paymentReversalKind('kind').notNull(),
    /** Stripe's dispute id, or for a refund the charge id and its running refunded total. */
    providerReference: text('provider_reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: paymentReversalStatus('status').notNull(),
    /** The subscription this reversal suspended, so that a won dispute can resume it. */
    suspendedSubscriptionId: uuid('suspended_subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('payment_reversals_amount_positive', sql`${t.amountCents} > 0`),
    uniqueIndex('payment_reversals_reference_key').on(t.kind, t.providerReference),
    index('payment_reversals_payment_idx').on(t.paymentId),
  ],
);

/**
 * Every card a member saved, with the provider's fingerprint of the card number (the same card
 * saved twice, by anyone, has the same fingerprint). Self-referral and WELCOME50 recognise a
 * person by it (docs/product.md §14).
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    paymentMethodId: text('payment_method_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    customerId: text('customer_id').notNull(),
    fingerprint: text('fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_cards_user_idx').on(t.userId),
    index('payment_cards_fingerprint_idx').on(t.fingerprint),
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

/** Exclusive-lead refunds and premium-lead replacements (docs/product.md §4, §5 and §9). */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: requestKind('kind').notNull(),
    /** The account the purchase belongs to: a team's owner (decision 036). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The member who filed it (issue 22.4); the account itself for requests filed before teams. */
    requestedBy: uuid('requested_by').references(() => users.id),
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
    /** Null when the team decided it; the rule, when a rule decided it as the request was filed. */
    automaticRule: text('automatic_rule', { enum: AUTOMATIC_DECISION_RULES }),
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

/**
 * The last invoice number issued in each calendar year (UTC). Taking a number updates this row in
 * the transaction that records the charge, so numbers follow each other with no gap and no repeat
 * however many charges settle at once: a rolled-back charge gives its number back (decision 023).
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * One invoice per succeeded charge, written with it and never changed: what was bought, for what
 * period, the amounts, and who it was billed to at that moment (the PDF is drawn from this row).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 2026-000042: the year and the sequence within it. */
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    kind: paymentKind('kind').notNull(),
    description: text('description').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    promoCode: text('promo_code'),
    billedName: text('billed_name').notNull(),
    billedEmail: text('billed_email').notNull(),
    billedAddress: text('billed_address'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_year_sequence_key').on(t.year, t.sequence),
    uniqueIndex('invoices_payment_key').on(t.paymentId),
    index('invoices_user_issued_idx').on(t.userId, t.issuedAt),
    check(
      'invoices_total',
      sql`${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} and ${t.totalCents} > 0`,
    ),
  ],
);
