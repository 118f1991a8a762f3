import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, walletEntries, wallets } from '../../db/schema/index.js';
import { appendWalletEntry } from '../wallet/wallet.service.js';
import {
  APP_URL,
  createCustomer,
  createLead,
  createSubscriber,
  fundWallet,
  sessionFor,
  useTestApp,
  adminHeaders,
} from '../../../test/helpers.js';

const t = useTestApp({ leadCount: 5 });

const get = async (path: string) => t.app.inject({ url: `/api/v1/${path}`, headers: await adminHeaders(t) });
const post = async (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${path}`, headers: await adminHeaders(t), payload });

describe('GET admin/get-customers', () => {
  it('finds members by name or email with their live plan, wallet and leads, and never a password hash', async () => {
    const sub = await createSubscriber(t, 'harper.quinn@example.com');
    await t.ctx.db.update(users).set({ name: 'Harper Quinn' }).where(eq(users.id, sub.user.id));
    await fundWallet(t.ctx, sub.user.id, 12_345);
    const lead = await createLead(t.ctx, { type: 'premium' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/leads/take-premium-lead',
          headers: sub.headers,
          payload: { lead_id: lead.id },
        })
      ).statusCode,
    ).toBe(200);

    for (const search of ['harper q', 'QUINN@EXAMPLE']) {
      const response = await get(`admin/get-customers?search=${encodeURIComponent(search)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Data fetched successfully',
        pagination: { currentPage: 1, pageCount: 1 },
        result: [
          {
            _id: sub.user.id,
            name: 'Harper Quinn',
            email: 'harper.quinn@example.com',
            role: 'customer',
            plan_name: 'Basic',
            subscription_status: 'active',
            wallet_balance: 123.45,
            leads_owned: 1,
            joined_at: sub.user.createdAt.toISOString(),
          },
        ],
      });
    }
    const everyone = await get('admin/get-customers?limit=100');
    const emails = everyone.json().result.map((c: { email: string }) => c.email);
    expect(emails).toEqual(
      expect.arrayContaining(['admin@sellersignal.io', 'demo@sellersignal.io', 'harper.quinn@example.com']),
    );
    expect(everyone.body).not.toMatch(/password|argon2/i);
    const { user: plain } = await createCustomer(t.ctx, { email: 'no-plan@example.com' });
    expect((await get('admin/get-customers?search=no-plan')).json().result).toEqual([
      expect.objectContaining({
        _id: plain.id,
        plan_name: null,
        subscription_status: null,
        wallet_balance: 0,
        leads_owned: 0,
      }),
    ]);
    expect((await get('admin/get-customers?search=100%25')).json().result).toEqual([]);
  });
});

describe('POST admin/create-wallet-adjustment', () => {
  it('credits a reward and corrects a wallet through the ledger, audited', async () => {
    const { user } = await createCustomer(t.ctx, { email: 'winner@example.com' });
    const member = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };
    const reward = await post('admin/create-wallet-adjustment', {
      user_id: user.id,
      kind: 'reward',
      amount: 25,
      event_name: 'Austin meetup raffle',
      reason: 'Raffle winner at the November meetup',
    });
    expect(reward.statusCode).toBe(200);
    expect(reward.json()).toMatchObject({
      message: 'Data added successfully',
      result: { _id: user.id, wallet_balance: 25 },
    });
    const correction = await post('admin/create-wallet-adjustment', {
      user_id: user.id,
      kind: 'adjustment',
      amount: -10.5,
      event_name: 'ignored',
      reason: 'Reward credited twice by mistake',
    });
    expect(correction.json().result.wallet_balance).toBe(14.5);

    const wallet = (await t.app.inject({ url: '/api/v1/wallet/get-wallet', headers: member })).json().result;
    expect(wallet.balance).toBe(14.5);
    expect(wallet.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'reward',
          amount: 25,
          description: 'Raffle winner at the November meetup',
          event_name: 'Austin meetup raffle',
        }),
        expect.objectContaining({
          kind: 'adjustment',
          amount: -10.5,
          description: 'Reward credited twice by mistake',
          event_name: null,
        }),
      ]),
    );
    const [entry] = await t.ctx.db.select().from(walletEntries).where(eq(walletEntries.kind, 'adjustment'));
    const [admin] = await t.ctx.db.select().from(users).where(eq(users.email, 'admin@sellersignal.io'));
    expect(entry!.createdBy).toBe(admin!.id);

    const log = (await get('admin/get-audit-log?entity=wallet&limit=100')).json().result as {
      entity_id: string;
      action: string;
      actor: string;
      before: { balanceCents: number };
      after: { balanceCents: number; entry: object };
    }[];
    const mine = log.filter((e) => e.entity_id === user.id);
    expect(mine.map((e) => [e.action, e.before.balanceCents, e.after.balanceCents]).sort()).toEqual([
      ['wallet.adjustment', 2_500, 1_450],
      ['wallet.reward', 0, 2_500],
    ]);
    expect(mine[0]!.actor).toBe('admin@sellersignal.io');
  });

  it('never takes a wallet below zero', async () => {
    const { user } = await createCustomer(t.ctx, { email: 'low-balance@example.com' });
    await fundWallet(t.ctx, user.id, 1_500);
    const refused = await post('admin/create-wallet-adjustment', {
      user_id: user.id,
      kind: 'adjustment',
      amount: -15.01,
      reason: 'Chargeback on top-up',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      result: null,
      detail: 'The wallet holds $15.00; an adjustment cannot take it below zero',
    });
    const [wallet] = await t.ctx.db.select().from(wallets).where(eq(wallets.userId, user.id));
    expect(wallet!.balanceCents).toBe(1_500);
    const toZero = await post('admin/create-wallet-adjustment', {
      user_id: user.id,
      kind: 'adjustment',
      amount: -15,
      reason: 'Chargeback on top-up',
    });
    expect(toZero.json().result.wallet_balance).toBe(0);

    // The database refuses it too, whatever the code above it does.
    await expect(
      t.ctx.db.transaction((tx) =>
        appendWalletEntry(tx, {
          userId: user.id,
          kind: 'adjustment',
          amountCents: -1,
          description: 'bypass',
          now: t.clock.now(),
        }),
      ),
    ).rejects.toThrow();
  });

  it('explains bad input and unknown members', async () => {
    const { user } = await createCustomer(t.ctx, { email: 'bad-input@example.com' });
    const negativeReward = await post('admin/create-wallet-adjustment', {
      user_id: user.id,
      kind: 'reward',
      amount: -5,
      reason: 'Oops',
    });
    expect(negativeReward.statusCode).toBe(400);
    expect(negativeReward.json().errors).toEqual([
      {
        path: 'body.amount',
        message: 'A reward adds money: use a positive amount, or an adjustment to take money back',
      },
    ]);
    const noReason = await post('admin/create-wallet-adjustment', {
      user_id: user.id,
      kind: 'reward',
      amount: 5,
    });
    expect(noReason.json().errors).toEqual([
      { path: 'body.reason', message: 'Give a reason the customer will see' },
    ]);
    const unknown = await post('admin/create-wallet-adjustment', {
      user_id: '5f0c6d52-3c1e-4f57-9a2b-7d0e8f1a2b3c',
      kind: 'reward',
      amount: 5,
      reason: 'Giveaway',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
