import { MESSAGES } from '@app/shared';
import { and, eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeys,
  creditPacks,
  leadPurchases,
  leads,
  payments,
  premiumCreditGrants,
  savedSearches,
  subscriptions,
  walletEntries,
  wallets,
  webhookEndpoints,
} from '../../src/db/schema/index.js';
import {
  createCustomer,
  createLead,
  createSubscriber,
  fundWallet,
  givePlan,
  sessionFor,
  useTestApp,
} from '../helpers.js';
import { openHttpClient, type HttpAnswer, type HttpClient } from './http-client.js';
import { assertLedgerInvariants } from './invariants.js';
import { planIdOf } from './members.js';

/**
 * Races on real sockets (issue 9). They prove something only on PostgreSQL, where transactions
 * really run side by side; on PGlite the same invariants are checked with one statement at a time.
 * Purchases and top-ups carry no rate limit (http/rate-limit.ts guards sign-in and the public forms
 * only), so a burst of 1,000 needs no raised rateLimitMultiplier.
 */
const t = useTestApp({ leadCount: 10 });
afterAll(() => assertLedgerInvariants(t.ctx.db));

const PORTS = { from: 5110, to: 5129 };
const SOLD_TO_ANOTHER = 'This lead was just sold to another buyer.';
const PREMIUM_FULL = 'This lead has already been taken by 3 buyers.';
/** Parallel set-up writes: enough to be quick without exhausting the pool of 30 connections. */
const SETUP_BATCH = 20;

let http: HttpClient;
beforeAll(async () => {
  http = await openHttpClient(t.app, PORTS);
});
afterAll(() => http?.close());

async function inBatches<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < count; start += SETUP_BATCH) {
    const size = Math.min(SETUP_BATCH, count - start);
    made.push(...(await Promise.all(Array.from({ length: size }, (_, k) => make(start + k)))));
  }
  return made;
}

async function fundedBuyers(prefix: string, count: number, cents: number) {
  return inBatches(count, async (i) => {
    const { user } = await createCustomer(t.ctx, { email: `${prefix}${i}@example.com` });
    await fundWallet(t.ctx, user.id, cents);
    return { id: user.id, cookie: await sessionFor(t.ctx, user.id) };
  });
}

const exclusiveLeads = (count: number, priceCents: number) =>
  inBatches(count, () => createLead(t.ctx, { type: 'exclusive', priceCents }));

const countBy = (answers: HttpAnswer[]) =>
  answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {});

async function balancesOf(userIds: string[]) {
  const rows = await t.ctx.db.select().from(wallets).where(inArray(wallets.userId, userIds));
  return new Map(rows.map((w) => [w.userId, w.balanceCents]));
}

