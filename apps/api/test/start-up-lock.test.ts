import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { leads, plans, promoCodes, users } from '../src/db/schema/index.js';
import { openStartUpDatabase } from '../src/seed/start-up.js';
import { rowsOf } from '../src/db/client.js';
import { ADMIN_PASSWORD, DEMO_API_KEY, DEMO_PASSWORD, createPostgresDatabase } from './helpers.js';

const INSTANCES = 3;
const LEADS = 40;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.DATABASE_URL);
const journal = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../drizzle/meta/_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };

const countOf = async (handle: DatabaseHandle, table: typeof users | typeof leads | typeof plans) =>
  Number((await handle.db.select({ value: count() }).from(table))[0]!.value);

describe('start-up under the advisory lock', () => {
  it.skipIf(!onPostgres)(
    `${INSTANCES} instances starting together on one new database migrate and seed it once (PostgreSQL only: PGlite is one process, so nothing races)`,
    async () => {
      const created = await createPostgresDatabase(process.env.DATABASE_URL!);
      const starts = await Promise.allSettled(
        Array.from({ length: INSTANCES }, () =>
          openStartUpDatabase({
            databaseUrl: created.url,
            dataDir: '',
            poolSize: 4,
            demo: {
              now: new Date('2026-11-21T15:00:00Z'),
              leadCount: LEADS,
              demoPassword: DEMO_PASSWORD,
              adminPassword: ADMIN_PASSWORD,
              demoApiKey: DEMO_API_KEY,
            },
          }),
        ),
      );
      const opened = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
      try {
        expect(starts.map((start) => start.status)).toEqual(Array(INSTANCES).fill('fulfilled'));
        const handle = opened[0]!.database;
        const migrations = await rowsOf<{ hash: string; times: number }>(
          handle.db,
          sql`select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash`,
        );
        expect(migrations).toHaveLength(journal.entries.length);
        expect(migrations.every((migration) => migration.times === 1)).toBe(true);

        expect(opened.filter((start) => start.seeded !== null)).toHaveLength(1);
        expect(await countOf(handle, users)).toBe(2);
        expect(await countOf(handle, leads)).toBe(LEADS);
        expect(await countOf(handle, plans)).toBe(6);
        expect(await handle.db.select().from(promoCodes)).toHaveLength(1);

        // Released once the start-up is done: a later instance or a migration tool would wait forever.
        const held = await rowsOf<{ locks: number }>(
          handle.db,
          sql`select count(*)::int as locks from pg_locks
              where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
        );
        expect(held[0]!.locks).toBe(0);
      } finally {
        await Promise.all(opened.map((start) => start.database.close()));
        await created.drop();
      }
    },
    120_000,
  );
});
