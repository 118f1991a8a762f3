// The product's API and its job queue in one process, as `npm start` runs them with RUN_JOBS (the
// default), but with webhooks allowed to a receiver on 127.0.0.1 as the API tests allow them
// (apps/api/test/helpers.ts): in production a loopback endpoint is refused (issue 15.10), and the
// speed-to-lead bench's receiver is one. Everything else is src/main.ts's start-up: the same
// context, app and startJobQueue, from the compiled build that production runs (bench/lib/servers.ts).
import { createApp } from '../../apps/api/dist/app.js';
import { loadEnv } from '../../apps/api/dist/config/env.js';
import { createContext } from '../../apps/api/dist/context.js';
import { openDatabase } from '../../apps/api/dist/db/client.js';
import { startJobQueue } from '../../apps/api/dist/jobs/queue.js';

const env = loadEnv();
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  poolSize: env.DATABASE_POOL_SIZE,
  dataDir: env.DATA_DIR,
});
const ctx = await createContext(env, database, { urlPolicy: { allowLoopback: true } });
const app = await createApp(ctx, { logger: { level: 'warn' } });
await app.listen({ port: env.PORT, host: env.HOST });
const jobs = await startJobQueue(ctx, database, (message, error) =>
  error ? app.log.error({ err: error }, message) : app.log.info(message),
);
// The bench waits for this line: the queue's workers are listening.
console.info('jobs started');

const stop = async () => {
  await jobs.stop();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
