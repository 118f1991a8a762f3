import { existsSync } from 'node:fs';
import { createApp } from './app.js';
import { loggerOptions } from './lib/logger.js';
import type { AppContext } from './context.js';
import { defaultWebDist, loadEnv } from './config/env.js';
import { openStartUpDatabase } from './db/start-up.js';
import { describeSeededDemo } from './db/seed/seed-notice.js';
import { systemClock } from './lib/time.js';
import { createOfflinePayments } from './ports/offline-payments.js';
import { loadSecretsKey } from './config/secrets-key.js';
import { createSecretBox } from './lib/secret-box.js';
import { createOutboxGoHighLevel, createOutboxSheets } from './ports/offline-channels.js';
import { createGoHighLevel } from './ports/go-high-level.js';
import { createOutboxEmail } from './ports/email.js';
import { createOutboxSms } from './ports/sms.js';
import { createTwilioSms } from './ports/twilio-sms.js';

/** A handler whose client hung up may still be writing (lib/in-flight.ts): it gets this long to finish. */
const DRAIN_TIMEOUT_MS = 5_000;
/** Past this, shutting down gives up and exits with an error. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Starts the product: migrate, seed on first start, serve the API and the web app, stop cleanly. */
async function main() {
  const env = loadEnv();
  const startedAt = Date.now();
  const { database, seeded } = await openStartUpDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    demo: env.SEED_DEMO
      ? {
          now: systemClock.now(),
          demoPassword: env.SEED_DEMO_PASSWORD,
          adminPassword: env.SEED_ADMIN_PASSWORD,
          demoApiKey: env.SEED_DEMO_API_KEY,
        }
      : null,
  });

  const webDist = env.WEB_DIST ?? defaultWebDist();
  const port = env.PORT;
  const appUrl = env.APP_URL ?? `http://localhost:${port}`;
  const ctx: AppContext = {
    db: database.db,
    dbKind: database.kind,
    clock: systemClock,
    email: createOutboxEmail(database.db),
    sms:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? createTwilioSms({
            accountSid: env.TWILIO_ACCOUNT_SID,
            authToken: env.TWILIO_AUTH_TOKEN,
            from: env.TWILIO_FROM,
          })
        : createOutboxSms(database.db),
    // The Stripe and Google SDKs load only when configured: they weigh on every cold start.
    payments: env.STRIPE_SECRET_KEY
      ? (await import('./ports/stripe-payments.js')).createStripePayments({
          secretKey: env.STRIPE_SECRET_KEY,
        })
      : createOfflinePayments(database.db),
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
    sheets:
      env.GOOGLE_SERVICE_ACCOUNT_EMAIL && env.GOOGLE_SERVICE_ACCOUNT_PRIVATE_KEY
        ? (await import('./ports/google-sheets.js')).createGoogleSheets({
            serviceAccountEmail: env.GOOGLE_SERVICE_ACCOUNT_EMAIL,
            privateKey: env.GOOGLE_SERVICE_ACCOUNT_PRIVATE_KEY.replace(/\\n/g, '\n'),
          })
        : createOutboxSheets(database.db),
    goHighLevel: env.GHL_ENABLED ? createGoHighLevel() : createOutboxGoHighLevel(database.db),
    secrets: createSecretBox(
      loadSecretsKey({
        secretsKey: env.SECRETS_KEY,
        dataDir: env.DATA_DIR,
        isProduction: env.NODE_ENV === 'production',
      }),
    ),
    urlPolicy: { allowLoopback: false },
    config: {
      appUrl,
      brandName: env.BRAND_NAME,
      supportEmail: env.SUPPORT_EMAIL,
      isProduction: env.NODE_ENV === 'production',
      webDist: existsSync(webDist) ? webDist : null,
      rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER,
      cspExtra: {
        script: env.CSP_EXTRA_SCRIPT_SRC,
        connect: env.CSP_EXTRA_CONNECT_SRC,
        media: env.CSP_EXTRA_MEDIA_SRC,
      },
    },
  };
  const app = await createApp(ctx, {
    trustProxy: env.TRUST_PROXY,
    logger: loggerOptions(env.LOG_LEVEL),
  });

  let stopping = false;
  let jobs: { stop(): Promise<void> } | null = null;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing in-flight requests and closing`);
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await jobs?.stop();
      await app.close();
      await app.inFlightWork.drain(DRAIN_TIMEOUT_MS);
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port, host: env.HOST });
  if (env.RUN_JOBS) {
    // Loaded after listening, so the first page is served while the job queue (pg-boss) starts.
    const { startJobQueue } = await import('./jobs/queue.js');
    jobs = await startJobQueue(ctx, database, (message, error) =>
      error ? app.log.error({ err: error }, message) : app.log.info(message),
    );
  }
  if (!ctx.config.webDist) app.log.warn(`No web build at ${webDist}: run "npm run build" to serve the site.`);
  if (seeded) console.info(describeSeededDemo(seeded, { isProduction: ctx.config.isProduction }));
  console.info(
    `${env.BRAND_NAME} is running at ${appUrl} (${database.kind}, ready in ${Date.now() - startedAt} ms)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
