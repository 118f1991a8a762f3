import PgBoss from 'pg-boss';
import type { AppContext } from '../context.js';
import { withAdvisoryLock } from '../db/advisory-lock.js';
import type { DatabaseHandle } from '../db/client.js';
import {
  INTEGRATION_ATTEMPT_BATCH,
  INTEGRATION_QUEUE,
  WEBHOOK_ATTEMPT_BATCH,
  WEBHOOK_QUEUE,
  attemptIntegrationDeliveries,
  webhookDeliveryWindow,
} from '../modules/webhooks/index.js';
import { IMPORT_QUEUE, processImportBatch } from '../modules/lead-imports/index.js';
import { deliverMail } from '../modules/messages/index.js';
import { EMAIL_QUEUE } from '../ports/email.js';
import { enforceRetention } from '../modules/retention/index.js';
import { DATA_EXPORT_QUEUE, buildDataExport } from '../modules/data-exports/index.js';
import { runMaintenance } from './maintenance.js';

export const MAINTENANCE_QUEUE = 'maintenance';
/** docs/privacy.md: the retention rules, once a day at 08:30 UTC (before the 10:00 Central publish). */
export const RETENTION_QUEUE = 'retention';

/** Webhook attempts a worker makes at once: a publish run queues one per matched saved search. */
const WEBHOOK_BATCH = WEBHOOK_ATTEMPT_BATCH;

/** How long stopping waits for webhook attempts on the wire (main.ts gives the whole stop 10 s). */
const WEBHOOK_DRAIN_MS = 3_000;

/** pg-boss's own start-up (its schema) and the queues' creation, one instance at a time. */
const JOB_QUEUE_LOCK_KEY = '8317501929640219';

/**
 * Every queue and its settings. `expireInSeconds` is how long a job may stay active before pg-boss
 * counts its worker gone (an instance killed mid-job) and fails or retries it, so that another
 * instance can run it (issue 23.3): the maintenance job takes seconds, so its singleton is freed
 * after 5 minutes rather than pg-boss's 15. Deliveries, mails, imports and data exports keep their
 * state in their own rows and are found again by the maintenance sweep once their claim is stale.
 */
const QUEUES: PgBoss.Queue[] = [
  { name: MAINTENANCE_QUEUE, policy: 'singleton', retryLimit: 0, expireInSeconds: 300 },
  { name: RETENTION_QUEUE, policy: 'singleton', retryLimit: 2, expireInSeconds: 3_600 },
  { name: DATA_EXPORT_QUEUE, retryLimit: 0 },
  { name: IMPORT_QUEUE, retryLimit: 0 },
  { name: WEBHOOK_QUEUE, retryLimit: 3, retryDelay: 30 },
  { name: INTEGRATION_QUEUE, retryLimit: 3, retryDelay: 30 },
  { name: EMAIL_QUEUE, retryLimit: 0 },
];

async function setUpQueues(boss: PgBoss) {
  await boss.start();
  // Created once; updated at every start, so a changed setting reaches an existing database.
  for (const queue of QUEUES) {
    await boss.createQueue(queue.name, queue);
    await boss.updateQueue(queue.name, queue);
  }
  await boss.schedule(MAINTENANCE_QUEUE, '* * * * *');
  await boss.schedule(RETENTION_QUEUE, '30 8 * * *');
}

/**
 * The PostgreSQL-backed job queue (pg-boss): work survives restarts and runs once even with
 * several API instances. On PGlite it talks through the same embedded connection.
 */