describe('1,000 simultaneous purchases of 50 exclusive leads by 200 funded buyers', () => {
  const BUYERS = 200;
  const LEADS = 50;
  const TRIES_PER_BUYER = 5;
  const PRICE = 4_000;
  /** Each buyer can pay for every lead they try, so a loser can only lose the race (409), never 402. */
  const FUNDS = PRICE * TRIES_PER_BUYER;

  it('sells each lead exactly once, debits only the 50 winners, and answers every loser 409', async () => {
    const [targets, buyers] = await Promise.all([
      exclusiveLeads(LEADS, PRICE),
      fundedBuyers('burst', BUYERS, FUNDS),
    ]);
    // Buyer i tries leads 5i..5i+4 (mod 50): five different leads each, twenty buyers per lead.
    // Sent lead by lead, so the twenty tries at one lead are in flight together.
    const attempts = buyers
      .flatMap((buyer, i) =>
        Array.from({ length: TRIES_PER_BUYER }, (_, k) => ({
          buyer,
          slot: (TRIES_PER_BUYER * i + k) % LEADS,
        })),
      )
      .sort((a, b) => a.slot - b.slot)
      .map(({ buyer, slot }) => ({ buyer, lead: targets[slot]! }));
    const started = performance.now();
    const answers = await Promise.all(
      attempts.map(({ buyer, lead }) =>
        http.post('leads/buy-exclusive-lead', buyer.cookie, { lead_id: lead.id }),
      ),
    );
    const elapsedMs = Math.round(performance.now() - started);

    expect(countBy(answers)).toEqual({ 200: LEADS, 409: attempts.length - LEADS });
    for (const lost of answers.filter((a) => a.status === 409))
      expect(lost.body).toEqual({ message: MESSAGES.addFailed, result: null, detail: SOLD_TO_ANOTHER });

    const winnerOf = new Map<string, string>();
    answers.forEach((answer, i) => {
      if (answer.status === 200) winnerOf.set(attempts[i]!.lead.id, attempts[i]!.buyer.id);
    });
    expect(winnerOf.size).toBe(LEADS);

    const leadIds = targets.map((l) => l.id);
    const sales = await t.ctx.db.select().from(leadPurchases).where(inArray(leadPurchases.leadId, leadIds));
    expect(sales).toHaveLength(LEADS);
    for (const sale of sales) expect(sale.userId).toBe(winnerOf.get(sale.leadId));

    const buyerIds = buyers.map((b) => b.id);
    const debits = await t.ctx.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.kind, 'purchase'), inArray(walletEntries.userId, buyerIds)));
    expect(debits).toHaveLength(LEADS);
    expect(debits.reduce((sum, d) => sum + d.amountCents, 0)).toBe(-LEADS * PRICE);

    const wins = new Map<string, number>();
    for (const winner of winnerOf.values()) wins.set(winner, (wins.get(winner) ?? 0) + 1);
    const balances = await balancesOf(buyerIds);
    for (const id of buyerIds) expect(balances.get(id)).toBe(FUNDS - PRICE * (wins.get(id) ?? 0));

    const sold = await t.ctx.db.select().from(leads).where(inArray(leads.id, leadIds));
    expect(sold.every((l) => l.buyersCount === 1 && l.status === 'sold_out')).toBe(true);
    console.info(
      `[races] ${attempts.length} purchases → ${LEADS} sales, ${attempts.length - LEADS} × 409, ` +
        `Σdebits = ${LEADS} × $${PRICE / 100}, ${wins.size} distinct winners, ${elapsedMs} ms`,
    );
  });
});

describe('a wallet holding exactly one price', () => {
  it('20 parallel purchases of 20 different leads: one succeeds and the balance ends at exactly 0', async () => {
    const PRICE = 3_000;
    const [buyer] = await fundedBuyers('exact', 1, PRICE);
    const targets = await exclusiveLeads(20, PRICE);
    const answers = await Promise.all(
      targets.map((lead) => http.post('leads/buy-exclusive-lead', buyer!.cookie, { lead_id: lead.id })),
    );

    expect(countBy(answers)).toEqual({ 200: 1, 402: 19 });
    for (const refused of answers.filter((a) => a.status === 402))
      expect(refused.body.detail).toBe('Your wallet has $0.00; this lead costs $30.00. Add funds to buy it.');
    expect((await balancesOf([buyer!.id])).get(buyer!.id)).toBe(0);
    const entries = await t.ctx.db.select().from(walletEntries).where(eq(walletEntries.userId, buyer!.id));
    expect(entries.map((e) => e.amountCents).sort((a, b) => a - b)).toEqual([-PRICE, PRICE]);
    const unsold = await t.ctx.db
      .select()
      .from(leads)
      .where(
        inArray(
          leads.id,
          targets.map((l) => l.id),
        ),
      );
    expect(unsold.filter((l) => l.status === 'published' && l.buyersCount === 0)).toHaveLength(19);
  });
});

