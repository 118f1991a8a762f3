import pg from 'pg';

/**
 * The lock that migrations and seeding run under (decision 015): a fixed 64-bit number of this
 * product. pg-boss takes its own advisory locks on hashes of its schema name, never this one.
 */
export const START_UP_LOCK_KEY = '8317501929640218';

/**
 * Runs `work` while this process holds a PostgreSQL advisory lock, taken on a connection of its own
 * so that it lasts across the pool's connections and transactions: instances that start together
 * take turns. `onWait` is called when another holder makes this one wait. Should the process die,
 * its connection closes and the lock goes with it.
 */
export async function withAdvisoryLock<T>(
  connectionString: string,
  key: string,
  work: () => Promise<T>,
  onWait?: () => void,
): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  // A lost connection fails the query in flight; without a listener its 'error' event would end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1::bigint) as locked',
      [key],
    );
    if (!rows[0]?.locked) {
      onWait?.();
      await client.query('select pg_advisory_lock($1::bigint)', [key]);
    }
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1::bigint)', [key]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
