import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/api/src/db/client.js';
import { seedCatalogue } from '../../apps/api/src/seed/index.js';

/** The shared PostgreSQL server the bench makes its own database on (never one it did not create). */
export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  name: string;
  url: string;
  pool: pg.Pool;
  /** Runs SQL text (several statements allowed) and returns the last result's rows. */
  exec(sql: string): Promise<unknown[]>;
  drop(): Promise<void>;
}

function urlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database bench_<hex> with the product's migrations and catalogue applied, as `npm start`
 * would leave it, but without demo data (the bench loads its own).
 */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = urlOf(adminUrl, name);
  const migrated = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 2 });
  await seedCatalogue(migrated.db);
  await migrated.close();
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  return {
    name,
    url,
    pool,
    exec: async (sql) => {
      const result = (await pool.query(sql)) as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [];
    },
    drop: async () => {
      await pool.end();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** An embedded PGlite database in a folder, migrated and with the catalogue, as `npm start` makes it. */
export async function openPgliteFolder(dataDir: string): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir });
  await seedCatalogue(handle.db);
  return handle;
}
