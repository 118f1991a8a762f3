import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type DatabaseHandle } from '../../src/db/client.js';
import { premiumCreditGrants } from '../../src/db/schema/index.js';
import { DAY_MS, ManualClock } from '../../src/lib/time.js';
import { createCustomer, createLead, createTestContext, fundWallet, sessionFor } from '../helpers.js';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { findInvariantViolations } from './invariants.js';
import { startMixedLoad, type Call, type LoadBuyer, type LoadResources } from './mixed-load.js';
import {
  createPrivateCluster,
  privateClusterUnavailableReason,
  type PrivateCluster,
} from './private-postgres.js';

/**
 * Issue 9, database outage: PostgreSQL (a private cluster, never the shared one) is stopped for
 * 20 s under a mixed load of about 40 requests a second against the real API process. While it is
 * away every answer is a 503 with the error envelope and Retry-After; the API recovers by itself
 * within 10 s of the database's return; every write it acknowledged is in the database afterwards.
 */
const skipReason = !process.env.DATABASE_URL
  ? 'needs DATABASE_URL: it runs in the PostgreSQL pass of the suite'
  : privateClusterUnavailableReason();
const CLUSTER_PORT = 5433;
const API_PORT = 5510;
const INTERVAL_MS = 25;
const WARM_UP_MS = 4_000;
const OUTAGE_MS = 20_000;
const AFTER_RETURN_MS = 12_000;
const RECOVERY_LIMIT_MS = 10_000;
const BUYERS = 8;
const UNAVAILABLE_ENVELOPE = {
  message: 'Error',
  result: null,
  detail: 'The service is briefly unavailable. Please try again in a few seconds.',
};

let cluster: PrivateCluster;
let api: ApiProcess;

beforeAll(async () => {
  if (skipReason) return;
  cluster = await createPrivateCluster(CLUSTER_PORT);
  api = await startApiProcess({ databaseUrl: cluster.url, port: API_PORT, runJobs: true });
});

afterAll(async () => {
  if (skipReason) return;
  await api?.stop();
  await cluster?.destroy();
});

const withDatabase = async <T>(run: (database: DatabaseHandle) => Promise<T>) => {
  const database = await openDatabase({ dataDir: '', databaseUrl: cluster.url, poolSize: 4 });
  try {
    return await run(database);
  } finally {
    await database.close();
  }
};

/** Funded buyers with credits and a saved test card, and a fresh lead for every sale of the load. */
async function prepareResources(database: DatabaseHandle): Promise<LoadResources> {
  const ctx = await createTestContext(database, new ManualClock(new Date()));
  const now = ctx.clock.now();
  const expectedCalls = (WARM_UP_MS + OUTAGE_MS + AFTER_RETURN_MS) / INTERVAL_MS;
  const buyers: LoadBuyer[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const { user } = await createCustomer(ctx, { email: `outage-buyer-${i}@example.com` });
    await fundWallet(ctx, user.id, 1_000_000);
    await ctx.db.insert(premiumCreditGrants).values({
      userId: user.id,
      credits: 1_000,
      periodStart: new Date(now.getTime() - DAY_MS),
      periodEnd: new Date(now.getTime() + 30 * DAY_MS),
      reason: 'fault-test',
    });
    const cookie = await sessionFor(ctx, user.id);
    const saved = await api.request({
      path: 'billing/save-payment-method',
      cookie,
      body: { test_card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030 },
    });
    expect(saved.status).toBe(200);
    buyers.push({ id: user.id, email: user.email, cookie });
  }
  const leadsOf = async (type: 'exclusive' | 'premium') => {
    const ids = [];
    for (let i = 0; i < expectedCalls / 10 + 10; i++) ids.push((await createLead(ctx, { type })).id);
    return ids;
  };
  return { buyers, exclusiveLeadIds: await leadsOf('exclusive'), premiumLeadIds: await leadsOf('premium') };
}

/** The send time of the first call after which every call succeeded: the API had recovered. */
function recoveredAt(calls: Call[], after: number): number | null {
  let candidate: number | null = null;
  for (const call of [...calls].sort((a, b) => a.sentAt - b.sentAt)) {
    if (call.sentAt < after) continue;
    const isOk = call.answer !== undefined && call.answer.status < 300;
    if (!isOk) candidate = null;
    else candidate ??= call.sentAt;
  }
  return candidate;
}

/** The acknowledged writes whose effect is not in the database. */
async function findMissingWrites(database: DatabaseHandle, calls: Call[]) {
  const acknowledged = calls.filter((c) => c.write && c.answer && c.answer.status < 300);
  const missing: Call[] = [];
  for (const call of acknowledged) {
    if (!(await isWritePresent(database, call))) missing.push(call);
  }
  return { acknowledged: acknowledged.length, missing };
}

