import type { AppContext } from '../../src/context.js';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type DatabaseHandle } from '../../src/db/client.js';
import { premiumCreditGrants } from '../../src/db/schema/index.js';
import { DAY_MS, ManualClock } from '../../src/lib/time.js';
import { createCustomer, createLead, createTestContext, fundWallet, sessionFor } from '../helpers.js';
import { newSecretsKey, startApiProcess, type ApiProcess } from './api-process.js';
import { findInvariantViolations } from './invariants.js';

/**
 * Issue 9: the API process is killed (SIGKILL, no shutdown hook runs) in the middle of a burst of
 * concurrent exclusive buys and premium takes, three times. After each restart every sale is all or
 * nothing: each has its debit or its credit, no debit lacks its sale, every lead's buyers_count is
 * its number of sales, every wallet holds its funding minus what its sales cost, and every sale
 * that was acknowledged is there.
 */
const SHARED_POSTGRES_URL = process.env.TEST_DB === 'postgres' ? process.env.DATABASE_URL : undefined;
const PORT = 5520;
const BUYERS = 24;
const FUNDS_CENTS = 30_000;
const CREDITS = 4;
const EXCLUSIVE_PER_ROUND = 25;
const PREMIUM_PER_ROUND = 10;
/** Kill after this many answers: early, middle and late in each burst. */
const KILL_AFTER_ANSWERS = [5, 15, 30];

interface Buyer {
  id: string;
  cookie: string;
}

interface Attempt {
  buyer: Buyer;
  leadId: string;
  kind: 'exclusive' | 'premium';
  status?: number;
  isCut?: boolean;
}

const databaseName = `k_${randomBytes(6).toString('hex')}`;
const secretsKey = newSecretsKey();
let databaseUrl = '';
let database: DatabaseHandle;
let api: ApiProcess | null = null;

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: SHARED_POSTGRES_URL });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

const startApi = () =>
  startApiProcess({ databaseUrl, port: PORT, runJobs: false, seedDemo: false, secretsKey });

beforeAll(async () => {
  if (!SHARED_POSTGRES_URL) return;
  await adminQuery(`create database ${databaseName}`);
  const url = new URL(SHARED_POSTGRES_URL);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  api = await startApi();
  database = await openDatabase({ dataDir: '', databaseUrl, poolSize: 4 });
});

afterAll(async () => {
  if (!SHARED_POSTGRES_URL) return;
  await api?.stop();
  await database?.close();
  await adminQuery(`drop database if exists ${databaseName} with (force)`);
});

async function createBuyers(ctx: AppContext): Promise<Buyer[]> {
  const now = ctx.clock.now();
  const buyers: Buyer[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const { user } = await createCustomer(ctx, { email: `killed-buyer-${i}@example.com` });
    await fundWallet(ctx, user.id, FUNDS_CENTS);
    await ctx.db.insert(premiumCreditGrants).values({
      userId: user.id,
      credits: CREDITS,
      periodStart: new Date(now.getTime() - DAY_MS),
      periodEnd: new Date(now.getTime() + 30 * DAY_MS),
      reason: 'kill-test',
    });
    buyers.push({ id: user.id, cookie: await sessionFor(ctx, user.id) });
  }
  return buyers;
}

/** Each buyer goes for 3 exclusive and 2 premium leads of the round, overlapping with others. */
async function planRound(ctx: AppContext, buyers: Buyer[]): Promise<Attempt[]> {
  const exclusive: string[] = [];
  for (let i = 0; i < EXCLUSIVE_PER_ROUND; i++)
    exclusive.push((await createLead(ctx, { type: 'exclusive', priceCents: 1_500 + 250 * (i % 9) })).id);
  const premium: string[] = [];
  for (let i = 0; i < PREMIUM_PER_ROUND; i++) premium.push((await createLead(ctx, { type: 'premium' })).id);
  return buyers.flatMap((buyer, b) => [
    ...[0, 8, 16].map((step) => ({
      buyer,
      leadId: exclusive[(b + step) % EXCLUSIVE_PER_ROUND]!,
      kind: 'exclusive' as const,
    })),
    ...[0, 5].map((step) => ({
      buyer,
      leadId: premium[(b + step) % PREMIUM_PER_ROUND]!,
      kind: 'premium' as const,
    })),
  ]);
}

