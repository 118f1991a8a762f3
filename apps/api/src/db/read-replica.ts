import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './client.js';
import * as schema from './schema/index.js';
import type { TableChanges } from './table-changes.js';

/** A position in PostgreSQL's write-ahead log ('16/B374D848'), as a number that compares. */
export function parseLsn(text: string | null | undefined): bigint | null {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text ?? '');
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

export const formatLsn = (lsn: bigint) =>
  `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;

/** How often each instance asks both servers where they are. */
const POLL_MS = 200;
/** A replica that does not answer within this is taken as gone (reads fall back within 2 s, issue 23.6). */
const REPLICA_TIMEOUT_MS = 1_000;
/** Stale-tolerant reads may be this far behind the primary, no further: with the 200 ms look, changes reach every instance within 1 s (issue 23.2). */
export const MAX_REPLICA_LAG_MS = 500;

/** Connection errors: the replica is gone, the read is run again on the primary. */
const GONE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

function isConnectionError(error: unknown): boolean {
  const failure = error as { code?: string; message?: string; cause?: unknown } | null;
  if (!failure) return false;
  if (failure.code && GONE_CODES.has(failure.code)) return true;
  if (
    /Connection terminated|timeout exceeded when trying to connect|Query read timeout/i.test(
      failure.message ?? '',
    )
  )
    return true;
  return failure.cause ? isConnectionError(failure.cause) : false;
}

/**
 * The streaming replica of DATABASE_REPLICA_URL, watched: every 200 ms this process reads the
 * primary's WAL position and how far the replica has replayed. A read goes to the replica only
 * while it answers, has replayed what the primary had written a second ago, and has replayed the
 * position the caller needs (its own last write, the last change to the lists); otherwise to the
 * primary. A read that finds the replica gone runs again on the primary at once (decision 033).
 */
export class ReadReplica {
  readonly db: Database;
  readonly #pool: pg.Pool;
  readonly #primary: pg.Pool;
  #timer: NodeJS.Timeout | null = null;
  #polling = false;
  /** The primary's positions, oldest first, each with when it was read. */
  #primaryPositions: { at: number; lsn: bigint }[] = [];
  #replayed: bigint | null = null;
  #isUp = false;
  /** Reads served by each server since start (GET /metrics; the cluster test). */
  readonly served = { replica: 0, primary: 0 };

  constructor(
    replicaUrl: string,
    primary: pg.Pool,
    poolSize: number,
    private readonly changes: TableChanges,
  ) {
    this.#primary = primary;
    this.#pool = new pg.Pool({
      connectionString: replicaUrl,
      max: poolSize,
      connectionTimeoutMillis: REPLICA_TIMEOUT_MS,
      idleTimeoutMillis: 30_000,
      query_timeout: 10_000,
      options: '-c jit=off',
    });
    this.#pool.on('error', () => this.#markGone());
    this.#pool.on('connect', (client) => client.on('error', () => undefined));
    this.db = drizzlePg(this.#pool, { schema }) as unknown as Database;
  }

  /** Starts watching; resolves after the first look, so the first requests already know. */
  async start() {
    await this.#poll();
    this.#timer = setInterval(() => void this.#poll(), POLL_MS);
    this.#timer.unref();
  }

  /** The primary's WAL position now: every write committed so far is at or before it. */
  async primaryPosition(): Promise<string | null> {
    const { rows } = await this.#primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    return rows[0]?.lsn ?? null;
  }

  get isUp() {
    return this.#isUp;
  }

  /** Whether a read needing `atLeast` (null: nothing in particular) may go to the replica now. */
  canServe(atLeast: bigint | null): boolean {
    if (!this.#isUp || this.#replayed === null) return false;
    if (atLeast !== null && this.#replayed < atLeast) return false;
    const cutoff = Date.now() - MAX_REPLICA_LAG_MS;
    let required: bigint | null = null;
    for (const position of this.#primaryPositions) {
      if (position.at > cutoff) break;
      required = position.lsn;
    }
    return required === null || this.#replayed >= required;
  }

  /** Runs `read` on the replica when it can serve it, on the primary otherwise or when the replica fails. */
  async run<T>(primaryDb: Database, atLeast: bigint | null, read: (db: Database) => Promise<T>): Promise<T> {
    if (this.canServe(atLeast)) {
      try {
        const result = await read(this.db);
        this.served.replica += 1;
        return result;
      } catch (error) {
        if (!isConnectionError(error)) throw error;
        this.#markGone();
      }
    }
    this.served.primary += 1;
    return read(primaryDb);
  }

  #markGone() {
    this.#isUp = false;
    this.#replayed = null;
  }

  async #poll() {
    if (this.#polling) return;
    this.#polling = true;
    try {
      const queriedAt = performance.now();
      const [primary, replica] = await Promise.allSettled([
        this.#primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn'),
        this.#queryReplica(),
      ]);
      const now = Date.now();
      if (primary.status === 'fulfilled') {
        const lsn = parseLsn(primary.value.rows[0]?.lsn);
        if (lsn !== null) {
          this.#primaryPositions.push({ at: now, lsn });
          this.changes.placeChanges(queriedAt, lsn);
        }
        const keepFrom = now - 3 * MAX_REPLICA_LAG_MS;
        while (this.#primaryPositions.length > 2 && this.#primaryPositions[1]!.at < keepFrom)
          this.#primaryPositions.shift();
      }
      if (replica.status === 'fulfilled' && replica.value !== null) {
        this.#replayed = replica.value;
        this.#isUp = true;
      } else {
        this.#markGone();
      }
    } finally {
      this.#polling = false;
    }
  }

  async #queryReplica(): Promise<bigint | null> {
    const client = await this.#pool.connect();
    let broken = false;
    const timer = setTimeout(() => {
      broken = true;
      client.release(true);
    }, REPLICA_TIMEOUT_MS);
    try {
      // On a server that is not a standby (a promoted replica) this is null: nothing replayed.
      const { rows } = await client.query<{ lsn: string | null; standby: boolean }>(
        'select pg_last_wal_replay_lsn()::text as lsn, pg_is_in_recovery() as standby',
      );
      return rows[0]?.standby ? parseLsn(rows[0].lsn) : null;
    } finally {
      clearTimeout(timer);
      if (!broken) client.release();
    }
  }

  async close() {
    if (this.#timer) clearInterval(this.#timer);
    await this.#pool.end().catch(() => undefined);
  }
}
