import { changeLeadStatus, getRoiReport, roiReportSchema, type RoiGroup } from '@app/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  creditPackPurchases,
  creditPacks,
  leadPurchases,
  leads,
  pipelineStatusChanges,
  planPriceChanges,
  plans,
  premiumCreditGrants,
  subscriptions,
} from '../../db/schema/index.js';
import {
  APP_URL,
  callEndpoint,
  createCustomer,
  createLead,
  fundWallet,
  sessionFor,
  useTestApp,
} from '../../../test/helpers.js';

const t = useTestApp({ leadCount: 5 });
let members = 0;

async function member() {
  const { user } = await createCustomer(t.ctx, { email: `roi-${++members}@example.com` });
  await fundWallet(t.ctx, user.id, 100_000);
  return { user, headers: { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL } };
}
type Member = Awaited<ReturnType<typeof member>>;

/** A $99 plan granting 100 premium credits a month: one credit is worth 99 cents. */
async function subscribeToHundredCreditPlan(who: Member) {
  const [plan] = await t.ctx.db
    .insert(plans)
    .values({
      packageKey: `roi-${members}`,
      name: 'ROI fixture',
      details: 'A plan for the ROI fixture',
      occurrence: 'monthly',
      priceCents: 9_900,
      premiumCreditsPerMonth: 100,
    })
    .returning();
  const start = new Date('2026-09-01T12:00:00Z');
  const end = new Date('2026-12-01T12:00:00Z');
  const [subscription] = await t.ctx.db
    .insert(subscriptions)
    .values({ userId: who.user.id, planId: plan!.id, currentPeriodStart: start, currentPeriodEnd: end })
    .returning();
  await t.ctx.db.insert(premiumCreditGrants).values({
    userId: who.user.id,
    subscriptionId: subscription!.id,
    credits: 100,
    periodStart: start,
    periodEnd: end,
  });
  const [pack] = await t.ctx.db
    .insert(creditPacks)
    .values({ planId: plan!.id, credits: 50, priceCents: 4_900 })
    .returning();
  return pack!;
}

