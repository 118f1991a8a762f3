import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  affiliateCommissions,
  affiliates,
  outboxMessages,
  paymentCards,
  payments,
  subscriptions,
  users,
} from '../../db/schema/index.js';
import { runMaintenance } from '../../jobs/maintenance.js';
import { addMonths, DAY_MS } from '../../lib/time.js';
import {
  APP_URL,
  createCustomer,
  createLead,
  createSubscriber,
  sessionFor,
  useTestApp,
} from '../../../test/helpers.js';

const t = useTestApp({ leadCount: 10 });
const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { cookie, origin: APP_URL },
    ...(payload ? { payload } : {}),
  });
const dashboard = async (cookie: string) =>
  (await call('GET', 'leads/get-dashboard-data', cookie)).json().result;

describe('subscribing', () => {
  it('needs a card, then charges the plan, starts the period and grants 25 credits', async () => {
    const { user } = await createCustomer(t.ctx, { email: 'sub1@example.com' });
    const cookie = await sessionFor(t.ctx, user.id);
    const plans = (await t.app.inject({ url: '/api/v1/plan/getplans?plan_occurance=monthly' })).json().result;
    const basic = plans.find((p: { plan_name: string }) => p.plan_name === 'Basic');
    const noCard = await call('POST', 'billing/create-subscription', cookie, { plan_id: basic._id });
    expect(noCard.statusCode).toBe(402);
    expect(noCard.json().detail).toBe('Add a card in Billing first.');

    const bad = await call('POST', 'billing/save-payment-method', cookie, {
      test_card_number: '1234 5678 9012 3456',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({
      path: 'body.test_card_number',
      message: 'Test mode accepts only test cards, e.g. 4242 4242 4242 4242',
    });
    const saved = await call('POST', 'billing/save-payment-method', cookie, {
      test_card_number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 2030,
    });
    expect(saved.json().result.payment_method).toMatchObject({ brand: 'visa', last4: '4242', is_test: true });

    const response = await call('POST', 'billing/create-subscription', cookie, {
      plan_id: basic._id,
      promo_code: 'WELCOME50',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Checkout Successful!');
    const overview = response.json().result;
    expect(overview.subscription).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
      plan: { plan_name: 'Basic', price: 99 },
    });
    expect(overview.payments[0]).toMatchObject({ kind: 'subscription', amount: 49.5, status: 'succeeded' });
    expect(overview.payments_are_test_mode).toBe(true);
    expect((await dashboard(cookie)).credits_left).toBe(25);
    const me = (await call('GET', 'auth/me', cookie)).json().result;
    expect(me.purchase_planid).toBe(basic._id);

    const twice = await call('POST', 'billing/create-subscription', cookie, { plan_id: basic._id });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses the Contact Us plan and a declined card, creating nothing', async () => {
    const { user } = await createCustomer(t.ctx, { email: 'sub2@example.com' });
    const cookie = await sessionFor(t.ctx, user.id);
    await call('POST', 'billing/save-payment-method', cookie, {
      test_card_number: '4000 0000 0000 0002',
      exp_month: 1,
      exp_year: 2031,
    });
    const plans = (await t.app.inject({ url: '/api/v1/plan/getplans?plan_occurance=monthly' })).json().result;
    const enterprise = plans.find((p: { price: number }) => p.price === 0);
    expect(
      (await call('POST', 'billing/create-subscription', cookie, { plan_id: enterprise._id })).statusCode,
    ).toBe(400);
    const declined = await call('POST', 'billing/create-subscription', cookie, { plan_id: plans[0]._id });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().detail).toBe('The payment did not go through: Your card was declined.');
    expect(await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toHaveLength(
      0,
    );
  });
});

describe('saved cards', () => {
  it("are remembered with the provider's fingerprint: one card number has one fingerprint in any account", async () => {
    const saveAs = async (email: string, number: string) => {
      const { user } = await createCustomer(t.ctx, { email });
      const cookie = await sessionFor(t.ctx, user.id);
      const saved = await call('POST', 'billing/save-payment-method', cookie, {
        test_card_number: number,
        exp_month: 12,
        exp_year: 2030,
      });
      expect(saved.statusCode).toBe(200);
      const [card] = await t.ctx.db.select().from(paymentCards).where(eq(paymentCards.userId, user.id));
      return card!;
    };
    const first = await saveAs('card-a@example.com', '4242 4242 4242 4242');
    const second = await saveAs('card-b@example.com', '4242424242424242');
    const other = await saveAs('card-c@example.com', '5555 5555 5555 4444');
    expect(first.fingerprint).toMatch(/^fp_offline_[0-9a-f]{16}$/);
    expect(second.fingerprint).toBe(first.fingerprint);
    expect(other.fingerprint).not.toBe(first.fingerprint);
    expect(second.customerId).not.toBe(first.customerId);
    expect(JSON.stringify([first, second, other])).not.toContain('4242424242424242');
  });
});

describe('the renewal cycle with a clock that moves', () => {
  it('renews monthly, resets credits (unused ones are forfeited) and pays the referring affiliate 11%', async () => {
    // Only an active affiliate earns (docs/product.md §14); the seed's Marcus Bell is active.
    const [affiliate] = await t.ctx.db
      .select()
      .from(affiliates)
      .where(eq(affiliates.status, 'active'))
      .limit(1);
    const sub = await createSubscriber(t, 'renew1@example.com');
    await t.ctx.db
      .update(users)
      .set({ referredByAffiliateId: affiliate!.id })
      .where(eq(users.id, sub.user.id));
    const lead = await createLead(t.ctx, { type: 'premium' });
    await call('POST', 'leads/take-premium-lead', sub.cookie, { lead_id: lead.id });
    expect((await dashboard(sub.cookie)).credits_left).toBe(24);

    const [before] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, sub.user.id));
    t.clock.set(new Date(before!.currentPeriodEnd.getTime() + 60_000));
    const summary = await runMaintenance(t.ctx);
    expect(summary.renewed).toBeGreaterThanOrEqual(1);
    const [after] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, sub.user.id));
    expect(after!.currentPeriodStart).toEqual(before!.currentPeriodEnd);
    expect(after!.currentPeriodEnd).toEqual(addMonths(before!.currentPeriodEnd, 1));
    expect((await dashboard(sub.cookie)).credits_left).toBe(25);

    const commissions = await t.ctx.db
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.userId, sub.user.id));
    expect(commissions.map((c) => c.amountCents)).toEqual([1089]);
    t.clock.set('2026-11-21T15:00:00Z');
  });

  it('a failed renewal suspends taking leads until the member pays, then restarts the period', async () => {
    const sub = await createSubscriber(t, 'renew2@example.com');
    await call('POST', 'billing/save-payment-method', sub.cookie, {
      test_card_number: '4000000000000002',
      exp_month: 1,
      exp_year: 2031,
    });
    const [before] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, sub.user.id));
    t.clock.set(new Date(before!.currentPeriodEnd.getTime() + 60_000));
    await runMaintenance(t.ctx);
    const [pastDue] = await t.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, sub.user.id));
    expect(pastDue!.status).toBe('past_due');
    const mails = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'renew2@example.com'));
    expect(mails.map((m) => m.template)).toContain('renewal-failed');

    const lead = await createLead(t.ctx, { type: 'premium' });
    const blocked = await call('POST', 'leads/take-premium-lead', sub.cookie, { lead_id: lead.id });
    expect(blocked.statusCode).toBe(402);
    expect(blocked.json().detail).toBe(
      'Your last renewal payment failed. Pay it in Billing to keep taking leads.',
    );

    expect((await call('POST', 'billing/pay-past-due', sub.cookie)).statusCode).toBe(402);
    await call('POST', 'billing/save-payment-method', sub.cookie, {
      test_card_number: '5555555555554444',
      exp_month: 1,
      exp_year: 2031,
    });
    const paid = await call('POST', 'billing/pay-past-due', sub.cookie);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().result.subscription.status).toBe('active');
    expect((await call('POST', 'leads/take-premium-lead', sub.cookie, { lead_id: lead.id })).statusCode).toBe(
      200,
    );
    const history = await t.ctx.db.select().from(payments).where(eq(payments.userId, sub.user.id));
    expect(history.map((p) => p.status).sort()).toEqual(['failed', 'failed', 'succeeded', 'succeeded']);
    t.clock.set('2026-11-21T15:00:00Z');
  });

  it('cancels at the end of the paid period, and can be resumed before it', async () => {
    const sub = await createSubscriber(t, 'cancel1@example.com');
    const cancelled = await call('POST', 'billing/cancel-subscription', sub.cookie);
    expect(cancelled.json().result.subscription).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    });
    const resumed = await call('POST', 'billing/resume-subscription', sub.cookie);
    expect(resumed.json().result.subscription.cancel_at_period_end).toBe(false);
    await call('POST', 'billing/cancel-subscription', sub.cookie);
    const [row] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, sub.user.id));
    t.clock.set(new Date(row!.currentPeriodEnd.getTime() - DAY_MS));
    await runMaintenance(t.ctx);
    expect((await call('GET', 'billing/get-billing', sub.cookie)).json().result.subscription.status).toBe(
      'active',
    );
    t.clock.set(new Date(row!.currentPeriodEnd.getTime() + 1000));
    await runMaintenance(t.ctx);
    expect((await call('GET', 'billing/get-billing', sub.cookie)).json().result.subscription).toBeNull();
    const [ended] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, sub.user.id));
    expect(ended!.status).toBe('canceled');
    t.clock.set('2026-11-21T15:00:00Z');
  });

  it('grants a yearly plan its credits on each monthly anniversary', async () => {
    const sub = await createSubscriber(t, 'yearly1@example.com', { occurrence: 'yearly' });
    const lead = await createLead(t.ctx, { type: 'premium' });
    await call('POST', 'leads/take-premium-lead', sub.cookie, { lead_id: lead.id });
    expect((await dashboard(sub.cookie)).credits_left).toBe(24);
    const [row] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, sub.user.id));
    t.clock.set(new Date(addMonths(row!.currentPeriodStart, 1).getTime() + 1000));
    await runMaintenance(t.ctx);
    const data = await dashboard(sub.cookie);
    expect(data.credits_left).toBe(25);
    expect(data.credits_granted).toBe(25);
    t.clock.set('2026-11-21T15:00:00Z');
  });

  it('switches to a smaller plan at the next renewal', async () => {
    const sub = await createSubscriber(t, 'change1@example.com', { plan: 'pro' });
    const plans = (await t.app.inject({ url: '/api/v1/plan/getplans?plan_occurance=monthly' })).json().result;
    const basic = plans.find((p: { plan_name: string }) => p.plan_name === 'Basic');
    const changed = await call('POST', 'billing/change-plan', sub.cookie, { plan_id: basic._id });
    expect(changed.json().result.plan_change).toMatchObject({
      plan_name: 'Basic',
      takes_effect: 'renewal',
      charged: 0,
    });
    const [row] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, sub.user.id));
    t.clock.set(new Date(row!.currentPeriodEnd.getTime() + 1000));
    await runMaintenance(t.ctx);
    const overview = (await call('GET', 'billing/get-billing', sub.cookie)).json().result;
    expect(overview.subscription.plan.plan_name).toBe('Basic');
    expect(overview.payments[0]).toMatchObject({ amount: 99, status: 'succeeded' });
    expect((await dashboard(sub.cookie)).credits_left).toBe(25);
    t.clock.set('2026-11-21T15:00:00Z');
  });
});