describe('a premium lead that already has 2 takers', () => {
  it('50 concurrent takers: exactly one more gets it, then it leaves the marketplace', async () => {
    const CITY = 'Lastseatville';
    const lead = await createLead(t.ctx, { type: 'premium', city: CITY });
    const takers = await inBatches(52, (i) => createSubscriber(t, `premium-burst${i}@example.com`));
    const [first, second, ...racers] = takers;
    for (const early of [first!, second!])
      expect((await http.post('leads/take-premium-lead', early.cookie, { lead_id: lead.id })).status).toBe(
        200,
      );

    const answers = await Promise.all(
      racers.map((taker) => http.post('leads/take-premium-lead', taker.cookie, { lead_id: lead.id })),
    );

    expect(countBy(answers)).toEqual({ 200: 1, 409: 49 });
    for (const lost of answers.filter((a) => a.status === 409))
      expect(lost.body).toEqual({ message: MESSAGES.addFailed, result: null, detail: PREMIUM_FULL });
    const [row] = await t.ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ buyersCount: 3, status: 'sold_out' });
    const sales = await t.ctx.db.select().from(leadPurchases).where(eq(leadPurchases.leadId, lead.id));
    expect(sales).toHaveLength(3);
    const grants = await t.ctx.db
      .select()
      .from(premiumCreditGrants)
      .where(
        inArray(
          premiumCreditGrants.userId,
          racers.map((r) => r.user.id),
        ),
      );
    expect(grants.map((g) => g.creditsUsed).sort()).toEqual([...Array(49).fill(0), 1]);
    const listed = await t.app.inject({
      url: `/api/v1/leads/get-marketplace-leads-unauthorized?city=${CITY}`,
    });
    expect(listed.json().result).toEqual([]);
  });
});

describe('the same Idempotency-Key sent 10 times at once', () => {
  const KEY_HEADER = 'idempotency-key';

  it('buys once, replays the first answer 9 times, and refuses the key with another body', async () => {
    const PRICE = 6_000;
    const [buyer] = await fundedBuyers('idem-buy', 1, 20_000);
    const [lead, other] = await exclusiveLeads(2, PRICE);
    const key = { [KEY_HEADER]: 'buy-once-burst-0001' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        http.post('leads/buy-exclusive-lead', buyer!.cookie, { lead_id: lead!.id }, key),
      ),
    );

    expect(countBy(answers)).toEqual({ 200: 10 });
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    const debits = await t.ctx.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, buyer!.id), eq(walletEntries.kind, 'purchase')));
    expect(debits.map((d) => d.amountCents)).toEqual([-PRICE]);
    expect((await balancesOf([buyer!.id])).get(buyer!.id)).toBe(20_000 - PRICE);

    const reused = await http.post('leads/buy-exclusive-lead', buyer!.cookie, { lead_id: other!.id }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.detail).toBe('This Idempotency-Key was already used for a different request.');
    const [untouched] = await t.ctx.db.select().from(leads).where(eq(leads.id, other!.id));
    expect(untouched).toMatchObject({ buyersCount: 0, status: 'published' });
  });

  it('tops up once: one payment, one ledger entry, the balance raised once', async () => {
    const { user, cookie } = await createSubscriber(t, 'idem-topup@example.com');
    const key = { [KEY_HEADER]: 'top-up-burst-0001' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => http.post('wallet/create-top-up', cookie, { amount: 125.5 }, key)),
    );

    expect(countBy(answers)).toEqual({ 200: 10 });
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(answers[0]!.body.result).toMatchObject({ status: 'succeeded', balance: 125.5 });
    const topUps = await t.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, user.id), eq(payments.kind, 'topup')));
    expect(topUps).toHaveLength(1);
    const credits = await t.ctx.db.select().from(walletEntries).where(eq(walletEntries.userId, user.id));
    expect(credits.map((c) => c.amountCents)).toEqual([12_550]);

    const reused = await http.post('wallet/create-top-up', cookie, { amount: 20 }, key);
    expect(reused.status).toBe(422);
    expect((await balancesOf([user.id])).get(user.id)).toBe(12_550);
  });
});