/** Fires every attempt at once and SIGKILLs the API when the given number of answers is in. */
async function fireAndKill(target: ApiProcess, attempts: Attempt[], killAfter: number) {
  let answers = 0;
  let killed: Promise<void> | null = null;
  await Promise.all(
    attempts.map(async (attempt, i) => {
      try {
        const answer = await target.request({
          path: attempt.kind === 'exclusive' ? 'leads/buy-exclusive-lead' : 'leads/take-premium-lead',
          cookie: attempt.buyer.cookie,
          body: { lead_id: attempt.leadId },
          headers: { 'idempotency-key': `kill-${attempt.leadId}-${i}` },
        });
        attempt.status = answer.status;
        if (++answers === killAfter) killed = target.stop('SIGKILL');
      } catch {
        attempt.isCut = true;
      }
    }),
  );
  await killed;
}

/** Offending rows of the checks this test adds to the shared ledger invariants. */
async function findSaleViolations(db: DatabaseHandle['db']) {
  const countMismatches = await rowsOf(
    db,
    sql`select l.id, l.buyers_count, count(p.id)::int as sales from leads l
        left join lead_purchases p on p.lead_id = l.id
        group by l.id having l.buyers_count <> count(p.id)`,
  );
  const walletMismatches = await rowsOf(
    db,
    sql`select w.user_id, w.balance_cents,
          ${FUNDS_CENTS} - coalesce((select sum(p.price_cents) from lead_purchases p
            where p.user_id = w.user_id and p.lead_type = 'exclusive'), 0) as expected
        from wallets w join users u on u.id = w.user_id
        where u.email like 'killed-buyer-%'
          and w.balance_cents <> ${FUNDS_CENTS} - coalesce((select sum(p.price_cents) from lead_purchases p
            where p.user_id = w.user_id and p.lead_type = 'exclusive'), 0)`,
  );
  const creditMismatches = await rowsOf(
    db,
    sql`select g.user_id, g.credits_used from premium_credit_grants g
        where g.reason = 'kill-test' and g.credits_used <> (select count(*) from lead_purchases p
          where p.user_id = g.user_id and p.lead_type = 'premium')`,
  );
  return { countMismatches, walletMismatches, creditMismatches };
}

async function findMissingAcknowledged(db: DatabaseHandle['db'], attempts: Attempt[]) {
  const sales = await rowsOf<{ user_id: string; lead_id: string }>(
    db,
    sql`select user_id, lead_id from lead_purchases`,
  );
  const sold = new Set(sales.map((s) => `${s.user_id}:${s.lead_id}`));
  return attempts.filter((a) => a.status === 200 && !sold.has(`${a.buyer.id}:${a.leadId}`));
}

describe.skipIf(!SHARED_POSTGRES_URL)('SIGKILL of the API during purchases (needs DATABASE_URL)', () => {
  it('leaves every purchase all or nothing, three kills in a row', async () => {
    const ctx = await createTestContext(database, new ManualClock(new Date()));
    const buyers = await createBuyers(ctx);
    const all: Attempt[] = [];
    for (const killAfter of KILL_AFTER_ANSWERS) {
      const attempts = await planRound(ctx, buyers);
      await fireAndKill(api!, attempts, killAfter);
      all.push(...attempts);
      api = await startApi();

      const answered = attempts.filter((a) => !a.isCut);
      expect(attempts.filter((a) => a.isCut).length, 'requests cut by the kill').toBeGreaterThan(0);
      // Answers are a sale, no credits/funds left (402) or sold/owned already (409): never a 5xx.
      expect(answered.filter((a) => ![200, 402, 409].includes(a.status!)).map((a) => a.status)).toEqual([]);
      expect(await findMissingAcknowledged(database.db, attempts)).toEqual([]);
      expect(await findSaleViolations(database.db)).toEqual({
        countMismatches: [],
        walletMismatches: [],
        creditMismatches: [],
      });
      expect(await findInvariantViolations(database.db)).toEqual({});
    }

    const [totals] = await rowsOf<{ sales: number; debits: number }>(
      database.db,
      sql`select (select count(*)::int from lead_purchases) as sales,
                 (select count(*)::int from wallet_entries where kind = 'purchase') as debits`,
    );
    const count = (predicate: (a: Attempt) => boolean) => all.filter(predicate).length;
    console.info(
      `[kill] ${KILL_AFTER_ANSWERS.length} SIGKILLs during ${all.length} concurrent purchases: ` +
        `${count((a) => a.status === 200)} acknowledged, ${count((a) => a.status === 409 || a.status === 402)} refused, ` +
        `${count((a) => a.isCut === true)} cut; after restarts ${totals!.sales} sales, ${totals!.debits} debits, 0 violations`,
    );
    // Every acknowledged sale is there, and the cut ones that had committed are whole sales too.
    expect(totals!.sales).toBeGreaterThanOrEqual(count((a) => a.status === 200));
  });
});
