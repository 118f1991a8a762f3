import { createApp } from './app.js';
import { createContext } from './context.js';
import { loggerOptions } from './http/logger.js';
import { defaultWebDist, loadEnv } from './config/env.js';
import { openStartUpDatabase } from './seed/start-up.js';
import { describeSeededDemo } from './seed/seed-notice.js';

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
    poolSize: env.DATABASE_POOL_SIZE,
    replicaUrl: env.DATABASE_REPLICA_URL,
    dataDir: env.DATA_DIR,
    demo: env.SEED_DEMO
      ? {
          now: new Date(),
          demoPassword: env.SEED_DEMO_PASSWORD,
          adminPassword: env.SEED_ADMIN_PASSWORD,
          demoApiKey: env.SEED_DEMO_API_KEY,
        }
      : null,
  });

  const port = env.PORT;
  const ctx = await createContext(env, database);
  const appUrl = ctx.config.appUrl;
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
      ctx.mailTransport?.close();
      await ctx.state.workerThreads.close();
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
  if (!ctx.config.webDist)
    app.log.warn(
      `No web build at ${env.WEB_DIST ?? defaultWebDist()}: run "npm run build" to serve the site.`,
    );
  if (seeded) console.info(describeSeededDemo(seeded, { isProduction: ctx.config.isProduction }));
  console.info(
    `${env.BRAND_NAME} is running at ${appUrl} (${database.kind}, ready in ${Date.now() - startedAt} ms)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
