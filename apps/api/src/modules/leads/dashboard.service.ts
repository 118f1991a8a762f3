import type { DashboardData, LeadType } from '@app/shared';
import { and, eq, gt, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  leadPurchases,
  leads,
  plans,
  premiumCreditGrants,
  subscriptions,
  wallets,
} from '../../db/schema/index.js';
import { CENTRAL_TZ, startOfZonedDay, startOfZonedMonth } from '../../lib/zoned-time.js';
import { centsToDollars } from '../../lib/money.js';

/** The figures of the member's dashboard home; `count` is every lead the member owns. */
export async function getDashboardData(
  db: DbOrTx,
  userId: string,
  now: Date,
  scope: { lead_type?: LeadType | undefined; state?: string | undefined } = {},
): Promise<{ result: DashboardData; count: number }> {
  const monthStart = startOfZonedMonth(now, CENTRAL_TZ);
  const dayStart = startOfZonedDay(now, CENTRAL_TZ);
  // The member's purchases of one kind of lead or in one state, when the call asks for them.
  const ownedScope = and(
    scope.lead_type ? eq(leadPurchases.leadType, scope.lead_type) : undefined,
    scope.state
      ? sql`exists (select 1 from ${leads} where ${leads.id} = ${leadPurchases.leadId} and ${leads.state} = ${scope.state})`
      : undefined,
  );
  const leadScope = and(
    scope.lead_type ? eq(leads.leadType, scope.lead_type) : undefined,
    scope.state ? eq(leads.state, scope.state) : undefined,
  );
  const [credits, wallet, takenThisMonth, owned, newToday, subscription] = await Promise.all([
    db
      .select({
        granted: sql<number>`coalesce(sum(${premiumCreditGrants.credits}), 0)::int`,
        used: sql<number>`coalesce(sum(${premiumCreditGrants.creditsUsed}), 0)::int`,
        resetAt: sql<Date | string | null>`min(${premiumCreditGrants.periodEnd})`,
      })
      .from(premiumCreditGrants)
      .where(
        and(
          eq(premiumCreditGrants.userId, userId),
          lte(premiumCreditGrants.periodStart, now),
          gt(premiumCreditGrants.periodEnd, now),
        ),
      ),
    db.select({ balance: wallets.balanceCents }).from(wallets).where(eq(wallets.userId, userId)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(leadPurchases)
      .where(
        and(
          eq(leadPurchases.userId, userId),
          isNull(leadPurchases.reversedAt),
          gte(leadPurchases.createdAt, monthStart),
          ownedScope,
        ),
      ),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(leadPurchases)
      .where(and(eq(leadPurchases.userId, userId), isNull(leadPurchases.reversedAt), ownedScope)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .where(and(eq(leads.status, 'published'), gte(leads.publishedAt, dayStart), leadScope)),
    db
      .select({
        planId: subscriptions.planId,
        planName: plans.name,
        occurrence: plans.occurrence,
        status: subscriptions.status,
        periodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        pendingPlanName: sql<
          string | null
        >`(select p.name || case when p.occurrence <> ${plans.occurrence} then ' (' || p.occurrence || ')' else '' end
            from plans p where p.id = ${subscriptions.pendingPlanId})`,
      })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'canceled')))
      .limit(1),
  ]);
  const creditRow = credits[0];
  const sub = subscription[0];
  return {
    count: Number(owned[0]?.n ?? 0),
    result: {
      credits_granted: Number(creditRow?.granted ?? 0),
      credits_left: Math.max(0, Number(creditRow?.granted ?? 0) - Number(creditRow?.used ?? 0)),
      credits_reset_at: creditRow?.resetAt ? new Date(creditRow.resetAt).toISOString() : null,
      wallet_balance: centsToDollars(wallet[0]?.balance ?? 0),
      leads_taken_this_month: Number(takenThisMonth[0]?.n ?? 0),
      new_leads_today: Number(newToday[0]?.n ?? 0),
      subscription: sub
        ? {
            plan_id: sub.planId,
            plan_name: sub.planName,
            plan_occurance: sub.occurrence,
            status: sub.status,
            renews_at: sub.periodEnd.toISOString(),
            cancel_at_period_end: sub.cancelAtPeriodEnd,
            pending_plan_name: sub.pendingPlanName,
          }
        : null,
    },
  };
}
