import type { RoiPeriod, RoiReport } from '@app/shared';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import {
  creditPackPurchases,
  leadPurchases,
  leads,
  payments,
  premiumCreditGrants,
  subscriptions,
} from '../../db/schema/index.js';
import { CENTRAL_TZ, zonedParts } from '../../lib/zoned-time.js';
import { computeRoiReport, type RoiPurchase } from './roi-arithmetic.js';

const PERIOD_DAYS: Record<RoiPeriod, number | null> = { '30d': 30, '90d': 90, '365d': 365, all: null };

/** The month a purchase belongs to, in Central Time (the product's clock, docs/product.md §9). */
function centralMonth(date: Date) {
  const p = zonedParts(date, CENTRAL_TZ);
  return `${p.year}-${String(p.month).padStart(2, '0')}`;
}

/**
 * The plan a premium credit came from: its grant's subscription, or (a replacement credit, which
 * has none) the member's latest subscription.
 */
const creditPlanId = sql<string | null>`coalesce(
  ${subscriptions.planId},
  (select s.plan_id from subscriptions s where s.user_id = ${leadPurchases.userId} order by s.created_at desc limit 1)
)`;

/**
 * The plan's price when the lead was bought: the latest applied price change effective by then,
 * else the plan's price now (the price before a plan's first change is not kept).
 */
const planPriceThen = (planId: typeof creditPlanId) => sql<number | null>`coalesce(
  (select c.new_price_cents from plan_price_changes c
    where c.plan_id = ${planId} and c.applied_at is not null and c.effective_at <= ${leadPurchases.createdAt}
    order by c.effective_at desc limit 1),
  (select p.price_cents from plans p where p.id = ${planId})
)`;

/** Credits the plan grants in one of its periods: a yearly plan grants its monthly credits twelve times. */
const planCreditsPerPeriod = (planId: typeof creditPlanId) => sql<number | null>`(
  select p.premium_credits_per_month * (case when p.occurrence = 'yearly' then 12 else 1 end)
  from plans p where p.id = ${planId}
)`;

/**
 * pipeline/get-roi-report (issue 22.2): the member's purchases still owned in the period, valued
 * and summed as decision 032's "What the ROI page counts" says.
 */
export async function getRoiReport(ctx: AppContext, userId: string, period: RoiPeriod): Promise<RoiReport> {
  const days = PERIOD_DAYS[period];
  const since = days === null ? null : new Date(ctx.clock.now().getTime() - days * 86_400_000);

  const rows = await ctx.db
    .select({
      leadType: leadPurchases.leadType,
      priceCents: leadPurchases.priceCents,
      createdAt: leadPurchases.createdAt,
      status: leadPurchases.pipelineStatus,
      revenueCents: leadPurchases.revenueCents,
      hasCredit: sql<boolean>`${leadPurchases.creditGrantId} is not null`,
      isPackCredit: sql<boolean>`coalesce(${premiumCreditGrants.reason} like 'credit_pack:%', false)`,
      planPrice: planPriceThen(creditPlanId),
      planCredits: planCreditsPerPeriod(creditPlanId),
      source: leads.source,
      state: leads.state,
      county: leads.county,
    })
    .from(leadPurchases)
    .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
    .leftJoin(premiumCreditGrants, eq(premiumCreditGrants.id, leadPurchases.creditGrantId))
    .leftJoin(subscriptions, eq(subscriptions.id, premiumCreditGrants.subscriptionId))
    .where(
      and(
        eq(leadPurchases.userId, userId),
        // A refunded or replaced purchase counts neither spend nor deal.
        isNull(leadPurchases.reversedAt),
        since ? gte(leadPurchases.createdAt, since) : undefined,
      ),
    );

  const purchases: RoiPurchase[] = rows.map((row) => {
    const isPremiumCredit = row.leadType === 'premium' && row.hasCredit;
    const creditValue =
      row.isPackCredit || !row.planPrice || !row.planCredits
        ? 0
        : Number(row.planPrice) / Number(row.planCredits);
    return {
      leadType: row.leadType,
      spendCents: isPremiumCredit ? creditValue : row.priceCents,
      isPremiumCredit,
      isClosed: row.status === 'closed',
      revenueCents: row.revenueCents,
      source: row.source,
      state: row.state,
      county: row.county,
      month: centralMonth(row.createdAt),
    };
  });

  const packRows = await ctx.db
    .select({
      priceCents: creditPackPurchases.priceCents,
      reversedCents: sql<number>`coalesce(${payments.reversedCents}, 0)`,
      createdAt: creditPackPurchases.createdAt,
    })
    .from(creditPackPurchases)
    .leftJoin(payments, eq(payments.id, creditPackPurchases.paymentId))
    .where(
      and(
        eq(creditPackPurchases.userId, userId),
        since ? gte(creditPackPurchases.createdAt, since) : undefined,
      ),
    );
  const packs = packRows.map((row) => ({
    spendCents: row.priceCents - Number(row.reversedCents),
    month: centralMonth(row.createdAt),
  }));

  return {
    period,
    since: since?.toISOString() ?? null,
    ...computeRoiReport(purchases, packs),
  };
}
