import PgBoss from 'pg-boss';
import type { AppContext } from '../context.js';
import type { DatabaseHandle } from '../db/client.js';
import { runMaintenance } from './maintenance.js';

export const MAINTENANCE_QUEUE = 'maintenance';

/**
 * The PostgreSQL-backed job queue (pg-boss): work survives restarts and runs once even with
 * several API instances. On PGlite it talks through the same embedded connection.
 */
export async function startJobQueue(ctx: AppContext, database: DatabaseHandle, log: (message: string, error?: unknown) => void) {
  const boss = database.connectionString
    ? new PgBoss({ connectionString: database.connectionString, max: 4 })
    : new PgBoss({ db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) } } as unknown as PgBoss.ConstructorOptions);
  boss.on('error', (error) => log('job queue error', error));
  await boss.start();
  await boss.createQueue(MAINTENANCE_QUEUE, { name: MAINTENANCE_QUEUE, policy: 'singleton', retryLimit: 0 } as PgBoss.Queue);
  await boss.schedule(MAINTENANCE_QUEUE, '* * * * *');
  await boss.work(MAINTENANCE_QUEUE, async () => {
    const summary = await runMaintenance(ctx);
    if (summary.expiredLeads || summary.renewed || summary.failed || summary.ended) log(`maintenance: ${JSON.stringify(summary)}`);
  });
  // Run once at start-up, so a server that was down catches up at once.
  await boss.send(MAINTENANCE_QUEUE, {}, { singletonKey: 'startup' });
  return {
    boss,
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}
