import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';
import { CACHE_CHANNEL, type CacheNotices } from './cache-notices.js';

/**
 * When the lead lists may have changed, for the caches of lists (lib/list-cache.ts). A counter goes
 * up after every committed write to leads or lead_purchases: this process's own writes are seen
 * by the driver the moment they commit, before the request that made them answers; everyone
 * else's (other processes, scripts, psql) arrive a few milliseconds after their commit as a
 * PostgreSQL notification (migration 0007). While that channel is down nothing may be cached.
 */
export class TableChanges {
  #generation = 0;
  #hearsOthers: boolean;
  /** The primary's WAL position that covers every change heard of (db/read-replica.ts). */
  #coveredLsn = 0n;
  /** performance.now() of a change heard of whose position is not known yet; null when none. */
  #unplacedSince: number | null = null;

  constructor(options: { hearsOthers: boolean }) {
    this.#hearsOthers = options.hearsOthers;
  }

  /** Changes with every committed write to the watched tables. */
  get generation(): number {
    return this.#generation;
  }

  /** Whether every writer's changes reach this process (cached lists are trusted only then). */
  get isComplete(): boolean {
    return this.#hearsOthers;
  }

  noteChange(): void {
    this.#generation += 1;
  }

  /** A committed write to the watched tables: cached lists go, and a replica must replay past it. */
  noteWrite(): void {
    this.#unplacedSince = performance.now();
    this.noteChange();
  }

  setHearsOthers(hears: boolean): void {
    this.#hearsOthers = hears;
    // What was missed while deaf is placed by the next look at the primary's position.
    this.noteWrite();
  }

  /**
   * The WAL position a replica must have replayed to serve the lists without missing a change
   * heard of; the largest possible while a change's position is not known yet (the primary, then).
   */
  get requiredLsn(): bigint {
    return this.#unplacedSince === null ? this.#coveredLsn : 0xffffffffffffffffn;
  }

  /** The primary's position, read by a query that started at `queriedAt` (performance.now()). */
  placeChanges(queriedAt: number, primaryLsn: bigint): void {
    if (this.#unplacedSince === null || this.#unplacedSince >= queriedAt) return;
    // Every change noted before the query started had committed, so its position is at most this.
    if (primaryLsn > this.#coveredLsn) this.#coveredLsn = primaryLsn;
    this.#unplacedSince = null;
  }
}

/** The notification channel of migration 0007. */
export const CHANGES_CHANNEL = 'lead_lists_changed';

const WATCHED_WRITE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?public"?\.)?"?(?:leads|lead_purchases)"?(?![\w])/i;
const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i;
/** The end of a transaction; not `rollback to savepoint`, which ends only a nested one. */
const END = /^\s*(?:commit|end|abort|rollback(?!\s+to\b))\b/i;

/** What a statement does to the watched tables' committed state, from its text. */
export function classifyStatement(text: string): 'begin' | 'end' | 'write' | null {
  if (BEGIN.test(text)) return 'begin';
  if (END.test(text)) return 'end';
  return WATCHED_WRITE.test(text) ? 'write' : null;
}

/**
 * Follows one connection's statements: a watched write outside a transaction counts when it
 * completes, one inside a transaction when the transaction ends (a rollback counts too: harmless).
 */
class ConnectionWatch {
  #inTransaction = false;
  #wrote = false;

  constructor(private readonly changes: TableChanges) {}

  /** Called as a statement is sent; returns what to do once it has completed. */
  sent(text: string | undefined): (() => void) | null {
    const kind = text ? classifyStatement(text) : null;
    if (kind === 'begin') {
      this.#inTransaction = true;
      this.#wrote = false;
      return null;
    }
    if (kind === 'end') {
      const wrote = this.#wrote;
      this.#inTransaction = false;
      this.#wrote = false;
      return wrote ? () => this.changes.noteWrite() : null;
    }
    if (kind === 'write') {
      if (this.#inTransaction) {
        this.#wrote = true;
        return null;
      }
      return () => this.changes.noteWrite();
    }
    return null;
  }
}

type QueryFunction = (...args: unknown[]) => unknown;

/** node-postgres: watches every client the pool opens (pool.query and transactions alike). */
export function watchPoolWrites(pool: pg.Pool, changes: TableChanges): void {
  pool.on('connect', (client) => {
    const watch = new ConnectionWatch(changes);
    const query = client.query.bind(client) as QueryFunction;
    (client as unknown as { query: QueryFunction }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string } | undefined;
      const done = watch.sent(typeof first === 'string' ? first : first?.text);
      if (!done) return query(...args);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (...results: unknown[]) => {
          done();
          return (callback as QueryFunction)(...results);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) result.then(done, done);
      else done();
      return result;
    };
  });
}

/** PGlite: watches plain queries and transactions of the one embedded connection. */
export function watchPgliteWrites(client: PGlite, changes: TableChanges): void {
  const query = client.query.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    try {
      return await query(...args);
    } finally {
      if (classifyStatement(args[0]) === 'write') changes.noteChange();
    }
  }) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = (async <T>(callback: (tx: PgliteTransaction) => Promise<T>) => {
    let wrote = false;
    try {
      return await transaction(async (tx) => {
        const txQuery = tx.query.bind(tx);
        tx.query = (async (...args: Parameters<PgliteTransaction['query']>) => {
          if (classifyStatement(args[0]) === 'write') wrote = true;
          return txQuery(...args);
        }) as PgliteTransaction['query'];
        return callback(tx);
      });
    } finally {
      if (wrote) changes.noteChange();
    }
  }) as PGlite['transaction'];
}

const RECONNECT_MS = 1_000;

/**
 * Listens for other writers' changes on a connection of its own, reconnecting after a loss (until
 * then, `isComplete` is false and lists are read afresh). Returns the function that stops it.
 */
export function listenForOtherWriters(
  connectionString: string,
  changes: TableChanges,
  notices: CacheNotices,
): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const lost = () => {
    changes.setHearsOthers(false);
    notices.dropAll();
    client?.removeAllListeners();
    client?.on('error', () => undefined);
    void client?.end().catch(() => undefined);
    client = null;
    if (!stopped && !timer) {
      timer = setTimeout(() => {
        timer = null;
        void connect();
      }, RECONNECT_MS);
      timer.unref();
    }
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL) notices.receive(message.payload ?? '');
      else changes.noteWrite();
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}; listen ${CACHE_CHANNEL}`);
      if (stopped) return void (await next.end());
      changes.setHearsOthers(true);
      // Whatever was said while this process was not listening is lost: start every cache afresh.
      notices.dropAll();
    } catch {
      if (client === next) lost();
    }
  };

  void connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const last = client;
    client = null;
    last?.removeAllListeners();
    last?.on('error', () => undefined);
    await last?.end().catch(() => undefined);
  };
}
