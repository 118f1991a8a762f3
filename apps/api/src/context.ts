import type { KeyObject } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Agent } from 'undici';
import { defaultWebDist, type Env } from './config/env.js';
import { loadSecretsKey } from './config/secrets-key.js';
import type { Database, DatabaseHandle } from './db/client.js';
import type { ReadReplica } from './db/read-replica.js';
import type { TableChanges } from './db/table-changes.js';
import { VerifiedApiKeys } from './http/api-key.js';
import { newRateLimitLeases, type RateLimitLeases } from './http/rate-limit.js';
import { countedPayments, createMetrics, type Metrics } from './http/metrics.js';
import type { CspExtraSources } from './http/content-security-policy.js';
import { prepareSessionUserQuery, type SessionUserQuery } from './http/session.js';
import { ListCache } from './lib/list-cache.js';
import { PageIndexCache } from './lib/page-index-cache.js';
import { createGuardedAgent, type UrlPolicy } from './lib/safe-url.js';
import { createSecretBox, type SecretBox } from './lib/secret-box.js';
import { systemClock, type Clock } from './lib/time.js';
import { KeptOnce } from './lib/kept-once.js';
import { KeptWorkers } from './lib/worker.js';
import type { GoHighLevelPort, SheetsPort } from './ports/delivery-channels.js';
import { EMAIL_QUEUE, createEmailOutbox, type EmailPort } from './ports/email.js';
import { createSmtpTransport, type MailTransport } from './ports/mail-transport.js';
import { createGoHighLevel } from './ports/go-high-level.js';
import { createOutboxGoHighLevel, createOutboxSheets } from './ports/offline-channels.js';
import { createOfflinePayments } from './ports/offline-payments.js';
import type { PaymentsPort } from './ports/payments.js';
import { createOutboxSms, honourOptOuts, type SmsPort } from './ports/sms.js';
import { createTwilioSms } from './ports/twilio-sms.js';

/** Everything a request handler may use; built once by createContext, for main.ts and the tests alike. */
export interface AppContext {
  db: Database;
  dbKind: 'pglite' | 'postgres';
  /** The watched read replica (DATABASE_REPLICA_URL); reads reach it through http/read-routing.ts. */
  replica: ReadReplica | null;
  clock: Clock;
  email: EmailPort;
  /** Sends e-mail for real when SMTP_URL is set; null keeps every message in the outbox. */
  mailTransport: MailTransport | null;
  sms: SmsPort;
  payments: PaymentsPort;
  sheets: SheetsPort;
  goHighLevel: GoHighLevelPort;
  /** Encrypts integration tokens and webhook secrets at rest. */
  secrets: SecretBox;
  /** Where webhooks may be sent (tests allow loopback receivers). */
  urlPolicy: UrlPolicy;
  /** The job queue, once started; without it (tests) work is run by calling the services. */
  queue?: JobQueue | null;
  /** Verifies Twilio's signed inbound texts (sms/twilio-inbound); null without Twilio. */
  twilioAuthToken?: string | null;
  /** Set when Stripe sends signed webhooks to billing/stripe-webhook. */
  stripeWebhookSecret?: string | null;
  /** Go High Level's webhook public keys (GHL_WEBHOOK_PUBLIC_KEYS); empty: its events are refused. */
  ghlWebhookKeys: KeyObject[];
  config: {
    appUrl: string;
    brandName: string;
    supportEmail: string;
    /** Who issues invoices and signs mails (COMPANY_*); the name falls back to the brand. */
    company: { name: string; address: string | null; taxId: string | null };
    /** The sender of every e-mail (MAIL_FROM), when e-mail is sent for real. */
    mailFrom: string | null;
    /** What a Prometheus scraper must send to read GET /metrics (METRICS_TOKEN); null: no metrics. */
    metricsToken: string | null;
    isProduction: boolean;
    webDist: string | null;
    /** Scales every rate limit; 1 in production. */
    rateLimitMultiplier?: number;
    /** Hosts the CSP allows besides the built-in vendors (CSP_EXTRA_*_SRC). */
    cspExtra?: CspExtraSources;
  };
  /** What this process keeps between requests: every cache and counter, in one place (ARCHITECTURE.md). */
  state: ProcessState;
}