describe('a member with exactly one credit left', () => {
  it('10 parallel takes of 10 premium leads: one succeeds, nine get 402, one credit used', async () => {
    const { user, cookie } = await createSubscriber(t, 'one-credit@example.com');
    await t.ctx.db
      .update(premiumCreditGrants)
      .set({ credits: 1 })
      .where(eq(premiumCreditGrants.userId, user.id));
    const targets = await inBatches(10, () => createLead(t.ctx, { type: 'premium' }));
    const answers = await Promise.all(
      targets.map((lead) => http.post('leads/take-premium-lead', cookie, { lead_id: lead.id })),
    );

    expect(countBy(answers)).toEqual({ 200: 1, 402: 9 });
    const [grant] = await t.ctx.db
      .select()
      .from(premiumCreditGrants)
      .where(eq(premiumCreditGrants.userId, user.id));
    expect(grant).toMatchObject({ credits: 1, creditsUsed: 1 });
    const sales = await t.ctx.db.select().from(leadPurchases).where(eq(leadPurchases.userId, user.id));
    expect(sales).toHaveLength(1);
  });
});

describe('double clicks on subscription payments (no Idempotency-Key)', () => {
  async function paymentsOf(userId: string) {
    return t.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.kind, 'subscription')));
  }

  it('10 simultaneous subscribe requests: one subscription, one charge, no payment left pending', async () => {
    const { user } = await createCustomer(t.ctx, { email: 'double-subscribe@example.com' });
    const cookie = await sessionFor(t.ctx, user.id);
    const saved = await http.post('billing/save-payment-method', cookie, {
      test_card_number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
    });
    expect(saved.status).toBe(200);
    const planId = await planIdOf(t, 'Basic');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => http.post('billing/create-subscription', cookie, { plan_id: planId })),
    );

    expect(countBy(answers)[200]).toBe(1);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toHaveLength(
      1,
    );
    expect((await paymentsOf(user.id)).map((p) => p.status)).toEqual(['succeeded']);
  });

  it('10 simultaneous pay-past-due requests: the period is charged once and the member is active again', async () => {
    const { user, cookie } = await createSubscriber(t, 'double-pay@example.com');
    await t.ctx.db.update(subscriptions).set({ status: 'past_due' }).where(eq(subscriptions.userId, user.id));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => http.post('billing/pay-past-due', cookie, {})),
    );

    expect(countBy(answers)[200]).toBe(1);
    expect(answers.every((a) => [200, 404, 409].includes(a.status))).toBe(true);
    const [subscription] = await t.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(subscription!.status).toBe('active');
    // The first payment subscribed the member; the overdue period is charged exactly once more.
    expect((await paymentsOf(user.id)).map((p) => p.status).sort()).toEqual(['succeeded', 'succeeded']);
  });
});

describe('upgrades and credit packs clicked many times at once (issue 20)', () => {
  it('10 simultaneous upgrades with different keys: one prorated charge, the plan moved once, the credits added once', async () => {
    const { user, cookie } = await createSubscriber(t, 'double-upgrade@example.com');
    const proId = await planIdOf(t, 'Pro');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => http.post('billing/change-plan', cookie, { plan_id: proId })),
    );
    expect(countBy(answers)[200]).toBe(1);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const upgrades = await t.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, user.id), eq(payments.kind, 'plan_change')));
    expect(upgrades.map((p) => p.status)).toEqual(['succeeded']);
    const grants = await t.ctx.db
      .select()
      .from(premiumCreditGrants)
      .where(eq(premiumCreditGrants.userId, user.id));
    expect(grants.map((g) => g.credits).sort((a, b) => a - b)).toEqual([25, 75]);
  });

  it('10 simultaneous wallet-paid packs with $100 in the wallet: two bought, the balance ends at $2.00', async () => {
    const { user, cookie } = await createSubscriber(t, 'double-pack@example.com');
    await fundWallet(t.ctx, user.id, 10_000);
    const [pack] = await t.ctx.db
      .select({ id: creditPacks.id })
      .from(creditPacks)
      .where(eq(creditPacks.planId, await planIdOf(t, 'Basic')));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        http.post('billing/buy-credit-pack', cookie, { pack_id: pack!.id, pay_with: 'wallet' }),
      ),
    );
    expect(countBy(answers)[200]).toBe(2);
    expect(countBy(answers)[402]).toBe(8);
    const [wallet] = await t.ctx.db.select().from(wallets).where(eq(wallets.userId, user.id));
    expect(wallet!.balanceCents).toBe(200);
    const grants = await t.ctx.db
      .select()
      .from(premiumCreditGrants)
      .where(eq(premiumCreditGrants.userId, user.id));
    expect(grants.filter((g) => g.reason.startsWith('credit_pack:')).map((g) => g.credits)).toEqual([10, 10]);
  });
});

