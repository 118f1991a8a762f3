import type { PlanEntitlements, PlanOccurrence } from '@app/shared';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { plans, subscriptions } from '../../db/schema/index.js';
import { accountIdOf } from '../../db/team-account.js';
import { AppError } from '../../lib/errors.js';
import { toPlanDto } from './plans.service.js';

/**
 * What a member without a live subscription may have (decision 029). Members buy exclusive leads
 * from the wallet without a plan, so they keep what delivering them takes: a saved search with
 * e-mail alerts, and API keys and webhook endpoints for their CRM. Text alerts are sold with a plan.
 *
 * One team seat: the owner alone (teams, decision 036, count seats against the plan's `team_seats`).
 */
export const NO_PLAN: PlanEntitlements = {
  saved_searches: 1,
  text_alerts: false,
  api_keys: 2,
  webhook_endpoints: 2,
  team_seats: 1,
};

export interface MemberEntitlements {
  /** The plan of the member's live subscription; null without one (NO_PLAN applies). */
  plan: { name: string; occurrence: PlanOccurrence } | null;
  entitlements: PlanEntitlements;
}

/**
 * The entitlements of the live subscription of the member's account (a team's members share the
 * owner's plan, decision 036): active or past due, until it is canceled
 * (a cancellation at period end keeps the plan until then). Without one, NO_PLAN.
 */
export async function entitlementsOf(db: DbOrTx, userId: string): Promise<MemberEntitlements> {
  const [row] = await db
    .select({ plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, accountIdOf(userId)), ne(subscriptions.status, 'canceled')))
    .limit(1);
  if (!row) return { plan: null, entitlements: NO_PLAN };
  return {
    plan: { name: row.plan.name, occurrence: row.plan.occurrence },
    entitlements: toPlanDto(row.plan).entitlements,
  };
}

/** The counted entitlements, with the words a refusal uses for them. */
const LIMITED = {
  saved_searches: { one: 'saved search', many: 'saved searches', remove: 'delete' },
  api_keys: { one: 'API key', many: 'API keys', remove: 'revoke' },
  webhook_endpoints: { one: 'webhook endpoint', many: 'webhook endpoints', remove: 'delete' },
} as const;
export type LimitedItem = keyof typeof LIMITED;

/** More is more: null (unlimited) beats any number. */
const isMore = (limit: number | null, than: number | null) =>
  than !== null && (limit === null || limit > than);

/**
 * The first plan on sale, in the pricing page's order and of the member's billing period (monthly
 * without a plan), that gives more than `current`: the upgrade a refusal suggests.
 */
async function planWithMore(
  db: DbOrTx,
  occurrence: PlanOccurrence,
  gives: (entitlements: PlanEntitlements) => boolean,
) {
  const onSale = await db
    .select()
    .from(plans)
    .where(and(isNull(plans.retiredAt), eq(plans.occurrence, occurrence)))
    .orderBy(asc(plans.sortOrder), asc(plans.priceCents));
  return onSale.map(toPlanDto).find((plan) => gives(plan.entitlements));
}

/**
 * Refuses one more saved search, API key or webhook endpoint when the member already has `count`
 * and their plan includes no more. The caller counts and inserts in one transaction holding the
 * member's lock (withMemberLock), so parallel requests cannot both take the last place.
 * Things made before a downgrade stay and keep working; only new ones are refused.
 */
export async function assertWithinLimit(
  db: DbOrTx,
  userId: string,
  item: LimitedItem,
  count: number,
): Promise<void> {
  const { plan, entitlements } = await entitlementsOf(db, userId);
  const limit = entitlements[item];
  if (limit === null || count < limit) return;
  const words = LIMITED[item];
  const amount = (n: number | null) =>
    n === null
      ? `unlimited ${words.many}`
      : `${n.toLocaleString('en-US')} ${n === 1 ? words.one : words.many}`;
  const better = await planWithMore(db, plan?.occurrence ?? 'monthly', (e) => isMore(e[item], limit));
  const whose = plan ? `Your ${plan.name} plan` : 'Without a plan, you';
  const has =
    limit === 0
      ? `${plan ? `${whose} does not include` : 'Without a plan, there are no'} ${words.many}`
      : `${whose} ${plan ? 'includes' : 'get'} ${amount(limit)}${count > limit ? ` and you have ${count}` : ''}`;
  const remedies: string[] = [];
  if (limit > 0) {
    const excess = count - limit + 1;
    remedies.push(`${words.remove} ${excess === 1 ? 'one' : excess}`);
  }
  if (better) {
    const more = better.entitlements[item];
    remedies.push(
      `${plan ? 'upgrade' : 'subscribe'} to ${better.plan_name} for ${more === null ? `unlimited ${words.many}` : more.toLocaleString('en-US')}`,
    );
  }
  throw new AppError('PAYMENT_REQUIRED', remedies.length ? `${has}: ${remedies.join(', or ')}.` : `${has}.`);
}

/**
 * Refuses to set up new-lead text alerts for a member whose plan does not include them (NO_PLAN
 * does not). E-mail alerts are every member's, so the refusal says they keep coming.
 */
export async function assertTextAlertsIncluded(db: DbOrTx, userId: string): Promise<void> {
  const { plan, entitlements } = await entitlementsOf(db, userId);
  if (entitlements.text_alerts) return;
  const better = await planWithMore(db, plan?.occurrence ?? 'monthly', (e) => e.text_alerts);
  const lacks = plan
    ? `Your ${plan.name} plan does not include new-lead text alerts`
    : 'New-lead text alerts come with a plan';
  const remedy = better ? `: ${plan ? 'upgrade' : 'subscribe'} to ${better.plan_name} to get them` : '';
  throw new AppError('PAYMENT_REQUIRED', `${lacks}${remedy}. Saved-search alerts still come by e-mail.`);
}