/**
 * The per-process state, each piece with how it stays right (ARCHITECTURE.md lists them with how
 * they are shared or invalidated across instances). Nothing of the kind lives in a module variable.
 */
export interface ProcessState {
  /** Changes to leads and purchases this process has made or heard of (db/table-changes.ts). */
  tableChanges: TableChanges;
  /** The anonymous marketplace list, kept as the bytes sent until leads change (decision 012). */
  publicMarketplace: ListCache<null>;
  /** Pull API pages per member and query, kept until purchases change (decision 012). */
  pullApiPages: ListCache<{ rows: number }>;
  /** Page indexes and row estimates of the paged lead lists (decision 010). */
  pageIndexes: PageIndexCache;
  /** Rate-limit allowance this process took ahead, per key (http/rate-limit.ts). */
  rateLimitLeases: RateLimitLeases;
  /** API keys verified in the last few seconds (http/api-key.ts). */
  verifiedApiKeys: VerifiedApiKeys;
  /** Pull API download allowance taken ahead, per member (the 250,000-row monthly limit). */
  downloadAllowances: Map<string, { month: string; remaining: number }>;
  /** The signed-in member behind a session cookie, as a statement prepared once. */
  sessionUserQuery: SessionUserQuery;
  /** The HTTP agent webhooks are sent through: it refuses internal addresses (lib/safe-url.ts). */
  webhookAgent: Agent;
  /** Counters and histograms for GET /metrics, when METRICS_TOKEN is set (http/metrics.ts). */
  metrics: Metrics | null;
  /** Worker threads kept between requests (an import's check), stopped when idle (lib/worker.ts). */
  workerThreads: KeptWorkers;
  /** The last import file the preview checked, for its import (modules/lead-imports). */
  keptImportCheck: KeptOnce<unknown>;
}

/** How long the preview's check of a file is kept for its import: the team reads it, then imports. */
const KEPT_IMPORT_CHECK_MS = 15 * 60_000;
/** How long a kept worker thread waits for its next request before it stops. */
const WORKER_IDLE_MS = 5 * 60_000;

export interface JobQueue {
  send(
    name: string,
    data: object,
    options?: { startAfterSeconds?: number; singletonKey?: string },
  ): Promise<void>;
  /** Many jobs of one queue in one statement, to start at once (a publish run's deliveries). */
  sendMany(name: string, data: object[]): Promise<void>;
}

/** Lists kept in memory: the public one is read afresh every few seconds, as leads expire silently. */
const PUBLIC_MARKETPLACE_CACHE = { maxAgeMs: 5_000, maxEntries: 500 };
const PULL_API_CACHE = { maxAgeMs: 60_000, maxEntries: 2_000 };

/** What a caller (a test, a bench) may set instead of what the configuration chooses. */
export type ContextOverrides = Partial<
  Pick<AppContext, 'clock' | 'urlPolicy' | 'payments' | 'email' | 'sms' | 'mailTransport'>
> & {
  secretsKey?: Buffer;
  webDist?: string | null;
};

/**
 * Builds every dependency and every per-process cache from the configuration and the opened
 * database: the real adapter of a third party when its settings are present, the offline one
 * otherwise (docs/product.md §11). The Stripe and Google SDKs load only when configured: they
 * weigh on every cold start.
 */
