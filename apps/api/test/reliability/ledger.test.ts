import { MESSAGES } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { leadPurchases, walletEntries, wallets } from '../../src/db/schema/index.js';
import {
  adminHeaders,
  APP_URL,
  createCustomer,
  createLead,
  createSubscriber,
  sessionFor,
  useTestApp,
} from '../helpers.js';
import { assertLedgerInvariants, countLedger, findInvariantViolations } from './invariants.js';

const t = useTestApp({ leadCount: 10 });
afterAll(() => assertLedgerInvariants(t.ctx.db));

const BALANCE_MISMATCH = 'wallet balance differs from the sum of its ledger entries';
const DECLINED_CARD = '4000000000000002';
const EVIDENCE = 'Called (512) 555-0100 three times: the number is disconnected.';
/** Thrown to roll a transaction back after looking inside it. */
class Rollback extends Error {}

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers, payload });

/** A member with a saved card who topped up, bought an exclusive lead and filed a refund request. */
async function buyerWithRefundRequest(email: string, priceCents: number) {
  const member = await createSubscriber(t, email);
  expect((await post('wallet/create-top-up', member.headers, { amount: 100 })).statusCode).toBe(200);
  const lead = await createLead(t.ctx, { type: 'exclusive', priceCents });
  expect((await post('leads/buy-exclusive-lead', member.headers, { lead_id: lead.id })).statusCode).toBe(200);
  const [purchase] = await t.ctx.db
    .select()
    .from(leadPurchases)
    .where(eq(leadPurchases.userId, member.user.id));
  const filed = await post('refunds/create-refund-request', member.headers, {
    purchase_id: purchase!.id,
    reason: 'Invalid contact info',
    evidence_text: EVIDENCE,
  });
  expect(filed.statusCode).toBe(200);
  return { ...member, purchase: purchase!, requestId: filed.json().result._id as string };
}

async function memberWithCard(email: string, card: string) {
  const { user } = await createCustomer(t.ctx, { email });
  const headers = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };
  const saved = await post('billing/save-payment-method', headers, {
    test_card_number: card,
    exp_month: 12,
    exp_year: 2030,
  });
  expect(saved.statusCode).toBe(200);
  return { user, headers };
}

/** The database's own refusal text (drizzle wraps it in "Failed query: ..."), or 'accepted'. */
async function refusalOf(query: Promise<unknown>): Promise<string> {
  try {
    await query;
    return 'accepted';
  } catch (error) {
    const failed = error as Error & { cause?: Error };
    return failed.cause?.message ?? failed.message;
  }
}

const entriesOf = (userId: string) =>
  t.ctx.db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .orderBy(walletEntries.createdAt, walletEntries.amountCents);

async function balanceOf(userId: string) {
  const [wallet] = await t.ctx.db.select().from(wallets).where(eq(wallets.userId, userId));
  return wallet!.balanceCents;
}

describe('the invariant check itself', () => {
  it('catches an entry written behind the wallet’s back (inside a transaction that is rolled back)', async () => {
    const member = await createSubscriber(t, 'checker@example.com');
    const seen = await t.ctx.db
      .transaction(async (tx) => {
        await tx.insert(walletEntries).values({
          userId: member.user.id,
          kind: 'reward',
          amountCents: 1_234,
          description: 'Written without moving the balance',
        });
        const violations = await findInvariantViolations(tx);
        throw new Rollback(JSON.stringify(violations));
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
        return JSON.parse(error.message) as Record<string, { user_id: string }[]>;
      });
    expect(Object.keys(seen)).toEqual([BALANCE_MISMATCH]);
    expect(seen[BALANCE_MISMATCH]!.map((row) => row.user_id)).toEqual([member.user.id]);
    expect(await findInvariantViolations(t.ctx.db)).toEqual({});
  });
});

