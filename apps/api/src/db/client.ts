import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { CacheNotices } from './cache-notices.js';
import { lockDataDir } from './data-dir-lock.js';
import { ReadReplica } from './read-replica.js';
import { START_UP_LOCK_KEY, withAdvisoryLock } from './advisory-lock.js';
import * as schema from './schema/index.js';
import { TableChanges, listenForOtherWriters, watchPgliteWrites, watchPoolWrites } from './table-changes.js';

export type Schema = typeof schema;
/** One type for both drivers: the services never know which database they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Raw SQL for libraries that bring their own queries (the pg-boss job queue). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  connectionString: string | null;
  /** The PostgreSQL pool's connections (none on PGlite), for the metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** Changes to leads and purchases this process has seen or heard of (decision 012). */
  changes: TableChanges;
  /** Drops of per-process caches announced by any process (db/cache-notices.ts). */
  notices: CacheNotices;
  /** The watched read replica, when DATABASE_REPLICA_URL is set. */
  replica: ReadReplica | null;
  close(): Promise<void>;
}

/** apps/api/drizzle, from src/db (tsx) and from dist/db (the production build) alike. */
export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

/** The contrib extensions the migrations create (radius search, fuzzy search). */
export const PGLITE_EXTENSIONS = { cube, earthdistance, pg_trgm };

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** A folder for PGlite's files, or 'memory://' for a throwaway database. */
  dataDir: string;
  poolSize?: number;
  /** A streaming replica for reads that may be a little stale (db/read-replica.ts); PostgreSQL only. */
  replicaUrl?: string | undefined;
  /** Runs right after the migrations, under the same lock on PostgreSQL (the seeding, at start-up). */
  afterMigrations?: (db: Database) => Promise<void>;
  /** PGlite in memory only: start from this dump of another database's files (the API tests' templates). */
  loadDataDir?: Blob;
}

/**
 * Opens PostgreSQL when a URL is given, embedded PGlite otherwise, and applies every migration (on
 * PostgreSQL under an advisory lock, so that instances starting together migrate once).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      // JIT compiles any plan costed above 100,000 (a radius search over 1,000,000 leads is), which
      // adds about 100 ms to a query that runs in 1 ms: short OLTP queries are all this API sends.
      options: '-c jit=off',
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
    // Nor may a checked-out one (a transaction between two queries when the server goes away): its
    // 'error' event would have no listener and end the process. The transaction's next query fails
    // and the request gets its 503; the pool then drops the broken client.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const changes = new TableChanges({ hearsOthers: false });
    watchPoolWrites(pool, changes);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    // Several instances starting together: one migrates and seeds, the others wait and find it done.
    await withAdvisoryLock(
      options.databaseUrl,
      START_UP_LOCK_KEY,
      async () => {
        await migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
        await options.afterMigrations?.(db);
      },
      () => console.info('Another instance is migrating the database: waiting for it to finish.'),
    );
    const notices = new CacheNotices();
    const stopListening = listenForOtherWriters(options.databaseUrl, changes, notices);
    const replica = options.replicaUrl
      ? new ReadReplica(options.replicaUrl, pool, options.poolSize ?? 20, changes)
      : null;
    await replica?.start();
    return {
      db,
      kind: 'postgres',
      connectionString: options.databaseUrl,
      changes,
      notices,
      replica,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      executeSql: async (text, values) => ({ rows: (await pool.query(text, values as unknown[])).rows }),
      close: async () => {
        await stopListening();
        await replica?.close();
        await pool.end();
      },
    };
  }
  const dataDir = options.dataDir;
  const isMemory = dataDir.startsWith('memory://');
  if (!isMemory) mkdirSync(path.resolve(dataDir), { recursive: true });
  // Refused before PGlite loads: a second process on the folder would overwrite the first's pages.
  const unlock = isMemory ? () => undefined : lockDataDir(dataDir);
  try {
    return await openPglite(options, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPglite(options: OpenDatabaseOptions, unlock: () => void): Promise<DatabaseHandle> {
  const dataDir = options.dataDir;
  const isMemory = dataDir.startsWith('memory://');
  const client = await PGlite.create({
    ...(isMemory ? {} : { dataDir: path.resolve(dataDir) }),
    ...(isMemory && options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
  });
  // One process owns a PGlite folder: every write passes through this client.
  const changes = new TableChanges({ hearsOthers: true });
  watchPgliteWrites(client, changes);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  // No advisory lock: the folder's lock file (above) keeps every other process out.
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  await options.afterMigrations?.(db);
  return {
    db,
    kind: 'pglite',
    connectionString: null,
    changes,
    notices: new CacheNotices(),
    replica: null,
    // PGlite runs several statements only without parameters (exec), one with them (query).
    executeSql: async (text, values) => {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return { rows: (await client.query(text, values as unknown[])).rows };
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/** Rows of a raw SQL query, whatever the driver (both return `{ rows }`). */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Rows of a raw SQL statement run as a named prepared statement: PostgreSQL parses and plans it
 * once per connection instead of at every call (the hot paths of decision 011). The statement's
 * text must be the same at every call under one name: values go in as parameters, never inlined.
 * PGlite has no named statements and runs it as usual.
 */
export async function rowsOfPrepared<T>(db: DbOrTx, name: string, query: SQL): Promise<T[]> {
  const database = db as unknown as {
    dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
    _: { session: { prepareQuery(...args: unknown[]): { execute(): Promise<unknown> } } };
  };
  const built = database.dialect.sqlToQuery(query);
  const prepared = database._.session.prepareQuery(built, undefined, name, false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}
