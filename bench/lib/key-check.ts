import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../apps/api/src/context.js';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { systemClock } from '../../apps/api/src/lib/time.js';
import { VerifiedApiKeys, requireApiKeyOwner } from '../../apps/api/src/http/api-key.js';
import { median } from './stats.js';

const CACHED_CHECKS = 20_000;
/** Rounds of CACHED_CHECKS after one round of warm-up (the compiler's), median reported. */
const CACHED_ROUNDS = 5;
const UNCACHED_CHECKS = 1_000;
const LISTENER_WAIT_MS = 10_000;

export interface KeyCheckCost {
  /** CPU per verification of a key verified moments ago (the pull API's steady state). */
  cachedMicros: number;
  /** CPU per verification that asks the database (a key's first call, or every call without the cache). */
  uncachedMicros: number;
}

async function cpuMicrosPerCall(calls: number, call: () => unknown): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < calls; i += 1) await call();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / calls;
}

/**
 * The API key check alone (apps/api/src/http/api-key.ts), in this process: what it adds to each
 * pull API request, compared in the report with the server's CPU per pull request.
 */
export async function measureKeyCheck(databaseUrl: string, apiKey: string): Promise<KeyCheckCost> {
  const database = await openDatabase({ databaseUrl, dataDir: '', poolSize: 1 });
  try {
    const verifiedApiKeys = new VerifiedApiKeys();
    // A verified key is kept only while this process hears every other writer (a revocation made
    // elsewhere), as the API's own context has it: wait until the database's listener is up.
    const tableChanges = database.changes;
    for (let waited = 0; !tableChanges.isComplete; waited += 50) {
      if (waited >= LISTENER_WAIT_MS)
        throw new Error(`The table-change listener was not up within ${LISTENER_WAIT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const ctx = {
      db: database.db,
      clock: systemClock,
      state: { verifiedApiKeys, tableChanges },
    } as unknown as AppContext;
    const request = { headers: { 'x-api-key': apiKey } } as unknown as FastifyRequest;
    const check = () => requireApiKeyOwner(ctx, request);
    await cpuMicrosPerCall(CACHED_CHECKS, check);
    const rounds: number[] = [];
    for (let round = 0; round < CACHED_ROUNDS; round += 1)
      rounds.push(await cpuMicrosPerCall(CACHED_CHECKS, check));
    const cachedMicros = median(rounds);
    const uncachedMicros = await cpuMicrosPerCall(UNCACHED_CHECKS, () => {
      verifiedApiKeys.forget();
      return check();
    });
    return { cachedMicros, uncachedMicros };
  } finally {
    await database.close();
  }
}