describe('every wallet balance equals the sum of its entries', () => {
  it('after top-ups, a declined top-up, purchases, an approved and a rejected refund, a reward and an adjustment', async () => {
    const admin = await adminHeaders(t);
    const approved = await buyerWithRefundRequest('ledger-mix@example.com', 4_000);
    const second = await createLead(t.ctx, { type: 'exclusive', priceCents: 3_000 });
    expect((await post('wallet/create-top-up', approved.headers, { amount: 50.25 })).statusCode).toBe(200);
    expect(
      (await post('leads/buy-exclusive-lead', approved.headers, { lead_id: second.id })).statusCode,
    ).toBe(200);
    const declined = await memberWithCard('ledger-declined@example.com', DECLINED_CARD);
    expect((await post('wallet/create-top-up', declined.headers, { amount: 80 })).statusCode).toBe(402);
    const rejected = await buyerWithRefundRequest('ledger-rejected@example.com', 2_500);

    const decide = (requestId: string, decision: 'approve' | 'reject') =>
      post('admin/decide-request', admin, {
        request_id: requestId,
        decision,
        ...(decision === 'reject' ? { note: 'The seller answered our call.' } : {}),
      });
    expect((await decide(approved.requestId, 'approve')).statusCode).toBe(200);
    expect((await decide(rejected.requestId, 'reject')).statusCode).toBe(200);
    for (const [kind, amount] of [
      ['reward', 25],
      ['adjustment', -10.5],
    ] as const) {
      const adjusted = await post('admin/create-wallet-adjustment', admin, {
        user_id: approved.user.id,
        kind,
        amount,
        event_name: kind === 'reward' ? 'Ledger giveaway' : undefined,
        reason: `Ledger test ${kind}`,
      });
      expect(adjusted.statusCode).toBe(200);
    }

    // $100 + $50.25 − $40 − $30 + $40 refund + $25 reward − $10.50 adjustment = $134.75
    expect(await balanceOf(approved.user.id)).toBe(13_475);
    expect((await entriesOf(approved.user.id)).reduce((sum, e) => sum + e.amountCents, 0)).toBe(13_475);
    expect(await balanceOf(rejected.user.id)).toBe(10_000 - 2_500);
    expect(await balanceOf(declined.user.id)).toBe(0);
    expect(await entriesOf(declined.user.id)).toEqual([]);
    const counted = await countLedger(t.ctx.db);
    expect(counted.entries).toBeGreaterThanOrEqual(11);
    await assertLedgerInvariants(t.ctx.db);
  });
});

describe('the ledger is append-only (trigger of drizzle/0002)', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of wallet entries, whoever asks, and the row stays as it was', async () => {
    const member = await createSubscriber(t, 'ledger-locked@example.com');
    expect((await post('wallet/create-top-up', member.headers, { amount: 10 })).statusCode).toBe(200);
    const [entry] = await entriesOf(member.user.id);

    const refusals = {
      update: await refusalOf(
        t.ctx.db.execute(sql`update wallet_entries set amount_cents = 1 where id = ${entry!.id}`),
      ),
      delete: await refusalOf(t.ctx.db.execute(sql`delete from wallet_entries where id = ${entry!.id}`)),
      truncate: await refusalOf(t.ctx.db.execute(sql`truncate wallet_entries cascade`)),
      negativeBalance: await refusalOf(
        t.ctx.db.execute(sql`update wallets set balance_cents = -1 where user_id = ${member.user.id}`),
      ),
    };
    expect(refusals).toEqual({
      update: 'wallet_entries is append-only: add a reversing entry instead of UPDATE on it',
      delete: 'wallet_entries is append-only: add a reversing entry instead of DELETE on it',
      truncate: 'wallet_entries is append-only: add a reversing entry instead of TRUNCATE on it',
      negativeBalance: expect.stringContaining('wallets_balance_not_negative'),
    });

    expect(await entriesOf(member.user.id)).toEqual([entry]);
    expect(await balanceOf(member.user.id)).toBe(1_000);
  });
});

describe('a refund is a new reversing entry', () => {
  it('approving adds one positive refund entry and leaves the purchase debit untouched', async () => {
    const admin = await adminHeaders(t);
    const buyer = await buyerWithRefundRequest('ledger-refund@example.com', 7_500);
    const before = await entriesOf(buyer.user.id);
    const debit = before.find((e) => e.kind === 'purchase')!;
    expect(debit).toMatchObject({ amountCents: -7_500, leadPurchaseId: buyer.purchase.id });

    const decided = await post('admin/decide-request', admin, {
      request_id: buyer.requestId,
      decision: 'approve',
    });
    expect(decided.json()).toEqual({
      message: MESSAGES.edited,
      result: { _id: buyer.requestId, status: 'approved' },
    });

    const after = await entriesOf(buyer.user.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((e) => e.id === debit.id)).toEqual(debit);
    const refund = after.find((e) => e.kind === 'refund')!;
    expect(refund).toMatchObject({
      amountCents: 7_500,
      leadPurchaseId: buyer.purchase.id,
      createdBy: expect.any(String),
    });
    expect(await balanceOf(buyer.user.id)).toBe(10_000);
    const [sale] = await t.ctx.db.select().from(leadPurchases).where(eq(leadPurchases.id, buyer.purchase.id));
    expect(sale!.reversedAt).toEqual(t.clock.now());
  });

  it('10 simultaneous approvals of one request credit the wallet once', async () => {
    const admin = await adminHeaders(t);
    const buyer = await buyerWithRefundRequest('ledger-refund-race@example.com', 5_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('admin/decide-request', admin, { request_id: buyer.requestId, decision: 'approve' }),
      ),
    );

    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(r.json().detail).toBe('This request was already approved.');
    const refunds = await t.ctx.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, buyer.user.id), eq(walletEntries.kind, 'refund')));
    expect(refunds.map((r) => r.amountCents)).toEqual([5_000]);
    expect(await balanceOf(buyer.user.id)).toBe(10_000);
  });
});
