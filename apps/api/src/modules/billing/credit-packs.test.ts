import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { affiliateCommissions, auditLog, creditPacks, invoices, plans } from '../../db/schema/index.js';
import { runMaintenance } from '../../jobs/maintenance.js';
import { creditMonthOf } from './order-summary.service.js';
import { useTestApp } from '../../../test/helpers.js';
import {
  adminHeaders,
  CARDS,
  get,
  latestPayment,
  newAffiliate,
  post,
  refundedCharge,
  saveCard,
  sendStripeEvent,
  signUpByLink,
  subscribe,
  topUp,
  walletOf,
  WEBHOOK_SECRET,
  type Member,
} from '../../../test/money-helpers.js';

const t = useTestApp({ leadCount: 5 });
beforeAll(() => {
  t.ctx.stripeWebhookSecret = WEBHOOK_SECRET;
});

const billingOf = async (member: Member) =>
  (await get(t, 'billing/get-billing', member.headers)).json().result;
const creditsLeft = async (member: Member) =>
  (await get(t, 'leads/get-dashboard-data', member.headers)).json().result.credits_left as number;
let keys = 0;
const buy = (member: Member, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/billing/buy-credit-pack',
    headers: { ...member.headers, 'idempotency-key': `idem-pack-${++keys}` },
    payload: body,
  });

async function subscribedMember(email: string, extra: { referral_code?: string } = {}) {
  const member = await signUpByLink(t, email, extra);
  await saveCard(t, member, CARDS.visa);
  expect((await subscribe(t, member)).statusCode).toBe(200);
  return member;
}

