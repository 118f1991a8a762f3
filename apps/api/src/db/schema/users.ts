import { OUTBOX_STATUSES } from '@app/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['customer', 'admin']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /**
     * The address the money rules recognise a person by (lib/email-identity.ts, docs/product.md
     * §14): generated, so no insert or e-mail change can leave it behind.
     */
    emailCanonical: text('email_canonical')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(`case when split_part(lower(btrim(email)), '@', 2) in ('gmail.com', 'googlemail.com')
          then replace(split_part(split_part(lower(btrim(email)), '@', 1), '+', 1), '.', '') || '@gmail.com'
          else split_part(split_part(lower(btrim(email)), '@', 1), '+', 1) || '@' || split_part(lower(btrim(email)), '@', 2) end`),
      ),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('customer'),
    /** docs/product.md §5: members confirm they are 18 or older at sign-up. */
    isAdultConfirmedAt: timestamp('is_adult_confirmed_at', { withTimezone: true }).notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    /** Payment-provider customer and default payment method (docs/product.md §3, User). */
    stripeCustomerId: text('stripe_customer_id'),
    paymentMethodId: text('payment_method_id'),
    referredByAffiliateId: uuid('referred_by_affiliate_id'),
    promoCode: text('promo_code'),
    /**
     * Where new-lead alerts are texted: a US mobile number in E.164 (+14025550100), written only
     * when the member typed back the code texted to it (phone_verifications); null means no texts.
     */
    alertPhone: text('alert_phone'),
    /** docs/product.md §9: at most one text a day; the last alert text sent, for the rolling 24 hours. */
    lastSmsAlertAt: timestamp('last_sms_alert_at', { withTimezone: true }),
    /** Who invoices are made out to, when not the member's own name (editable in Billing). */
    billingName: text('billing_name'),
    /** The postal address printed on invoices, one line per line. */
    billingAddress: text('billing_address'),
    /** Account deletion anonymises the person but keeps business records (purchases, ledger). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_email_canonical_idx').on(t.emailCanonical),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the session token; the token itself is only ever in the member's cookie. */
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Fixed-window counters for rate limits, shared by every API instance (docs/product.md §11). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    isSubscribed: boolean('is_subscribed').notNull().default(true),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_key').on(t.email)],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  isHandled: boolean('is_handled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every e-mail and text, sent for real or not, and every Sheet row and CRM contact the offline
 * adapters would have sent, readable by the team (docs/product.md §11). An e-mail is `queued` for
 * the job queue when a transport is configured (SMTP_URL), then `sending`, `sent` (with the
 * server's message id) or `failed` after its last attempt; `offline` when nothing sends it.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms', 'sheets', 'crm'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** The HTML part of an e-mail (the text part is `body`). */
    html: text('html'),
    template: text('template').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('offline'),
    attempts: integer('attempts').notNull().default(0),
    /** The Message-ID the mail server gave the message. */
    providerMessageId: text('provider_message_id'),
    lastError: text('last_error'),
    /** When a queued or failing message is next tried; while `sending`, when its lease ends. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_messages_created_idx').on(t.createdAt),
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('queued', 'sending')`),
  ],
);

/**
 * Sign-ups waiting for the email owner to confirm. The account is created only on confirmation,
 * with the password chosen by whoever opened the link, so nobody can squat an address or plant a
 * password in it (docs/decisions/018); no password is ever stored here.
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    promoCode: text('promo_code'),
    referralCode: text('referral_code'),
    /** The plan a visitor chose on a pricing card (issue 20.6): confirming leads on to its order summary. */
    planId: uuid('plan_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_sign_ups_email_idx').on(t.email)],
);

/** One-time links for password resets and email changes; only the token's hash is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['password_reset', 'email_change'] }).notNull(),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId)],
);

/**
 * A number waiting for its owner to type back the code texted to it: one per member, the code
 * stored as a hash, with its tries counted, so a member can only ever have alerts texted to a
 * phone they hold (docs/decisions/018).
 */
export const phoneVerifications = pgTable('phone_verifications', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Wrong passwords per account and client network: growing delays for that pair only, so nobody
 * can lock a member (or the admin) out from elsewhere. The key is a hash of both, never in clear.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});

/** Newsletter re-subscriptions waiting for the address to confirm (double opt-in). */
export const newsletterConfirmations = pgTable(
  'newsletter_confirmations',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsletter_confirmations_email_idx').on(t.email)],
);

/**
 * Numbers that asked for no more texts (docs/decisions/025): by replying STOP (or STOPALL,
 * UNSUBSCRIBE, CANCEL, END, QUIT) to one of ours, or as Twilio reported when refusing a send
 * (error 21610). Nothing is texted to a number here until it replies START or UNSTOP.
 */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: text('phone').primaryKey(),
  /** 'reply': the person texted a stop word; 'carrier': Twilio refused the send (21610). */
  source: text('source', { enum: ['reply', 'carrier'] }).notNull(),
  keyword: text('keyword'),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull(),
});

/**
 * A member's copy of their data (issue 19.3): built by the job queue as a ZIP (base64, like
 * evidence files), downloadable by that member alone until `expires_at`, then deleted; deleting the
 * account deletes them at once.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'building', 'ready', 'failed'] }).notNull(),
    zipBase64: text('zip_base64'),
    sizeBytes: integer('size_bytes'),
    error: text('error'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.requestedAt),
    index('data_exports_queued_idx')
      .on(t.requestedAt)
      .where(sql`status in ('queued', 'building')`),
  ],
);

/** What the team writes down about a member (issue 21.4): who, when, the text; never edited. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_notes_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * A read-only look at what one member sees, opened by one admin (decision 034). The token is only
 * ever in the admin's tab; it is worth nothing without that admin's own session, reads only, and
 * lapses after 30 minutes or when the admin exits.
 */
export const viewAsSessions = pgTable(
  'view_as_sessions',
  {
    /** SHA-256 of the token. */
    idHash: text('id_hash').primaryKey(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('view_as_sessions_admin_idx').on(t.adminId)],
);
