import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliateCommissions, affiliates, users } from '../../db/schema/index.js';
import { commissionCentsOf } from './commissions.service.js';
import { DAY_MS } from '../../lib/time.js';
import { adminHeaders, APP_URL, createCustomer, sessionFor, useTestApp } from '../../../test/helpers.js';

const t = useTestApp({ leadCount: 5 });

const get = async (path: string) => t.app.inject({ url: `/api/v1/${path}`, headers: await adminHeaders(t) });
const post = async (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${path}`, headers: await adminHeaders(t), payload });

async function newAffiliate(name: string, referralCode: string, status: 'new' | 'active' = 'new') {
  const [row] = await t.ctx.db
    .insert(affiliates)
    .values({ name, email: `${referralCode.toLowerCase()}@example.com`, referralCode, status })
    .returning();
  return row!;
}

/** A member referred by the affiliate who subscribes to monthly Basic ($99), optionally with WELCOME50 ($49.50). */
async function referredSubscriber(email: string, affiliateId: string, promoCode?: string) {
  const { user } = await createCustomer(t.ctx, { email });
  await t.ctx.db.update(users).set({ referredByAffiliateId: affiliateId }).where(eq(users.id, user.id));
  const headers = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };
  const card = await t.app.inject({
    method: 'POST',
    url: '/api/v1/billing/save-payment-method',
    headers,
    payload: { test_card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030 },
  });
  expect(card.statusCode).toBe(200);
  const plans = (await t.app.inject({ url: '/api/v1/plan/getplans?plan_occurance=monthly' })).json()
    .result as { _id: string; plan_name: string }[];
  const basic = plans.find((p) => p.plan_name === 'Basic')!;
  const subscribed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/billing/create-subscription',
    headers,
    payload: { plan_id: basic._id, ...(promoCode ? { promo_code: promoCode } : {}) },
  });
  expect(subscribed.statusCode).toBe(200);
  return user;
}

describe('affiliate commission in integer cents', () => {
  it('is 11%, half a cent rounding up', () => {
    expect(commissionCentsOf(9_900)).toBe(1_089);
    expect(commissionCentsOf(4_950)).toBe(545);
    expect(commissionCentsOf(1)).toBe(0);
  });
});

describe('GET admin/get-affiliate-details and POST admin/record-affiliate-payout', () => {
  it('adds up referred payments, pays out only what has passed its 30-day hold, and audits the payout', async () => {
    const affiliate = await newAffiliate('Tasha Greene', 'TASHA9K2', 'active');
    const full = await referredSubscriber('referred-full@example.com', affiliate.id);
    const half = await referredSubscriber('referred-half@example.com', affiliate.id, 'WELCOME50');
    const commissions = await t.ctx.db
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.affiliateId, affiliate.id));
    expect(commissions.map((c) => c.amountCents).sort((a, b) => a - b)).toEqual([545, 1_089]);
    expect(commissions.map((c) => c.payableAt)).toEqual(
      Array(2).fill(new Date(t.clock.now().getTime() + 30 * DAY_MS)),
    );

    const details = await get(`admin/get-affiliate-details?id=${affiliate.id}`);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      message: 'Data fetched successfully',
      result: {
        _id: affiliate.id,
        name: 'Tasha Greene',
        status: 'active',
        referral_code: 'TASHA9K2',
        referral_link: `${APP_URL}/sign-up?ref=TASHA9K2`,
        commission_earned: 16.34,
        commission_held: 16.34,
        commission_payable: 0,
        commission_reversed: 0,
        paid_out: 0,
        balance_owed: 16.34,
        payouts: [],
      },
    });
    expect(
      details
        .json()
        .result.referred_customers.map((c: { _id: string }) => c._id)
        .sort(),
    ).toEqual([full.id, half.id].sort());

    const held = await post('admin/record-affiliate-payout', { affiliate_id: affiliate.id, amount: 5 });
    expect(held.statusCode).toBe(409);
    expect(held.json().detail).toBe(
      'A payout of $5.00 is more than the $0.00 payable to Tasha Greene ($16.34 more is held for 30 days).',
    );

    t.clock.advance(30 * DAY_MS);
    const tooMuch = await post('admin/record-affiliate-payout', {
      affiliate_id: affiliate.id,
      amount: 16.35,
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().detail).toBe('A payout of $16.35 is more than the $16.34 payable to Tasha Greene.');

    const paid = await post('admin/record-affiliate-payout', {
      affiliate_id: affiliate.id,
      amount: 10,
      note: 'PayPal, November',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      message: 'Data added successfully',
      result: {
        commission_earned: 16.34,
        commission_held: 0,
        commission_payable: 6.34,
        paid_out: 10,
        balance_owed: 6.34,
        payouts: [{ amount: 10, note: 'PayPal, November', paid_at: t.clock.now().toISOString() }],
      },
    });
    const rest = await post('admin/record-affiliate-payout', { affiliate_id: affiliate.id, amount: 6.34 });
    expect(rest.json().result).toMatchObject({ paid_out: 16.34, commission_payable: 0, balance_owed: 0 });
    expect(
      (await post('admin/record-affiliate-payout', { affiliate_id: affiliate.id, amount: 0.01 })).statusCode,
    ).toBe(409);

    const log = (await get('admin/get-audit-log?entity=affiliate_payout&limit=100')).json().result as {
      after: { affiliateId: string; amountCents: number; balance_owed_after_cents: number };
      actor: string;
      action: string;
    }[];
    const mine = log.filter((e) => e.after.affiliateId === affiliate.id);
    expect(mine).toHaveLength(2);
    expect(mine.map((e) => e.after.amountCents).sort((a, b) => a - b)).toEqual([634, 1_000]);
    expect(mine[0]).toMatchObject({ actor: 'admin@sellersignal.io', action: 'affiliate.payout' });
    t.clock.set('2026-11-21T15:00:00Z');
  });

  it('answers 404 for an unknown affiliate', async () => {
    expect(
      (await get('admin/get-affiliate-details?id=5f0c6d52-3c1e-4f57-9a2b-7d0e8f1a2b3c')).statusCode,
    ).toBe(404);
    expect(
      (
        await post('admin/record-affiliate-payout', {
          affiliate_id: '5f0c6d52-3c1e-4f57-9a2b-7d0e8f1a2b3c',
          amount: 5,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('POST admin/update-affiliate', () => {
  it('changes status and notes, and audits before and after', async () => {
    const affiliate = await newAffiliate('Devon Reyes', 'DEVON4Q8');
    const response = await post('admin/update-affiliate', {
      id: affiliate.id,
      status: 'contacted',
      notes: 'Called on Nov 21; sends a media kit.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Data edited successfully',
      result: { status: 'contacted', notes: 'Called on Nov 21; sends a media kit.', balance_owed: 0 },
    });
    const onlyStatus = await post('admin/update-affiliate', { id: affiliate.id, status: 'active' });
    expect(onlyStatus.json().result).toMatchObject({
      status: 'active',
      notes: 'Called on Nov 21; sends a media kit.',
    });

    const log = (await get('admin/get-audit-log?entity=affiliate&limit=100')).json().result as {
      entity_id: string;
      before: { status: string };
      after: { status: string };
    }[];
    const mine = log.filter((e) => e.entity_id === affiliate.id);
    expect(mine.map((e) => [e.before.status, e.after.status]).sort()).toEqual([
      ['contacted', 'active'],
      ['new', 'contacted'],
    ]);
    expect((await post('admin/update-affiliate', { id: affiliate.id, status: 'banned' })).statusCode).toBe(
      400,
    );
  });
});