describe('credit packs (issue 20.2)', () => {
  it('by card: summarised first, charged once with an invoice, credits added at once until the credit month ends', async () => {
    const member = await subscribedMember('pack-card@example.com');
    const overview = await billingOf(member);
    expect(overview.credit_packs).toEqual([
      { _id: expect.any(String), credits: 10, price: 49, price_per_credit: 4.9 },
    ]);
    expect(overview.credits_left).toBe(25);
    const pack = overview.credit_packs[0];

    const summary = (
      await post(t, 'billing/preview-charge', member.headers, {
        action: 'buy_credit_pack',
        pack_id: pack._id,
        pay_with: 'card',
      })
    ).json().result;
    expect(summary).toMatchObject({
      title: '10 premium credits',
      takes_effect: 'now',
      lines: [{ label: 'Credit pack: 10 premium credits ($4.90 each)', amount: 49 }],
      subtotal: 49,
      total: 49,
      credits_now: 10,
      pay_with: 'card',
      payment_method: { last4: '4242' },
      period_end: overview.credits_reset_at,
    });

    const bought = await buy(member, { pack_id: pack._id, pay_with: 'card', expected_total: 49 });
    expect(bought.statusCode).toBe(200);
    expect(bought.json().result.credit_pack).toEqual({
      credits: 10,
      charged: 49,
      pay_with: 'card',
      valid_until: overview.credits_reset_at,
    });
    expect(bought.json().result.credits_left).toBe(35);
    const payment = await latestPayment(t, member.id, 'credit_pack');
    expect(payment).toMatchObject({ amountCents: 4_900, status: 'succeeded' });
    const [invoice] = await t.ctx.db.select().from(invoices).where(eq(invoices.paymentId, payment.id));
    expect(invoice!.description).toBe('Credit pack: 10 premium credits');

    // Forfeited with the month's own: after the renewal only the new month's 25 are left.
    t.clock.set(new Date(new Date(overview.credits_reset_at).getTime() + 1_000));
    await runMaintenance(t.ctx);
    expect((await creditMonthOf(t.ctx.db, member.id, t.clock.now())).left).toBe(25);
  });

  it('from the wallet: refused when short, else spent with a ledger line and the affiliate earns on it', async () => {
    const affiliate = await newAffiliate(t, 'Pack Partner', 'pack-partner@example.com');
    const member = await subscribedMember('pack-wallet@example.com', { referral_code: affiliate.code });
    const [pack] = (await billingOf(member)).credit_packs;
    await topUp(t, member, 40);
    const short = await buy(member, { pack_id: pack._id, pay_with: 'wallet' });
    expect(short.statusCode).toBe(402);
    expect(short.json().detail).toBe(
      'Your wallet holds $40.00; this pack costs $49.00. Top up or pay by card.',
    );

    await topUp(t, member, 20);
    const bought = await buy(member, { pack_id: pack._id, pay_with: 'wallet', expected_total: 49 });
    expect(bought.statusCode).toBe(200);
    expect(bought.json().result).toMatchObject({ wallet_balance: 11, credits_left: 35 });
    const wallet = await walletOf(t, member);
    expect(wallet.entries.filter((entry: { kind: string }) => entry.kind === 'credit_pack')).toEqual([
      expect.objectContaining({ amount: -49, description: 'Credit pack: 10 premium credits' }),
    ]);
    const commissions = await t.ctx.db
      .select()
      .from(affiliateCommissions)
      .where(and(eq(affiliateCommissions.userId, member.id), eq(affiliateCommissions.kind, 'earned')));
    // 11% of the subscription ($99) and of the pack ($49); never of the top-ups.
    expect(commissions.map((row) => row.amountCents).sort((a, b) => a - b)).toEqual([539, 1_089]);
  });

  it('is refused without a plan, for another plan, or when the price changed since the summary', async () => {
    const outsider = await signUpByLink(t, 'pack-outsider@example.com');
    const [basicPack] = await t.ctx.db.select().from(creditPacks).limit(1);
    const noPlan = await buy(outsider, { pack_id: basicPack!.id, pay_with: 'card' });
    expect(noPlan.statusCode).toBe(402);
    expect(noPlan.json().detail).toBe('Credit packs are for members with an active plan: subscribe first.');
    expect((await billingOf(outsider)).credit_packs).toEqual([]);

    const member = await subscribedMember('pack-other-plan@example.com');
    const [pro] = await t.ctx.db
      .select()
      .from(plans)
      .where(and(eq(plans.name, 'Pro'), eq(plans.occurrence, 'monthly')));
    const [proPack] = await t.ctx.db.select().from(creditPacks).where(eq(creditPacks.planId, pro!.id));
    const other = await buy(member, { pack_id: proPack!.id, pay_with: 'card' });
    expect(other.statusCode).toBe(404);
    expect(other.json().errors[0]).toEqual({
      path: 'body.pack_id',
      message: 'This credit pack is not on sale for your plan',
    });

    const [pack] = (await billingOf(member)).credit_packs;
    const admin = await adminHeaders(t);
    const repriced = await post(t, 'admin/update-credit-pack', admin, { id: pack._id, price: 59 });
    expect(repriced.statusCode).toBe(200);
    expect(repriced.json().result).toMatchObject({ price: 59, plan_name: 'Basic', is_active: true });
    const stale = await buy(member, { pack_id: pack._id, pay_with: 'card', expected_total: 49 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(
      'The total is now $59.00, not $49.00: review the order summary again. Nothing was charged.',
    );
    await post(t, 'admin/update-credit-pack', admin, { id: pack._id, price: 49 });
  });

  it('a refunded pack payment takes back the credits not yet spent', async () => {
    const member = await subscribedMember('pack-refund@example.com');
    const [pack] = (await billingOf(member)).credit_packs;
    expect((await buy(member, { pack_id: pack._id, pay_with: 'card' })).statusCode).toBe(200);
    expect(await creditsLeft(member)).toBe(35);
    const payment = await latestPayment(t, member.id, 'credit_pack');
    expect(
      await sendStripeEvent(t, 'charge.refunded', refundedCharge(payment.providerPaymentId!, 4_900, 4_900)),
    ).toBe('applied');
    expect(await creditsLeft(member)).toBe(25);
    expect((await billingOf(member)).subscription.status).toBe('active');
  });
});

describe('credit packs in the console', () => {
  it('lists, creates and takes packs off sale, audited, and refuses plans not sold online', async () => {
    const admin = await adminHeaders(t);
    const listed = (await get(t, 'admin/get-credit-packs', admin)).json().result;
    expect(
      listed.map(
        (pack: { plan_name: string; plan_occurance: string; credits: number }) =>
          `${pack.plan_name} ${pack.plan_occurance} ${pack.credits}`,
      ),
    ).toEqual(
      expect.arrayContaining(['Basic monthly 10', 'Basic yearly 10', 'Pro monthly 25', 'Pro yearly 25']),
    );
    const [pro] = await t.ctx.db
      .select()
      .from(plans)
      .where(and(eq(plans.name, 'Pro'), eq(plans.occurrence, 'monthly')));
    const created = await post(t, 'admin/create-credit-pack', admin, {
      plan_id: pro!.id,
      credits: 50,
      price: 159.5,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().result).toMatchObject({
      credits: 50,
      price: 159.5,
      price_per_credit: 3.19,
      sold: 0,
      is_active: true,
    });
    const off = await post(t, 'admin/update-credit-pack', admin, {
      id: created.json().result._id,
      is_active: false,
    });
    expect(off.json().result.is_active).toBe(false);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created.json().result._id));
    expect(audits.map((row) => row.action).sort()).toEqual(['credit_pack.create', 'credit_pack.update']);

    const [enterprise] = await t.ctx.db.select().from(plans).where(eq(plans.name, 'Enterprise')).limit(1);
    const refused = await post(t, 'admin/create-credit-pack', admin, {
      plan_id: enterprise!.id,
      credits: 5,
      price: 10,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toEqual({
      path: 'body.plan_id',
      message: 'Choose a plan that is on sale online',
    });
    const badPrice = await post(t, 'admin/create-credit-pack', admin, {
      plan_id: pro!.id,
      credits: 0,
      price: 0.5,
    });
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.credits', message: 'Credits must be at least 1' },
        { path: 'body.price', message: 'Price must be at least $1' },
      ]),
    );
  });
});

