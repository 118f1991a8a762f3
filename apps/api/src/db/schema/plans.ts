import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { payments } from './money.js';
import { users } from './users.js';

export const planOccurrence = pgEnum('plan_occurrence', ['monthly', 'yearly']);
export const subscriptionStatus = pgEnum('subscription_status', ['active', 'past_due', 'canceled']);

export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Monthly and yearly variants of one package share its key (basic, pro, enterprise). */
    packageKey: text('package_key').notNull(),
    name: text('name').notNull(),
    details: text('details').notNull(),
    occurrence: planOccurrence('occurrence').notNull(),
    /** Integer cents; 0 means 'Contact Us' (docs/product.md §2.6). */
    priceCents: integer('price_cents').notNull(),
    premiumCreditsPerMonth: integer('premium_credits_per_month').notNull(),
    isRecommended: boolean('is_recommended').notNull().default(false),
    benefits: jsonb('benefits').$type<{ id: string; benefit: string }[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
    /** A retired plan is no longer sold; existing subscribers keep it. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    providerPriceId: text('provider_price_id'),
    /*
     * Entitlements (decision 029): what the plan includes, enforced by the API and listed on the
     * pricing cards from these same columns. A null limit means unlimited; 0 means not included.
     */
    savedSearchesLimit: integer('saved_searches_limit').default(1),
    textAlerts: boolean('text_alerts').notNull().default(false),
    apiKeysLimit: integer('api_keys_limit').default(2),
    webhookEndpointsLimit: integer('webhook_endpoints_limit').default(2),
    teamSeats: integer('team_seats').default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plans_package_occurrence_key').on(t.packageKey, t.occurrence)],
);

/**
 * Extra premium credits a member of the plan can buy mid-period (issue 20.2), priced per plan by
 * the team. A pack's credits last until the member's current credit month ends, like the plan's own.
 */
export const creditPacks = pgTable(
  'credit_packs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    credits: integer('credits').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** A pack taken off sale stays on the invoices and grants that name it. */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('credit_packs_credits_positive', sql`${t.credits} > 0`),
    check('credit_packs_price_positive', sql`${t.priceCents} > 0`),
    index('credit_packs_plan_idx').on(t.planId),
  ],
);

/**
 * Every credit pack a member bought, with what it cost then (the pack's price may change later):
 * paid by card (its payment) or from the wallet.
 */
export const creditPackPurchases = pgTable(
  'credit_pack_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    creditPackId: uuid('credit_pack_id')
      .notNull()
      .references(() => creditPacks.id),
    credits: integer('credits').notNull(),
    priceCents: integer('price_cents').notNull(),
    payWith: text('pay_with', { enum: ['card', 'wallet'] }).notNull(),
    paymentId: uuid('payment_id').references(() => payments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_pack_purchases_user_idx').on(t.userId, t.createdAt)],
);

/** A price change takes effect no sooner than one month after subscribers are told (docs/product.md §9). */
export const planPriceChanges = pgTable('plan_price_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  planId: uuid('plan_id')
    .notNull()
    .references(() => plans.id),
  newPriceCents: integer('new_price_cents').notNull(),
  effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
  appliedAt: timestamp('applied_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    status: subscriptionStatus('status').notNull().default('active'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /** Cancellation takes effect at the end of the paid period (docs/product.md §4). */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A plan change takes effect at the next renewal. */
    pendingPlanId: uuid('pending_plan_id'),
    /** The promo code applied to the first payment, if any. */
    promoCode: text('promo_code'),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    providerSubscriptionId: text('provider_subscription_id'),
    /** The period end a yearly plan's 7-day renewal reminder was sent for: one reminder per renewal. */
    renewalReminderFor: timestamp('renewal_reminder_for', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A member has at most one subscription that is not canceled.
  (t) => [
    uniqueIndex('subscriptions_one_live_per_user')
      .on(t.userId)
      .where(sql`status <> 'canceled'`),
  ],
);

/** Premium lead credits granted for one period; spent by lead purchases, forfeited at period end. */
export const premiumCreditGrants = pgTable(
  'premium_credit_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id),
    credits: integer('credits').notNull(),
    creditsUsed: integer('credits_used').notNull().default(0),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    reason: text('reason').notNull().default('subscription'),
    /** The card payment that bought these credits (a credit pack, an upgrade), so a reversal can take them back. */
    paymentId: uuid('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('premium_credit_grants_period_key').on(t.userId, t.periodStart, t.reason)],
);

export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  percentOff: integer('percent_off').notNull(),
  /**
   * 'first_payment': the discount applies to the first charge only, and covers one month's worth
   * of it (docs/product.md §14).
   */
  appliesTo: text('applies_to', { enum: ['first_payment'] })
    .notNull()
    .default('first_payment'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who has redeemed a promo code, kept after the account is deleted (docs/product.md §14: one
 * redemption per person). A person is recognised by a keyed hash of their canonical e-mail, their
 * card's fingerprint or their payment customer; the unique indexes make a second redemption by any
 * of them fail even when two accounts try at the same moment.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code')
      .notNull()
      .references(() => promoCodes.code),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    emailHash: text('email_hash').notNull(),
    cardFingerprint: text('card_fingerprint'),
    paymentCustomerId: text('payment_customer_id'),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    discountCents: integer('discount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_redemptions_email_key').on(t.code, t.emailHash),
    uniqueIndex('promo_redemptions_card_key')
      .on(t.code, t.cardFingerprint)
      .where(sql`card_fingerprint is not null`),
    uniqueIndex('promo_redemptions_customer_key')
      .on(t.code, t.paymentCustomerId)
      .where(sql`payment_customer_id is not null`),
  ],
);