async function buy(who: Member, type: 'premium' | 'exclusive', at: string, priceCents?: number) {
  t.clock.set(at);
  const lead = await createLead(t.ctx, { type, priceCents });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/leads/${type === 'premium' ? 'take-premium-lead' : 'buy-exclusive-lead'}`,
    headers: who.headers,
    payload: { lead_id: lead.id },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [sale] = await t.ctx.db.select().from(leadPurchases).where(eq(leadPurchases.leadId, lead.id));
  return { purchaseId: sale!.id, leadId: lead.id };
}

const close = async (who: Member, purchaseId: string, deal: Record<string, unknown>) => {
  const response = await callEndpoint(t, changeLeadStatus, {
    headers: who.headers,
    body: { purchase_id: purchaseId, status: 'closed', ...deal } as never,
  });
  expect(response.statusCode, response.body).toBe(200);
};

async function report(who: Member, period?: string) {
  const response = await callEndpoint(t, getRoiReport, {
    headers: who.headers,
    query: (period ? { period } : {}) as never,
  });
  expect(response.statusCode, response.body).toBe(200);
  return roiReportSchema.parse(response.json().result);
}

const group = (groups: RoiGroup[], key: string) => {
  const found = groups.find((g) => g.key === key);
  expect(found, `group ${key}`).toBeDefined();
  return found!;
};

/**
 * The fixture, by hand (decision 032, "What the ROI page counts"):
 *   Sep 10: premium A and B (99¢ each: $99 ÷ 100 credits), exclusive E at $95 in Florida from Meta ads.
 *   Nov 1:  premium C (99¢), a $49 credit pack, exclusive R at $60, later refunded.
 *   Closed: A (assignment, $8,000), E (double close, $12,500), C (revenue not recorded),
 *           R (flip, $5,000, but refunded: counts neither spend nor deal).
 * Totals: spend 99 × 3 + 9,500 + 4,900 = 14,697¢; revenue 2,050,000¢; 4 bought, 3 deals.
 */
async function fixture() {
  const who = await member();
  const pack = await subscribeToHundredCreditPlan(who);
  const a = await buy(who, 'premium', '2026-09-10T15:00:00Z');
  await buy(who, 'premium', '2026-09-10T15:05:00Z');
  const e = await buy(who, 'exclusive', '2026-09-10T15:10:00Z', 9_500);
  await t.ctx.db
    .update(leads)
    .set({ state: 'FL', county: 'Miami-Dade County, FL', source: 'Meta ads' })
    .where(eq(leads.id, e.leadId));
  const c = await buy(who, 'premium', '2026-11-01T15:00:00Z');
  await t.ctx.db.insert(creditPackPurchases).values({
    userId: who.user.id,
    creditPackId: pack.id,
    credits: 50,
    priceCents: 4_900,
    payWith: 'wallet',
    createdAt: new Date('2026-11-01T16:00:00Z'),
  });
  const r = await buy(who, 'exclusive', '2026-11-01T17:00:00Z', 6_000);
  t.clock.set('2026-11-20T15:00:00Z');
  await close(who, a.purchaseId, { deal_type: 'assignment', revenue_cents: 800_000 });
  await close(who, e.purchaseId, { deal_type: 'double_close', revenue_cents: 1_250_000 });
  await close(who, c.purchaseId, {});
  await close(who, r.purchaseId, { deal_type: 'flip', revenue_cents: 500_000 });
  // An approved refund marks the purchase reversed (decision 016).
  await t.ctx.db
    .update(leadPurchases)
    .set({ reversedAt: t.clock.now() })
    .where(eq(leadPurchases.id, r.purchaseId));
  t.clock.set('2026-11-21T15:00:00Z');
  return who;
}

describe('pipeline/get-roi-report (issue 22.2)', () => {
  it('adds up spend, revenue, deals and conversion as computed by hand, overall and by group', async () => {
    const who = await fixture();
    const all = await report(who);
    expect(all.period).toBe('all');
    expect(all.since).toBeNull();
    expect(all.totals).toEqual({
      spend_cents: 14_697,
      premium_credits_cents: 297,
      exclusive_cents: 9_500,
      credit_packs_cents: 4_900,
      revenue_cents: 2_050_000,
      bought: 4,
      deals: 3,
      deals_without_revenue: 1,
      conversion: 0.75,
      roi: (2_050_000 - 14_697) / 14_697,
    });
    expect(all.totals.roi).toBeCloseTo(138.4842, 4);

    const { lead_type, month, state, source, county } = all.breakdowns;
    expect(lead_type.map((g) => g.key)).toEqual(['exclusive', 'premium']);
    expect(group(lead_type, 'premium')).toMatchObject({
      label: 'Premium',
      spend_cents: 297,
      revenue_cents: 800_000,
      bought: 3,
      deals: 2,
      deals_without_revenue: 1,
      conversion: 2 / 3,
      roi: (800_000 - 297) / 297,
    });
    expect(group(lead_type, 'exclusive')).toMatchObject({
      spend_cents: 9_500,
      revenue_cents: 1_250_000,
      bought: 1,
      deals: 1,
      conversion: 1,
      roi: (1_250_000 - 9_500) / 9_500,
    });
    // Months in order; the pack is spend of the month it was bought, and nothing else's.
    expect(month.map((g) => [g.key, g.label])).toEqual([
      ['2026-09', 'Sep 2026'],
      ['2026-11', 'Nov 2026'],
    ]);
    expect(group(month, '2026-09')).toMatchObject({
      spend_cents: 99 * 2 + 9_500,
      revenue_cents: 2_050_000,
      bought: 3,
      deals: 2,
      conversion: 2 / 3,
    });
    expect(group(month, '2026-11')).toMatchObject({
      spend_cents: 99 + 4_900,
      revenue_cents: 0,
      bought: 1,
      deals: 1,
      deals_without_revenue: 1,
      roi: -1,
    });
    expect(group(state, 'TX')).toMatchObject({
      spend_cents: 297,
      bought: 3,
      deals: 2,
      revenue_cents: 800_000,
    });
    expect(group(state, 'FL')).toMatchObject({ spend_cents: 9_500, bought: 1, revenue_cents: 1_250_000 });
    expect(group(source, 'unknown')).toMatchObject({ label: 'Source not recorded', bought: 3 });
    expect(group(source, 'Meta ads')).toMatchObject({ bought: 1, deals: 1 });
    expect(group(county, 'Miami-Dade County, FL')).toMatchObject({ spend_cents: 9_500 });
    expect(group(county, 'Travis County, TX')).toMatchObject({ spend_cents: 297 });
  });

  it('counts only purchases made in the period', async () => {
    const who = await fixture();
    const recent = await report(who, '30d');
    expect(recent.since).toBe('2026-10-22T15:00:00.000Z');
    expect(recent.totals).toMatchObject({
      spend_cents: 99 + 4_900,
      revenue_cents: 0,
      bought: 1,
      deals: 1,
      deals_without_revenue: 1,
      conversion: 1,
    });
    expect(recent.breakdowns.month.map((g) => g.key)).toEqual(['2026-11']);
    expect((await report(who, '90d')).totals.spend_cents).toBe(14_697);
  });

  it('shows a member only their own purchases', async () => {
    await fixture();
    const other = await member();
    const empty = await report(other);
    expect(empty.totals).toMatchObject({ spend_cents: 0, revenue_cents: 0, bought: 0, deals: 0 });
    expect(empty.totals.conversion).toBeNull();
    expect(empty.totals.roi).toBeNull();
    expect(empty.breakdowns.lead_type).toEqual([]);
  });

  it('refuses an unknown period and a caller without a session', async () => {
    const who = await member();
    const bad = await callEndpoint(t, getRoiReport, {
      headers: who.headers,
      query: { period: '7d' } as never,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('period must be one of: 30d, 90d, 365d, all');
    const anonymous = await t.app.inject({ url: '/api/v1/pipeline/get-roi-report' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('deal fields of a close (decision 032)', () => {
  it('refuses a negative or fractional revenue, an unknown deal type, and deal fields on another status', async () => {
    const who = await member();
    const { purchaseId } = await buy(who, 'exclusive', '2026-11-21T15:00:00Z', 2_000);
    const move = (body: Record<string, unknown>) =>
      callEndpoint(t, changeLeadStatus, {
        headers: who.headers,
        body: { purchase_id: purchaseId, ...body } as never,
      });
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'closed', revenue_cents: -1 }, 'revenue_cents must not be negative'],
      [{ status: 'closed', revenue_cents: 10.5 }, 'revenue_cents must be a whole number of cents'],
      [
        { status: 'closed', deal_type: 'gift' },
        'deal_type must be one of: assignment, double_close, flip, listing',
      ],
      [{ status: 'contacted', revenue_cents: 100 }, 'revenue_cents is recorded only with status closed'],
    ];
    for (const [body, message] of cases) {
      const response = await move(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body).toContain(message);
    }
    const [row] = await t.ctx.db.select().from(leadPurchases).where(eq(leadPurchases.id, purchaseId));
    expect(row!.pipelineStatus).toBe('new');
  });
});

describe('revenue learned after the close (decision 032)', () => {
  it('records deal details sent with closed on a lead already closed, and the report counts them', async () => {
    const who = await member();
    const { purchaseId } = await buy(who, 'exclusive', '2026-11-21T15:00:00Z', 2_000);
    await close(who, purchaseId, {});
    expect((await report(who)).totals).toMatchObject({
      deals: 1,
      deals_without_revenue: 1,
      revenue_cents: 0,
    });
    t.clock.advance(60_000);
    await close(who, purchaseId, { deal_type: 'listing', revenue_cents: 300_000 });
    await close(who, purchaseId, { revenue_cents: 300_000 });
    expect((await report(who)).totals).toMatchObject({
      deals: 1,
      deals_without_revenue: 0,
      revenue_cents: 300_000,
    });
    const [row] = await t.ctx.db.select().from(leadPurchases).where(eq(leadPurchases.id, purchaseId));
    expect(row).toMatchObject({ dealType: 'listing', revenueCents: 300_000 });
    const history = await t.ctx.db
      .select()
      .from(pipelineStatusChanges)
      .where(eq(pipelineStatusChanges.leadPurchaseId, purchaseId))
      .orderBy(pipelineStatusChanges.createdAt);
    // new → closed, then closed → closed with the details; the identical repeat recorded nothing.
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.revenueCents])).toEqual([
      ['new', 'closed', null],
      ['closed', 'closed', 300_000],
    ]);
  });
});

describe('the price of a premium credit (decision 032)', () => {
  it('uses the plan price in force at the purchase, and twelve months of credits for a yearly plan', async () => {
    const who = await member();
    await subscribeToHundredCreditPlan(who);
    const [subscription] = await t.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, who.user.id));
    // $99 until Oct 1, then $149: 99¢ a credit before, $1.49 after.
    await t.ctx.db.insert(planPriceChanges).values({
      planId: subscription!.planId,
      newPriceCents: 14_900,
      effectiveAt: new Date('2026-10-01T00:00:00Z'),
      appliedAt: new Date('2026-10-01T00:00:00Z'),
    });
    await t.ctx.db.update(plans).set({ priceCents: 14_900 }).where(eq(plans.id, subscription!.planId));
    await buy(who, 'premium', '2026-11-02T15:00:00Z');
    t.clock.set('2026-11-21T15:00:00Z');
    expect((await report(who)).totals).toMatchObject({ spend_cents: 149, premium_credits_cents: 149 });

    // The same plan billed yearly at $1,188 for 100 credits a month: $1,188 ÷ 1,200 = 99¢.
    await t.ctx.db
      .update(plans)
      .set({ occurrence: 'yearly', priceCents: 118_800 })
      .where(eq(plans.id, subscription!.planId));
    await t.ctx.db.delete(planPriceChanges).where(eq(planPriceChanges.planId, subscription!.planId));
    expect((await report(who)).totals).toMatchObject({ spend_cents: 99 });
  });
});