describe('the order summary of a subscription', () => {
  it('never shows a WELCOME50 discount the charge would refuse: one per person, card included', async () => {
    const first = await signUpByLink(t, 'welcome-first@example.com');
    await saveCard(t, first, CARDS.visa);
    const basic = (await billingOf(first)).subscription;
    expect(basic).toBeNull();
    const planId = (
      await t.ctx.db
        .select()
        .from(plans)
        .where(and(eq(plans.name, 'Basic'), eq(plans.occurrence, 'monthly')))
    )[0]!.id;
    const quote = await post(t, 'billing/preview-charge', first.headers, {
      action: 'subscribe',
      plan_id: planId,
      promo_code: 'WELCOME50',
    });
    expect(quote.json().result).toMatchObject({ promo_code: 'WELCOME50', discount: 49.5, total: 49.5 });
    expect((await subscribe(t, first, { promo: 'WELCOME50' })).statusCode).toBe(200);

    const second = await signUpByLink(t, 'welcome-second@example.com');
    await saveCard(t, second, CARDS.visa);
    const refused = await post(t, 'billing/preview-charge', second.headers, {
      action: 'subscribe',
      plan_id: planId,
      promo_code: 'welcome50',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([
      {
        path: 'body.promo_code',
        message:
          'WELCOME50 was already redeemed with this email address, card or payment account: it is one per person.',
      },
    ]);
    const full = await post(t, 'billing/preview-charge', second.headers, {
      action: 'subscribe',
      plan_id: planId,
    });
    expect(full.json().result).toMatchObject({ promo_code: null, discount: 0, total: 99 });
  });
});
