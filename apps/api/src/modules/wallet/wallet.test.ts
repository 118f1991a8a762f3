import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, walletEntries, wallets } from '../../db/schema/index.js';
import { APP_URL, createCustomer, sessionFor, useTestApp } from '../../../test/helpers.js';

const t = useTestApp({ leadCount: 10 });

async function memberWithCard(email: string, card = '4242424242424242') {
  const { user } = await createCustomer(t.ctx, { email });
  const cookie = await sessionFor(t.ctx, user.id);
  const headers = { cookie, origin: APP_URL };
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/billing/save-payment-method',
    headers,
    payload: { test_card_number: card, exp_month: 1, exp_year: 2031 },
  });
  return { user, headers };
}

describe('the wallet', () => {
  it('tells a retry whose first top-up never finished to check the billing page and use a new key', async () => {
    const { user, headers } = await memberWithCard('wallet-abandoned@example.com');
    const topUp = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/create-top-up',
        headers: { ...headers, 'idempotency-key': 'top-up-abandoned-01' },
        payload: { amount: 40 },
      });
    expect((await topUp()).statusCode).toBe(200);
    // As a server killed between its claim and its answer leaves it, three minutes ago.
    await t.ctx.db
      .update(idempotencyKeys)
      .set({ statusCode: null, responseBody: null, createdAt: sql`now() - interval '3 minutes'` })
      .where(eq(idempotencyKeys.userId, user.id));
    const retried = await topUp();
    expect(retried.statusCode).toBe(409);
    expect(retried.json().detail).toBe(
      'The first request with this Idempotency-Key did not finish. Check your billing page before paying again, with a new Idempotency-Key.',
    );
    const [wallet] = await t.ctx.db.select().from(wallets).where(eq(wallets.userId, user.id));
    expect(wallet!.balanceCents).toBe(4_000);
  });

  it('tops up through the payment port and shows the append-only history', async () => {
    const { user, headers } = await memberWithCard('wallet1@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/create-top-up',
      headers,
      payload: { amount: 150.25 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Checkout Successful!',
      result: { status: 'succeeded', balance: 150.25, client_secret: null, failure_reason: null },
    });
    const wallet = (await t.app.inject({ url: '/api/v1/wallet/get-wallet', headers })).json();
    expect(wallet.result.balance).toBe(150.25);
    expect(wallet.result.payments_are_test_mode).toBe(true);
    expect(wallet.result.entries[0]).toMatchObject({
      kind: 'topup',
      amount: 150.25,
      description: 'Wallet top-up of $150.25',
      event_name: null,
    });
    const [sum] = await t.ctx.db
      .select({ total: sql<number>`sum(${walletEntries.amountCents})::int` })
      .from(walletEntries)
      .where(eq(walletEntries.userId, user.id));
    const [balance] = await t.ctx.db.select().from(wallets).where(eq(wallets.userId, user.id));
    expect(sum!.total).toBe(balance!.balanceCents);
  });

  it('rejects amounts outside $10–$5,000 or with fractions of a cent', async () => {
    const { headers } = await memberWithCard('wallet2@example.com');
    for (const [amount, message] of [
      [5, 'The smallest top-up is $10'],
      [5001, 'The largest top-up is $5,000'],
      [10.005, 'amount can have at most two decimals'],
      ['20', 'amount must be a number of US dollars'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/create-top-up',
        headers,
        payload: { amount },
      });
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json().errors[0]).toEqual({ path: 'body.amount', message });
    }
  });

  it('accepts whole cents that floating point cannot hold exactly ($10.07 × 100 = 1007.0000000000001)', async () => {
    const { headers } = await memberWithCard('wallet-cents@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/create-top-up',
      headers,
      payload: { amount: 10.07 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ status: 'succeeded', balance: 10.07 });
  });

  it('a declined card credits nothing and says why', async () => {
    const { user, headers } = await memberWithCard('wallet3@example.com', '4000000000000002');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/create-top-up',
      headers,
      payload: { amount: 50 },
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().detail).toBe('The payment did not go through: Your card was declined.');
    expect(await t.ctx.db.select().from(walletEntries).where(eq(walletEntries.userId, user.id))).toHaveLength(
      0,
    );
  });

  it('refuses to edit or delete ledger rows, and never lets the balance go negative', async () => {
    const { user, headers } = await memberWithCard('wallet4@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/create-top-up',
      headers,
      payload: { amount: 10 },
    });
    await expect(
      t.ctx.db.update(walletEntries).set({ amountCents: 1 }).where(eq(walletEntries.userId, user.id)),
    ).rejects.toThrow();
    await expect(t.ctx.db.delete(walletEntries).where(eq(walletEntries.userId, user.id))).rejects.toThrow();
    await expect(
      t.ctx.db.update(wallets).set({ balanceCents: -1 }).where(eq(wallets.userId, user.id)),
    ).rejects.toThrow();
    const [entry] = await t.ctx.db.select().from(walletEntries).where(eq(walletEntries.userId, user.id));
    expect(entry!.amountCents).toBe(1_000);
  });

  it('shows rewards with their event name', async () => {
    const { user, headers } = await memberWithCard('wallet5@example.com');
    const { appendWalletEntry } = await import('./wallet.service.js');
    await t.ctx.db.transaction((tx) =>
      appendWalletEntry(tx, {
        userId: user.id,
        kind: 'reward',
        amountCents: 2_500,
        description: 'Giveaway reward',
        eventName: 'Spring Investor Summit 2026',
        now: t.clock.now(),
      }),
    );
    const wallet = (await t.app.inject({ url: '/api/v1/wallet/get-wallet', headers })).json();
    expect(wallet.result.entries[0]).toMatchObject({
      kind: 'reward',
      amount: 25,
      event_name: 'Spring Investor Summit 2026',
    });
  });
});
