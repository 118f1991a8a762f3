import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoices, payments, plans, premiumCreditGrants, subscriptions } from '../../db/schema/index.js';
import { runMaintenance } from '../../jobs/maintenance.js';
import { DAY_MS } from '../../lib/time.js';
import { APP_URL, createSubscriber, useTestApp } from '../../../test/helpers.js';
import { proratedDifferenceCents } from './proration.js';

const t = useTestApp({ leadCount: 5 });
let members = 0;
const call = (url: string, cookie: string, payload?: object, key?: string) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api/v1/${url}`,
    headers: { cookie, origin: APP_URL, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
const planId = async (name: string, occurrence: 'monthly' | 'yearly') =>
  (
    await t.ctx.db
      .select()
      .from(plans)
      .where(and(eq(plans.name, name), eq(plans.occurrence, occurrence)))
  )[0]!;
const subscriptionOf = async (userId: string) =>
  (await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;
const creditsLeft = async (cookie: string) =>
  (await call('leads/get-dashboard-data', cookie)).json().result.credits_left as number;

describe('upgrading (issue 20.1)', () => {
  it('shows the prorated difference first, then charges exactly it once, moves the plan now and adds the credits', async () => {
    const member = await createSubscriber(t, 'upgrade1@example.com');
    const pro = await planId('Pro', 'monthly');
    const before = await subscriptionOf(member.user.id);
    t.clock.set(new Date(before.currentPeriodStart.getTime() + 10 * DAY_MS));

    const preview = await call('billing/preview-charge', member.cookie, {
      action: 'change_plan',
      plan_id: pro.id,
    });
    expect(preview.statusCode).toBe(200);
    const summary = preview.json().result;
    const expected = proratedDifferenceCents({
      fromPriceCents: 9_900,
      toPriceCents: 29_900,
      periodStart: before.currentPeriodStart,
      periodEnd: before.currentPeriodEnd,
      now: t.clock.now(),
    });
    expect(summary).toMatchObject({
      action: 'change_plan',
      title: 'Upgrade from Basic to Pro plan (monthly)',
      takes_effect: 'now',
      total: expected / 100,
      credits_now: 75,
      pay_with: 'card',
      payment_method: { last4: '4242' },
    });
    expect(summary.lines[0].label).toMatch(
      /^Pro minus Basic: \$200\.00 per month, for the 20 days left until /,
    );
    expect(summary.notes).toContain(
      '75 more premium credits now, for this credit month; then 100 every month.',
    );

    const stale = await call(
      'billing/change-plan',
      member.cookie,
      { plan_id: pro.id, expected_total: 1 },
      'idem-k-stale',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].path).toBe('body.expected_total');
    expect((await subscriptionOf(member.user.id)).planId).toBe(before.planId);

    const body = { plan_id: pro.id, expected_total: summary.total };
    const [first, repeat] = [
      await call('billing/change-plan', member.cookie, body, 'idem-k-upgrade-1'),
      await call('billing/change-plan', member.cookie, body, 'idem-k-upgrade-1'),
    ];
    expect(first.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect(first.json().result.plan_change).toEqual({
      plan_name: 'Pro',
      takes_effect: 'now',
      effective_at: t.clock.now().toISOString(),
      charged: expected / 100,
      credits_granted: 75,
    });
    const after = await subscriptionOf(member.user.id);
    expect(after).toMatchObject({
      planId: pro.id,
      currentPeriodEnd: before.currentPeriodEnd,
      pendingPlanId: null,
    });
    const charged = await t.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, member.user.id), eq(payments.kind, 'plan_change')));
    expect(charged).toHaveLength(1);
    expect(charged[0]).toMatchObject({ amountCents: expected, status: 'succeeded' });
    const [invoice] = await t.ctx.db.select().from(invoices).where(eq(invoices.paymentId, charged[0]!.id));
    expect(invoice).toMatchObject({ totalCents: expected });
    expect(invoice!.description).toBe('Upgrade from Basic to Pro plan (monthly), prorated');
    expect(await creditsLeft(member.cookie)).toBe(100);
    const overview = first.json().result;
    expect(overview.subscription.plan.plan_name).toBe('Pro');
    expect(overview.payments[0]).toMatchObject({ kind: 'plan_change', amount: expected / 100 });

    // The renewal charges the new plan's full price and the month restarts with its credits.
    t.clock.set(new Date(before.currentPeriodEnd.getTime() + 1_000));
    await runMaintenance(t.ctx);
    expect((await call('billing/get-billing', member.cookie)).json().result.payments[0]).toMatchObject({
      kind: 'subscription',
      amount: 299,
    });
    expect(await creditsLeft(member.cookie)).toBe(100);
  });

  it('on any day of a monthly or yearly period charges the rounded prorated difference, never negative, never twice for one key', async () => {
    for (const occurrence of ['monthly', 'yearly'] as const) {
      const pro = await planId('Pro', occurrence);
      const basic = await planId('Basic', occurrence);
      await fc.assert(
        fc.asyncProperty(fc.double({ min: 0, max: 0.999, noNaN: true }), async (fraction) => {
          t.clock.set('2026-11-21T15:00:00Z');
          const member = await createSubscriber(t, `prop-${occurrence}-${++members}@example.com`, {
            occurrence,
          });
          const sub = await subscriptionOf(member.user.id);
          const total = sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime();
          t.clock.set(new Date(sub.currentPeriodStart.getTime() + Math.floor(total * fraction)));
          const prorated = proratedDifferenceCents({
            fromPriceCents: basic.priceCents,
            toPriceCents: pro.priceCents,
            periodStart: sub.currentPeriodStart,
            periodEnd: sub.currentPeriodEnd,
            now: t.clock.now(),
          });
          const expected = prorated < 50 ? 0 : prorated;
          const summary = (
            await call('billing/preview-charge', member.cookie, { action: 'change_plan', plan_id: pro.id })
          ).json().result;
          expect(Math.round(summary.total * 100)).toBe(expected);
          const key = `idem-prop-${members}`;
          const body = { plan_id: pro.id, expected_total: summary.total };
          expect((await call('billing/change-plan', member.cookie, body, key)).statusCode).toBe(200);
          expect((await call('billing/change-plan', member.cookie, body, key)).statusCode).toBe(200);
          const rows = await t.ctx.db
            .select()
            .from(payments)
            .where(and(eq(payments.userId, member.user.id), eq(payments.kind, 'plan_change')));
          expect(rows.map((row) => row.amountCents)).toEqual(expected > 0 ? [expected] : []);
          expect(rows.every((row) => row.amountCents >= 0)).toBe(true);
        }),
        { numRuns: 6 },
      );
    }
  });

  it('refuses a declined card without changing the plan, and a plan that is not for sale', async () => {
    const member = await createSubscriber(t, 'upgrade-declined@example.com');
    const pro = await planId('Pro', 'monthly');
    await t.ctx.db.update(payments).set({ status: 'succeeded' }).where(eq(payments.userId, member.user.id));
    const saved = await call('billing/save-payment-method', member.cookie, {
      test_card_number: '4000 0000 0000 0002',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
      postal_code: '78701',
    });
    expect(saved.statusCode).toBe(200);
    const declined = await call('billing/change-plan', member.cookie, { plan_id: pro.id }, 'idem-k-declined');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().detail).toBe(
      'The payment did not go through: Your card was declined. Your plan is unchanged.',
    );
    expect((await subscriptionOf(member.user.id)).planId).not.toBe(pro.id);
    expect(await creditsLeft(member.cookie)).toBe(25);

    const enterprise = await planId('Enterprise', 'monthly');
    const custom = await call('billing/preview-charge', member.cookie, {
      action: 'change_plan',
      plan_id: enterprise.id,
    });
    expect(custom.statusCode).toBe(400);
    expect(custom.json().detail).toMatch(/^The Enterprise plan is arranged with our team/);
    const badCvc = await call('billing/save-payment-method', member.cookie, {
      test_card_number: '4242 4242 4242 4242',
      cvc: '12',
      postal_code: '7870',
    });
    expect(badCvc.statusCode).toBe(400);
    expect(badCvc.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.cvc', message: 'Enter the 3 or 4 digits of the security code' },
        { path: 'body.postal_code', message: 'Enter a 5-digit ZIP code' },
      ]),
    );
  });
});

describe('downgrading (issue 20.1)', () => {
  it('schedules a cheaper plan or another billing period for the renewal, shows it everywhere and can be undone', async () => {
    const member = await createSubscriber(t, 'downgrade1@example.com', { plan: 'pro' });
    const basicYearly = await planId('Basic', 'yearly');
    const sub = await subscriptionOf(member.user.id);

    const summary = (
      await call('billing/preview-charge', member.cookie, { action: 'change_plan', plan_id: basicYearly.id })
    ).json().result;
    expect(summary).toMatchObject({
      title: 'Switch from Pro to Basic plan (yearly)',
      takes_effect: 'renewal',
      effective_at: sub.currentPeriodEnd.toISOString(),
      total: 0,
      pay_with: null,
      credits_now: 0,
    });
    expect(summary.notes[0]).toMatch(
      /^Switching between monthly and yearly billing starts with a new period: your Basic plan starts at your renewal on .+, charged \$990\.00 per year to your card\.$/,
    );

    const scheduled = await call(
      'billing/change-plan',
      member.cookie,
      { plan_id: basicYearly.id, expected_total: 0 },
      'idem-k-down',
    );
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().result.plan_change).toMatchObject({
      plan_name: 'Basic',
      takes_effect: 'renewal',
      charged: 0,
    });
    expect(scheduled.json().result.subscription).toMatchObject({
      plan: { plan_name: 'Pro' },
      pending_plan: { plan_name: 'Basic', plan_occurance: 'yearly' },
    });
    expect((await call('leads/get-dashboard-data', member.cookie)).json().result.subscription).toMatchObject({
      plan_name: 'Pro',
      pending_plan_name: 'Basic (yearly)',
    });
    expect(await creditsLeft(member.cookie)).toBe(100);

    const undone = await call('billing/cancel-plan-change', member.cookie, {});
    expect(undone.statusCode).toBe(200);
    expect(undone.json().result.subscription.pending_plan).toBeNull();
    const again = await call('billing/cancel-plan-change', member.cookie, {});
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('No plan change is scheduled: your plan renews as it is.');

    // Scheduled again, the renewal starts the yearly Basic period at its price with its credits.
    await call('billing/change-plan', member.cookie, { plan_id: basicYearly.id }, 'idem-k-down-2');
    t.clock.set(new Date(sub.currentPeriodEnd.getTime() + 1_000));
    await runMaintenance(t.ctx);
    const renewed = (await call('billing/get-billing', member.cookie)).json().result;
    expect(renewed.subscription).toMatchObject({
      plan: { plan_name: 'Basic', plan_occurance: 'yearly' },
      pending_plan: null,
    });
    expect(renewed.payments[0]).toMatchObject({ kind: 'subscription', amount: 990 });
    expect(await creditsLeft(member.cookie)).toBe(25);
  });

  it('refuses the plan the member is on, and changes while cancelled or overdue', async () => {
    const member = await createSubscriber(t, 'downgrade2@example.com');
    const basic = await planId('Basic', 'monthly');
    const same = await call('billing/change-plan', member.cookie, { plan_id: basic.id }, 'idem-k-same');
    expect(same.statusCode).toBe(409);
    expect(same.json().detail).toBe('You are on the Basic plan already.');
    await call('billing/cancel-subscription', member.cookie, {});
    const cancelled = await call('billing/preview-charge', member.cookie, {
      action: 'change_plan',
      plan_id: (await planId('Pro', 'monthly')).id,
    });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().detail).toBe(
      'Your subscription is cancelled: resume it first, then change your plan.',
    );
  });
});

describe('credit grants of an upgrade', () => {
  it('last until the credit month ends, like the plan’s own', async () => {
    const member = await createSubscriber(t, 'upgrade-grant@example.com');
    const pro = await planId('Pro', 'monthly');
    await call('billing/change-plan', member.cookie, { plan_id: pro.id }, 'idem-k-grant');
    const grants = await t.ctx.db
      .select()
      .from(premiumCreditGrants)
      .where(eq(premiumCreditGrants.userId, member.user.id));
    const own = grants.find((grant) => grant.reason === 'subscription')!;
    const upgrade = grants.find((grant) => grant.reason.startsWith('upgrade:'))!;
    expect(upgrade).toMatchObject({ credits: 75, periodEnd: own.periodEnd });
    expect(upgrade.paymentId).not.toBeNull();
  });
});