export async function createContext(
  env: Env,
  database: DatabaseHandle,
  overrides: ContextOverrides = {},
): Promise<AppContext> {
  const { db } = database;
  const isProduction = env.NODE_ENV === 'production';
  const webDist = overrides.webDist !== undefined ? overrides.webDist : (env.WEB_DIST ?? defaultWebDist());
  const urlPolicy = overrides.urlPolicy ?? { allowLoopback: false };
  const pageIndexes = new PageIndexCache(() => database.changes.noteChange());
  const workerThreads = new KeptWorkers(WORKER_IDLE_MS);
  const clock = overrides.clock ?? systemClock;
  const metrics = env.METRICS_TOKEN ? createMetrics(database) : null;
  const mailTransport =
    overrides.mailTransport !== undefined
      ? overrides.mailTransport
      : env.SMTP_URL
        ? createSmtpTransport(env.SMTP_URL)
        : null;
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  const verifiedApiKeys = new VerifiedApiKeys();
  // A key revoked through another instance stops working here at once (http/api-key.ts).
  database.notices.subscribe('api-keys', () => verifiedApiKeys.forget());
  const ctx: AppContext = {
    db,
    dbKind: database.kind,
    replica: database.replica,
    clock,
    email:
      overrides.email ??
      createEmailOutbox(db, {
        sends: mailTransport !== null,
        now: () => clock.now(),
        brand: {
          brandName: env.BRAND_NAME,
          supportEmail: env.SUPPORT_EMAIL,
          appUrl,
          // One line at the foot of a mail: the address's lines joined by commas.
          companyAddress:
            env.COMPANY_ADDRESS?.split(';')
              .map((line) => line.trim())
              .filter(Boolean)
              .join(', ') ?? null,
        },
        enqueue: async (id, { afterCommit }) =>
          ctx.queue?.send(EMAIL_QUEUE, { id }, afterCommit ? { startAfterSeconds: 2 } : {}),
        enqueueMany: async (ids) =>
          ctx.queue?.sendMany(
            EMAIL_QUEUE,
            ids.map((id) => ({ id })),
          ),
      }),
    mailTransport,
    sms: honourOptOuts(
      overrides.sms ??
        (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
          ? createTwilioSms({
              accountSid: env.TWILIO_ACCOUNT_SID,
              authToken: env.TWILIO_AUTH_TOKEN,
              from: env.TWILIO_FROM,
            })
          : createOutboxSms(db)),
      db,
      () => clock.now(),
    ),
    twilioAuthToken: env.TWILIO_AUTH_TOKEN ?? null,
    payments: countedPayments(
      overrides.payments ??
        (env.STRIPE_SECRET_KEY
          ? (await import('./ports/stripe-payments.js')).createStripePayments({
              secretKey: env.STRIPE_SECRET_KEY,
            })
          : createOfflinePayments(db)),
      metrics,
    ),
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
    ghlWebhookKeys: env.GHL_WEBHOOK_PUBLIC_KEYS,
    sheets:
      env.GOOGLE_SERVICE_ACCOUNT_EMAIL && env.GOOGLE_SERVICE_ACCOUNT_PRIVATE_KEY
        ? (await import('./ports/google-sheets.js')).createGoogleSheets({
            serviceAccountEmail: env.GOOGLE_SERVICE_ACCOUNT_EMAIL,
            privateKey: env.GOOGLE_SERVICE_ACCOUNT_PRIVATE_KEY.replace(/\\n/g, '\n'),
          })
        : createOutboxSheets(db, { cellsFile: env.OFFLINE_SHEETS_FILE }),
    goHighLevel: env.GHL_ENABLED ? createGoHighLevel() : createOutboxGoHighLevel(db),
    secrets: createSecretBox(
      overrides.secretsKey ??
        loadSecretsKey({ secretsKey: env.SECRETS_KEY, dataDir: env.DATA_DIR, isProduction }),
    ),
    urlPolicy,
    config: {
      appUrl,
      brandName: env.BRAND_NAME,
      supportEmail: env.SUPPORT_EMAIL,
      company: {
        name: env.COMPANY_NAME ?? env.BRAND_NAME,
        address: env.COMPANY_ADDRESS ?? null,
        taxId: env.COMPANY_TAX_ID ?? null,
      },
      mailFrom: env.MAIL_FROM ?? null,
      metricsToken: env.METRICS_TOKEN ?? null,
      isProduction,
      webDist: webDist && existsSync(webDist) ? webDist : null,
      rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER,
      cspExtra: {
        script: env.CSP_EXTRA_SCRIPT_SRC,
        connect: env.CSP_EXTRA_CONNECT_SRC,
        media: env.CSP_EXTRA_MEDIA_SRC,
      },
    },
    state: {
      tableChanges: database.changes,
      publicMarketplace: new ListCache(database.changes, PUBLIC_MARKETPLACE_CACHE),
      pullApiPages: new ListCache(database.changes, PULL_API_CACHE),
      pageIndexes,
      rateLimitLeases: newRateLimitLeases(),
      verifiedApiKeys,
      downloadAllowances: new Map(),
      sessionUserQuery: prepareSessionUserQuery(db),
      webhookAgent: createGuardedAgent(urlPolicy),
      metrics,
      workerThreads,
      keptImportCheck: new KeptOnce(KEPT_IMPORT_CHECK_MS, () => clock.now().getTime()),
    },
  };
  return ctx;
}
