import { sql } from 'drizzle-orm';
import {
  check,
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
import { leadPurchases } from './leads.js';
import { creditPackPurchases } from './plans.js';
import { paymentReversals, payments, refundRequests } from './money.js';
import { users } from './users.js';

export const affiliateStatus = pgEnum('affiliate_status', ['new', 'contacted', 'active', 'paused']);

export const affiliates = pgTable(
  'affiliates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    status: affiliateStatus('status').notNull().default('new'),
    referralCode: text('referral_code').notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('affiliates_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('affiliates_referral_code_key').on(t.referralCode),
  ],
);

/** earned: 11% of money spent; reversed: taken back by a dispute, refund or approved lead refund; restored: a won dispute. */
export const affiliateCommissionKind = pgEnum('affiliate_commission_kind', [
  'earned',
  'reversed',
  'restored',
]);

/**
 * The affiliate's commission ledger (docs/product.md §14): 11% of what a referred customer spends
 * on subscriptions and leads, never on top-ups, earned only while the affiliate is active and
 * payable 30 days later. A reversal is a new negative row, never an edit, so the history stays.
 */
export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: affiliateCommissionKind('kind').notNull().default('earned'),
    /** The money it is a share of: a subscription payment, or an exclusive lead bought from the wallet. */
    paymentId: uuid('payment_id').references(() => payments.id),
    leadPurchaseId: uuid('lead_purchase_id').references(() => leadPurchases.id),
    /** A credit pack paid from the wallet (a pack paid by card is its payment). */
    creditPackPurchaseId: uuid('credit_pack_purchase_id').references(() => creditPackPurchases.id),
    /** What took it back or gave it back: a provider's dispute or refund, or an approved lead refund. */
    reversalId: uuid('reversal_id').references(() => paymentReversals.id),
    refundRequestId: uuid('refund_request_id').references(() => refundRequests.id),
    /** Signed: positive when earned or restored, negative when reversed. */
    amountCents: integer('amount_cents').notNull(),
    /**
     * When it may be paid out: 30 days after it was earned, so that most disputes and refunds come
     * before the money leaves. A reversal or restoration keeps the date of what it corrects.
     */
    payableAt: timestamp('payable_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 days'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('affiliate_commissions_payment_key')
      .on(t.paymentId)
      .where(sql`kind = 'earned'`),
    uniqueIndex('affiliate_commissions_purchase_key')
      .on(t.leadPurchaseId)
      .where(sql`kind = 'earned'`),
    uniqueIndex('affiliate_commissions_credit_pack_key')
      .on(t.creditPackPurchaseId)
      .where(sql`kind = 'earned'`),
    index('affiliate_commissions_affiliate_idx').on(t.affiliateId),
    check(
      'affiliate_commissions_one_source',
      sql`num_nonnulls(${t.paymentId}, ${t.leadPurchaseId}, ${t.creditPackPurchaseId}) = 1`,
    ),
    check(
      'affiliate_commissions_sign',
      sql`case ${t.kind} when 'reversed' then ${t.amountCents} <= 0 else ${t.amountCents} >= 0 end`,
    ),
  ],
);

export const affiliatePayouts = pgTable('affiliate_payouts', {
  id: uuid('id').primaryKey().defaultRandom(),
  affiliateId: uuid('affiliate_id')
    .notNull()
    .references(() => affiliates.id),
  amountCents: integer('amount_cents').notNull(),
  note: text('note').notNull().default(''),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every admin action: who, what, when, before and after (issue: operations console). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);