async function isWritePresent(database: DatabaseHandle, call: Call): Promise<boolean> {
  const write = call.write!;
  const exists = async (query: ReturnType<typeof sql>) =>
    (await rowsOf<{ found: boolean }>(database.db, sql`select exists(${query}) as found`))[0]!.found;
  switch (write.kind) {
    case 'contact':
      return exists(sql`select 1 from contact_messages where message = ${write.message}`);
    case 'top-up':
      return exists(sql`select 1 from payments p join wallet_entries e on e.payment_id = p.id
        where p.user_id = ${write.userId} and p.amount_cents = ${write.amountCents} and p.status = 'succeeded'`);
    case 'sale':
      return exists(
        sql`select 1 from lead_purchases where user_id = ${write.userId} and lead_id = ${write.leadId}`,
      );
    case 'login':
      return (
        write.cookie !== undefined &&
        (await api.request({ path: 'auth/me', cookie: write.cookie })).status === 200
      );
  }
}

describe.skipIf(skipReason)(
  `PostgreSQL stopped for 20 s under load${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    it('answers 503 with the envelope, recovers on its own, and loses no acknowledged write', async () => {
      const resources = await withDatabase(prepareResources);
      const load = startMixedLoad(api, resources, INTERVAL_MS);
      await sleep(WARM_UP_MS);
      await cluster.stop();
      const stoppedAt = Date.now();
      await sleep(OUTAGE_MS);
      const restartingAt = Date.now();
      await cluster.start();
      const backAt = Date.now();
      await sleep(AFTER_RETURN_MS);
      const calls = await load.stop();

      // The process stays up: a failed connection means it crashed (its last output says why).
      const failures = [...new Set(calls.filter((c) => c.error).map((c) => c.error))];
      expect(failures, api.output().slice(-4_000)).toEqual([]);
      // Any answer is a success or a 503: the load is built so that no request is refused for a
      // business reason (funds, credits and leads are plenty), and nothing fails with a 500.
      const refused = calls.filter((c) => c.answer!.status >= 300 && c.answer!.status !== 503);
      expect(refused.map((c) => `${c.kind} ${c.answer!.status} ${JSON.stringify(c.answer!.body)}`)).toEqual(
        [],
      );
      const duringOutage = calls.filter((c) => c.sentAt >= stoppedAt && c.answeredAt! <= restartingAt);
      expect(duringOutage.length).toBeGreaterThan((OUTAGE_MS / INTERVAL_MS) * 0.8);
      for (const call of duringOutage) {
        expect(call.answer!.status).toBe(503);
        expect(call.answer!.body).toEqual(UNAVAILABLE_ENVELOPE);
        expect(call.answer!.headers['retry-after']).toBe('5');
      }
      const recovered = recoveredAt(calls, backAt);
      expect(recovered, 'the API never recovered').not.toBeNull();
      const recoveryMs = Math.max(0, recovered! - backAt);
      expect(recoveryMs).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);

      const { acknowledged, missing, violations, ambiguous } = await withDatabase(async (database) => ({
        ...(await findMissingWrites(database, calls)),
        violations: await findInvariantViolations(database.db),
        ambiguous: await countCommittedDespite503(database, calls),
      }));
      expect(missing.map((c) => c.write)).toEqual([]);
      expect(acknowledged).toBeGreaterThan(100);
      expect(violations).toEqual({});

      const seconds = (WARM_UP_MS + OUTAGE_MS + AFTER_RETURN_MS) / 1000;
      const unavailable = calls.filter((c) => c.answer!.status === 503).length;
      console.info(
        `[faults] DB down ${((backAt - stoppedAt) / 1000).toFixed(1)} s under ${(calls.length / seconds).toFixed(0)} req/s ` +
          `(${calls.length} requests, ${load.counters.skipped} slots skipped): ${unavailable} × 503 with envelope ` +
          `(${duringOutage.length} fully inside the outage), recovered ${(recoveryMs / 1000).toFixed(2)} s after restart, ` +
          `${acknowledged - missing.length}/${acknowledged} acknowledged writes present; ` +
          `${ambiguous.committed}/${ambiguous.total} writes answered 503 had committed anyway`,
      );
    });
  },
);

/** Writes answered 503 whose effect is there anyway (cut after commit): allowed, and reported. */
async function countCommittedDespite503(database: DatabaseHandle, calls: Call[]) {
  const unanswered = calls.filter((c) => c.write && c.write.kind !== 'login' && c.answer?.status === 503);
  let committed = 0;
  for (const call of unanswered) if (await isWritePresent(database, call)) committed++;
  return { total: unanswered.length, committed };
}
