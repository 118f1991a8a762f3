import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED, query, startCluster, type Cluster } from './cluster.js';

/**
 * Issue 23, on this machine: PostgreSQL primary, streaming replica, three API instances and HAProxy
 * (test/cluster/cluster.ts). The tests run in order on one cluster: each leaves it as it found it
 * (every instance and both servers running).
 */
const journal = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };

let cluster: Cluster;
const startedAt = Date.now();

beforeAll(async () => {
  cluster = await startCluster();
  console.info(`cluster started in ${Date.now() - startedAt} ms`);
});

afterAll(async () => {
  await cluster?.stop();
  console.info(`cluster run took ${Date.now() - startedAt} ms`);
});

describe('three instances starting at once on an empty database (issue 23.4)', () => {
  it('migrate it once and seed it once', async () => {
    const migrations = await query<{ hash: string; times: number }>(
      cluster.primary.url(),
      'select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash',
    );
    expect(migrations).toHaveLength(journal.entries.length);
    expect(migrations.filter((migration) => migration.times !== 1)).toEqual([]);

    const [counts] = await query<{
      users: number;
      admins: number;
      plans: number;
      leads: number;
      keys: number;
    }>(
      cluster.primary.url(),
      `select (select count(*)::int from users) as users,
              (select count(*)::int from users where role = 'admin') as admins,
              (select count(*)::int from plans) as plans,
              (select count(*)::int from leads) as leads,
              (select count(*)::int from api_keys) as keys`,
    );
    expect(counts).toEqual({ users: 2, admins: 1, plans: 6, leads: 2000, keys: 1 });

    // Exactly one instance created the demo data; the others waited for the lock and found it done.
    const seeders = cluster.instances.filter((instance) => instance.output.includes('Demo data created:'));
    expect(seeders).toHaveLength(1);
    expect(seeders[0]!.output).toContain(`Demo customer: ${SEED.demoEmail} / ${SEED.demoPassword}`);
    const waiters = cluster.instances.filter((instance) =>
      instance.output.includes('Another instance is migrating the database: waiting for it to finish.'),
    );
    expect(waiters).toHaveLength(2);
  });
});
