import { and, eq, ne, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxMessages, payments, planPriceChanges, plans, subscriptions } from '../../db/schema/index.js';
import { runMaintenance } from '../../jobs/maintenance.js';
import { applyDuePriceChanges } from './plans-admin.service.js';
import { adminHeaders, createCustomer, createSubscriber, useTestApp } from '../../../test/helpers.js';

const t = useTestApp({ leadCount: 5 });
const START = '2026-11-21T15:00:00Z';
afterEach(() => t.clock.set(START));

const get = async (path: string) => t.app.inject({ url: `/api/v1/${path}`, headers: await adminHeaders(t) });
const post = async (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${path}`, headers: await adminHeaders(t), payload });

interface AdminPlan {
  _id: string;
  plan_name: string;
  plan_occurance: string;
  price: number;
  subscribers: number;
  is_retired: boolean;
  scheduled_price_changes: { new_price: number; effective_at: string; notified_at: string | null }[];
}
const adminPlans = async () => (await get('admin/get-plans')).json().result as AdminPlan[];
const planId = async (name: string, occurrence: 'monthly' | 'yearly') =>
  (await adminPlans()).find((p) => p.plan_name === name && p.plan_occurance === occurrence)!._id;
const auditOf = async (entity: string, entityId: string) =>
  (
    (await get(`admin/get-audit-log?entity=${entity}&limit=100`)).json().result as {
      entity_id: string;
      action: string;
      actor: string;
      before: unknown;
      after: Record<string, unknown>;
    }[]
  ).filter((e) => e.entity_id === entityId);

const monthRule = (earliest: string) => [
  {
    path: 'body.effective_at',
    message: `A price change takes effect no sooner than one month after notice (earliest: ${earliest})`,
  },
];

describe('GET admin/get-plans', () => {
  it('lists every plan with its live subscribers', async () => {
    await createSubscriber(t, 'plans-count@example.com');
    const response = await get('admin/get-plans');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Data fetched successfully');
    const list = response.json().result as AdminPlan[];
    expect(list.length).toBeGreaterThanOrEqual(6);
    const basic = list.find((p) => p.plan_name === 'Basic' && p.plan_occurance === 'monthly')!;
    const [{ live }] = (await t.ctx.db
      .select({ live: sql<number>`count(*)::int` })
      .from(subscriptions)
      .where(and(eq(subscriptions.planId, basic._id), ne(subscriptions.status, 'canceled')))) as [
      { live: number },
    ];
    expect(basic).toMatchObject({
      price: 99,
      is_retired: false,
      subscribers: live,
      scheduled_price_changes: [],
    });
    expect(live).toBeGreaterThanOrEqual(1);
  });
});

describe('POST admin/create-plan and admin/update-plan', () => {
  const growth = {
    plan_name: 'Growth Plus',
    plan_details: 'Fifty premium leads a month for a growing team.',
    premium_credits: 50,
    is_recommended: false,
    benefits: ['50 premium lead credits every month', 'CSV export'],
  };

  it('creates a plan under a package key from its name, once per billing period', async () => {
    const created = await post('admin/create-plan', { ...growth, plan_occurance: 'monthly', price: 149 });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      message: 'Data added successfully',
      result: {
        plan_name: 'Growth Plus',
        price: 149,
        premium_credits: 50,
        plan_occurance: 'monthly',
        is_retired: false,
        subscribers: 0,
        benefits: [
          { id: '1', benefit: '50 premium lead credits every month' },
          { id: '2', benefit: 'CSV export' },
        ],
      },
    });
    const id = created.json().result._id as string;
    const [row] = await t.ctx.db.select().from(plans).where(eq(plans.id, id));
    expect(row).toMatchObject({ packageKey: 'growth-plus', priceCents: 14_900 });

    const duplicate = await post('admin/create-plan', {
      ...growth,
      plan_name: 'growth  plus!',
      plan_occurance: 'monthly',
      price: 150,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Same entry not allowed');
    const yearly = await post('admin/create-plan', { ...growth, plan_occurance: 'yearly', price: 1490 });
    expect(yearly.statusCode).toBe(200);
    const [yearlyRow] = await t.ctx.db.select().from(plans).where(eq(plans.id, yearly.json().result._id));
    expect(yearlyRow).toMatchObject({ packageKey: 'growth-plus', sortOrder: row!.sortOrder });

    const publicPlans = (await t.app.inject({ url: '/api/v1/plan/getplans?plan_occurance=monthly' })).json()
      .result as { _id: string }[];
    expect(publicPlans.map((p) => p._id)).toContain(id);
    expect(await auditOf('plan', id)).toMatchObject([
      {
        action: 'plan.create',
        actor: 'admin@sellersignal.io',
        before: null,
        after: { name: 'Growth Plus', priceCents: 14_900 },
      },
    ]);
  });

  it('edits name, details, credits, recommendation and benefits, never the price', async () => {
    const id = (
      await post('admin/create-plan', {
        ...growth,
        plan_name: 'Scale',
        plan_occurance: 'monthly',
        price: 199,
      })
    ).json().result._id as string;
    const edited = await post('admin/update-plan', {
      id,
      plan_name: 'Scale Up',
      premium_credits: 60,
      is_recommended: true,
      benefits: ['60 premium lead credits'],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Data edited successfully',
      result: {
        _id: id,
        plan_name: 'Scale Up',
        plan_details: growth.plan_details,
        premium_credits: 60,
        is_recommended: true,
        price: 199,
        benefits: [{ id: '1', benefit: '60 premium lead credits' }],
      },
    });
    const priced = await post('admin/update-plan', { id, price: 99 });
    expect(priced.statusCode).toBe(400);
    expect(priced.json().errors).toEqual([{ path: 'body', message: 'Unknown field: price' }]);
    const [audited] = await auditOf('plan', id).then((entries) =>
      entries.filter((e) => e.action === 'plan.update'),
    );
    expect(audited).toMatchObject({
      before: { name: 'Scale', premiumCreditsPerMonth: 50, isRecommended: false },
      after: { name: 'Scale Up', premiumCreditsPerMonth: 60, isRecommended: true },
    });
  });
});

describe('entitlements in the console (decision 029)', () => {
  const growth = {
    plan_name: 'Team Seats',
    plan_details: 'Forty leads a month for a small team.',
    premium_credits: 40,
    is_recommended: false,
    benefits: ['Onboarding call'],
  };

  it('creates a plan with the column defaults, or with the entitlements given', async () => {
    const plain = await post('admin/create-plan', { ...growth, plan_occurance: 'monthly', price: 129 });
    expect(plain.json().result.entitlements).toEqual({
      saved_searches: 1,
      text_alerts: false,
      api_keys: 2,
      webhook_endpoints: 2,
      team_seats: 1,
    });
    const given = {
      saved_searches: 5,
      text_alerts: true,
      api_keys: null,
      webhook_endpoints: 0,
      team_seats: null,
    };
    const yearly = await post('admin/create-plan', {
      ...growth,
      plan_occurance: 'yearly',
      price: 1290,
      entitlements: given,
    });
    expect(yearly.statusCode).toBe(200);
    expect(yearly.json().result.entitlements).toEqual(given);
    const [row] = await t.ctx.db.select().from(plans).where(eq(plans.id, yearly.json().result._id));
    expect(row).toMatchObject({
      savedSearchesLimit: 5,
      textAlerts: true,
      apiKeysLimit: null,
      webhookEndpointsLimit: 0,
      teamSeats: null,
    });
  });

  it('edits them, audits before and after, and the pricing page shows them at once', async () => {
    const id = await planId('Pro', 'yearly');
    const entitlements = {
      saved_searches: 40,
      text_alerts: true,
      api_keys: 15,
      webhook_endpoints: null,
      team_seats: 5,
    };
    const edited = await post('admin/update-plan', { id, entitlements });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().result).toMatchObject({ _id: id, plan_name: 'Pro', entitlements });

    const onSale = (await t.app.inject({ url: '/api/v1/plan/getplans?plan_occurance=yearly' })).json()
      .result as { _id: string; entitlements: unknown }[];
    expect(onSale.find((p) => p._id === id)!.entitlements).toEqual(entitlements);
    const updates = (await auditOf('plan', id)).filter((e) => e.action === 'plan.update');
    expect(updates.at(-1)).toMatchObject({
      before: { savedSearchesLimit: 25, apiKeysLimit: 10, webhookEndpointsLimit: 10, teamSeats: 3 },
      after: { savedSearchesLimit: 40, apiKeysLimit: 15, webhookEndpointsLimit: null, teamSeats: 5 },
    });
  });

  it('refuses a negative or fractional limit, naming the field', async () => {
    const id = await planId('Basic', 'yearly');
    const refused = await post('admin/update-plan', {
      id,
      entitlements: {
        saved_searches: -1,
        text_alerts: false,
        api_keys: 2.5,
        webhook_endpoints: 2,
        team_seats: 1,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'body.entitlements.saved_searches', message: 'Saved searches cannot be negative' },
      { path: 'body.entitlements.api_keys', message: 'API keys must be a whole number' },
    ]);
  });
});

describe('POST admin/schedule-price-change (docs/product.md §9: at least one month after notice)', () => {
  it('refuses a date sooner than one calendar month, tells every subscriber, and applies at the date', async () => {
    const pro = await planId('Pro', 'monthly');
    const subscriber = await createSubscriber(t, 'pro-price@example.com', { plan: 'pro' });
    const { user: former } = await createCustomer(t.ctx, { email: 'pro-former@example.com' });
    await t.ctx.db.insert(subscriptions).values({
      userId: former.id,
      planId: pro,
      status: 'canceled',
      currentPeriodStart: t.clock.now(),
      currentPeriodEnd: t.clock.now(),
      canceledAt: t.clock.now(),
    });

    const early = await post('admin/schedule-price-change', {
      plan_id: pro,
      new_price: 349,
      effective_at: '2026-12-21T14:59:59Z',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual(monthRule('2026-12-21T15:00:00.000Z'));
    const same = await post('admin/schedule-price-change', {
      plan_id: pro,
      new_price: 299,
      effective_at: '2027-01-01T00:00:00Z',
    });
    expect(same.json().errors).toEqual([
      { path: 'body.new_price', message: 'The Pro plan already costs $299.00' },
    ]);

    const scheduled = await post('admin/schedule-price-change', {
      plan_id: pro,
      new_price: 349,
      effective_at: '2026-12-21T15:00:00Z',
    });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json()).toMatchObject({
      message: 'Data added successfully',
      result: {
        _id: pro,
        price: 299,
        scheduled_price_changes: [
          {
            new_price: 349,
            effective_at: '2026-12-21T15:00:00.000Z',
            notified_at: '2026-11-21T15:00:00.000Z',
          },
        ],
      },
    });
    const notices = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'price-change-notice'));
    const recipients = notices.map((n) => n.recipient);
    expect(recipients).toContain('pro-price@example.com');
    expect(recipients).not.toContain('pro-former@example.com');
    const [subscribers] = (await adminPlans()).filter((p) => p._id === pro).map((p) => p.subscribers);
    expect(notices).toHaveLength(subscribers!);
    const notice = notices.find((n) => n.recipient === 'pro-price@example.com')!;
    expect(notice.subject).toBe('The price of your Pro plan changes on December 21, 2026');
    expect(notice.body).toContain('changes from $299.00 per month to $349.00 per month on December 21, 2026');

    const billing = (
      await t.app.inject({ url: '/api/v1/billing/get-billing', headers: subscriber.headers })
    ).json().result;
    expect(billing.subscription.upcoming_price).toEqual({
      price: 349,
      effective_at: '2026-12-21T15:00:00.000Z',
    });
    const [change] = await t.ctx.db.select().from(planPriceChanges).where(eq(planPriceChanges.planId, pro));
    expect(await auditOf('plan_price_change', change!.id)).toMatchObject([
      { action: 'plan.schedule_price_change', after: { newPriceCents: 34_900, old_price_cents: 29_900 } },
    ]);

    t.clock.set('2026-12-21T14:59:00Z');
    expect(await applyDuePriceChanges(t.ctx)).toBe(0);
    // The renewal due at the change is charged the new price: maintenance applies prices first.
    t.clock.set('2026-12-21T15:00:30Z');
    await runMaintenance(t.ctx);
    const pro2 = (await adminPlans()).find((p) => p._id === pro)!;
    expect(pro2).toMatchObject({ price: 349, scheduled_price_changes: [] });
    const [applied] = await t.ctx.db
      .select()
      .from(planPriceChanges)
      .where(eq(planPriceChanges.id, change!.id));
    expect(applied!.appliedAt).toEqual(new Date('2026-12-21T15:00:30Z'));
    const charged = await t.ctx.db.select().from(payments).where(eq(payments.userId, subscriber.user.id));
    expect(charged.map((p) => p.amountCents).sort()).toEqual([29_900, 34_900]);
    expect(await applyDuePriceChanges(t.ctx)).toBe(0);
  });

  it('counts a calendar month at the end of a month: Jan 31 → Feb 28, and Feb 29 in a leap year', async () => {
    const basicYearly = await planId('Basic', 'yearly');
    t.clock.set('2027-01-31T12:00:00Z');
    const march = await post('admin/schedule-price-change', {
      plan_id: basicYearly,
      new_price: 1090,
      effective_at: '2027-02-28T11:59:59Z',
    });
    expect(march.statusCode).toBe(400);
    expect(march.json().errors).toEqual(monthRule('2027-02-28T12:00:00.000Z'));
    const ok = await post('admin/schedule-price-change', {
      plan_id: basicYearly,
      new_price: 1090,
      effective_at: '2027-02-28T12:00:00Z',
    });
    expect(ok.statusCode).toBe(200);

    t.clock.set('2028-01-31T12:00:00Z');
    const leap = await post('admin/schedule-price-change', {
      plan_id: basicYearly,
      new_price: 1190,
      effective_at: '2028-02-28T12:00:00Z',
    });
    expect(leap.json().errors).toEqual(monthRule('2028-02-29T12:00:00.000Z'));
    const offset = await post('admin/schedule-price-change', {
      plan_id: basicYearly,
      new_price: 1190,
      effective_at: '2028-02-29T06:00:00-06:00',
    });
    expect(offset.statusCode).toBe(200);
    expect(
      offset.json().result.scheduled_price_changes.map((c: { effective_at: string }) => c.effective_at),
    ).toEqual(['2027-02-28T12:00:00.000Z', '2028-02-29T12:00:00.000Z']);
  });
});

describe('POST admin/retire-plan', () => {
  it('stops selling a plan while its subscribers keep it', async () => {
    const subscriber = await createSubscriber(t, 'retire-keeps@example.com', {
      plan: 'basic',
      occurrence: 'yearly',
    });
    const retired = await post('admin/retire-plan', { id: subscriber.planId });
    expect(retired.statusCode).toBe(200);
    expect(retired.json()).toMatchObject({
      message: 'Data edited successfully',
      result: { _id: subscriber.planId, is_retired: true },
    });
    expect(retired.json().result.subscribers).toBeGreaterThanOrEqual(1);

    const billing = (
      await t.app.inject({ url: '/api/v1/billing/get-billing', headers: subscriber.headers })
    ).json().result;
    expect(billing.subscription).toMatchObject({ status: 'active', plan: { _id: subscriber.planId } });
    const onSale = (await t.app.inject({ url: '/api/v1/plan/getplans?plan_occurance=yearly' }))
      .json()
      .result.map((p: { _id: string }) => p._id);
    expect(onSale).not.toContain(subscriber.planId);
    expect((await adminPlans()).map((p) => p._id)).toContain(subscriber.planId);

    const newcomer = await createSubscriber(t, 'retire-newcomer@example.com', {
      plan: 'pro',
      occurrence: 'yearly',
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/billing/change-plan',
      headers: newcomer.headers,
      payload: { plan_id: subscriber.planId },
    });
    expect(refused.statusCode).toBe(404);

    const again = await post('admin/retire-plan', { id: subscriber.planId });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This plan was already retired on November 21, 2026.');
    expect(await auditOf('plan', subscriber.planId)).toMatchObject([
      {
        action: 'plan.retire',
        before: { retiredAt: null },
        after: { retiredAt: '2026-11-21T15:00:00.000Z' },
      },
    ]);
  });
});