describe('a payment-provider event delivered 10 times at once', () => {
  const WEBHOOK_SECRET = 'whsec_race_test_secret';
  afterAll(() => {
    t.ctx.stripeWebhookSecret = null;
  });

  it('credits the top-up once: one event applied, nine duplicates', async () => {
    t.ctx.stripeWebhookSecret = WEBHOOK_SECRET;
    const { user } = await createCustomer(t.ctx, { email: 'event-burst@example.com' });
    const [payment] = await t.ctx.db
      .insert(payments)
      .values({ userId: user.id, kind: 'topup', amountCents: 9_900, status: 'pending', provider: 'stripe' })
      .returning();
    const payload = JSON.stringify({
      id: 'evt_race_burst_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: { id: 'pi_race_burst_1', object: 'payment_intent', metadata: { payment_id: payment!.id } },
      },
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        http.raw('billing/stripe-webhook', payload, {
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        }),
      ),
    );

    const outcomes = answers.map((a) => (a.body.result as { outcome: string }).outcome).sort();
    expect(outcomes).toEqual(['applied', ...Array(9).fill('duplicate')]);
    expect((await balancesOf([user.id])).get(user.id)).toBe(9_900);
    const credits = await t.ctx.db.select().from(walletEntries).where(eq(walletEntries.userId, user.id));
    expect(credits.map((c) => c.amountCents)).toEqual([9_900]);
  });
});

describe('quotas under parallel creation (issue 15.14)', () => {
  it("holds parallel creations to the plan's limits (decision 029): 10 keys and 10 endpoints on Pro, 1 saved search without a plan", async () => {
    const { user } = await createCustomer(t.ctx, { email: 'quota-racer@example.com' });
    await givePlan(t.ctx, user.id, 'pro');
    const cookie = await sessionFor(t.ctx, user.id);
    const keys = await Promise.all(
      Array.from({ length: 30 }, (_, i) => http.post('api-keys/create-api-key', cookie, { name: `k${i}` })),
    );
    expect(countBy(keys)).toEqual({ 200: 10, 402: 20 });
    const endpoints = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        http.post('webhooks/create-webhook-endpoint', cookie, { url: `http://127.0.0.1:5199/hook-${i}` }),
      ),
    );
    expect(countBy(endpoints)).toEqual({ 200: 10, 402: 5 });
    expect(await t.ctx.db.select().from(apiKeys).where(eq(apiKeys.userId, user.id))).toHaveLength(10);
    expect(
      await t.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, user.id)),
    ).toHaveLength(10);

    const { user: planless } = await createCustomer(t.ctx, { email: 'quota-planless@example.com' });
    const planlessCookie = await sessionFor(t.ctx, planless.id);
    const searches = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        http.post('leads/create-saved-search', planlessCookie, { name: `s${i}`, filters: { state: 'NE' } }),
      ),
    );
    expect(countBy(searches)).toEqual({ 200: 1, 402: 9 });
    expect(
      await t.ctx.db.select().from(savedSearches).where(eq(savedSearches.userId, planless.id)),
    ).toHaveLength(1);
  });
});