export async function startJobQueue(
  ctx: AppContext,
  database: DatabaseHandle,
  log: (message: string, error?: unknown) => void,
) {
  const boss = database.connectionString
    ? new PgBoss({ connectionString: database.connectionString, max: 4 })
    : new PgBoss({
        db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
      } as unknown as PgBoss.ConstructorOptions);
  boss.on('error', (error) => log('job queue error', error));
  // Instances starting together create pg-boss's tables and queues one after the other: side by
  // side their DDL deadlocked and one instance died at start (the cluster test, issue 23.4).
  if (database.connectionString)
    await withAdvisoryLock(database.connectionString, JOB_QUEUE_LOCK_KEY, () => setUpQueues(boss));
  else await setUpQueues(boss);
  await boss.work(MAINTENANCE_QUEUE, async () => {
    const summary = await runMaintenance(ctx);
    if (summary.expiredLeads || summary.renewed || summary.failed || summary.ended)
      log(`maintenance: ${JSON.stringify(summary)}`);
  });
  await boss.work(RETENTION_QUEUE, async () => {
    log(`retention: ${JSON.stringify(await enforceRetention(ctx))}`);
  });
  /**
   * Each queue's local worker: a job sent by this instance wakes it at once rather than at its next
   * poll (every 2 s), so a mail, a webhook or an import starts within milliseconds (issue 24.3, speed
   * to lead). Jobs sent by another instance are still found by polling.
   */
  const workers = new Map<string, string>();
  /**
   * A worker that polls fetches its next batch after the poll interval; a full batch means more are
   * waiting, so it fetches again at once (a publish run's thousand deliveries went at a batch per
   * 0.5 s otherwise: 50 a second, issue 24.3).
   */
  const backToBack =
    <T>(name: string, batchSize: number, handle: (jobs: PgBoss.Job<T>[]) => Promise<void>) =>
    async (jobs: PgBoss.Job<T>[]) => {
      await handle(jobs);
      const worker = workers.get(name);
      if (worker && jobs.length >= batchSize) boss.notifyWorker(worker);
    };
  workers.set(
    DATA_EXPORT_QUEUE,
    await boss.work<{ id: string }>(DATA_EXPORT_QUEUE, async (jobs) => {
      // A failed build is marked failed on its row; the member sees it and can ask again.
      for (const job of jobs) await buildDataExport(ctx, job.data.id);
    }),
  );
  workers.set(
    IMPORT_QUEUE,
    await boss.work<{ id: string }>(IMPORT_QUEUE, async (jobs) => {
      for (const job of jobs) await processImportBatch(ctx, job.data.id);
    }),
  );
  // Side by side, with the statements per batch: each attempt mostly waits on the member's server,
  // up to 15 s, and the next batch is fetched as soon as the window has room for it, not when the
  // slowest receiver of this one answers (issue 24.3, delivery-window.ts).
  const webhookWindow = webhookDeliveryWindow(ctx, log);
  workers.set(
    WEBHOOK_QUEUE,
    await boss.work<{ id: string }>(
      WEBHOOK_QUEUE,
      { batchSize: WEBHOOK_BATCH, pollingIntervalSeconds: 0.5 },
      backToBack(WEBHOOK_QUEUE, WEBHOOK_BATCH, async (jobs) => {
        await webhookWindow.take(jobs.map((job) => job.data.id));
      }),
    ),
  );
  workers.set(
    INTEGRATION_QUEUE,
    await boss.work<{ id: string }>(
      INTEGRATION_QUEUE,
      { batchSize: INTEGRATION_ATTEMPT_BATCH, pollingIntervalSeconds: 0.5 },
      backToBack(INTEGRATION_QUEUE, INTEGRATION_ATTEMPT_BATCH, async (jobs) => {
        await attemptIntegrationDeliveries(
          ctx,
          jobs.map((job) => job.data.id),
        );
      }),
    ),
  );
  // Retries follow the mail's own schedule (mail-delivery.service.ts), not pg-boss's.
  workers.set(
    EMAIL_QUEUE,
    await boss.work<{ id: string }>(
      EMAIL_QUEUE,
      { batchSize: 5, pollingIntervalSeconds: 0.5 },
      backToBack(EMAIL_QUEUE, 5, async (jobs) => {
        for (const job of jobs) await deliverMail(ctx, job.data.id);
      }),
    ),
  );
  ctx.queue = {
    send: async (name, data, options = {}) => {
      await boss.send(name, data, {
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
      const worker = workers.get(name);
      if (worker && !options.startAfterSeconds) boss.notifyWorker(worker);
    },
    sendMany: async (name, data) => {
      if (data.length === 0) return;
      await boss.insert(data.map((job) => ({ name, data: job })));
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    },
  };
  // Run once at start-up, so a server that was down catches up at once.
  await boss.send(MAINTENANCE_QUEUE, {}, { singletonKey: 'startup' });
  return {
    boss,
    stop: async () => {
      ctx.queue = null;
      await boss.stop({ graceful: true, timeout: 5_000 });
      // Attempts already on the wire are recorded before the database closes, within the
      // process's time to stop (main.ts); one cut short is sent again by the sweep.
      await webhookWindow.drain(WEBHOOK_DRAIN_MS);
    },
  };
}
