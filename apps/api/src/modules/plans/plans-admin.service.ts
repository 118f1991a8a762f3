import type { createPlan, updatePlan } from '@app/shared';
import { and, asc, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { planPriceChanges, plans, subscriptions, users } from '../../db/schema/index.js';
import { audit } from '../audit/index.js';
import { AppError } from '../../lib/errors.js';
import { addMonths, longDate } from '../../lib/time.js';
import type { Mail } from '../../ports/email.js';
import { toPlanDto } from './plans.service.js';
import { centsToDollars, formatDollars } from '../../lib/money.js';

type PlanRow = typeof plans.$inferSelect;
type PlanCreate = z.output<NonNullable<(typeof createPlan)['body']>>;
type PlanEdit = z.output<NonNullable<(typeof updatePlan)['body']>>;

const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION', message, { errors: [{ path, message }] });
const benefitsOf = (items: string[]) => items.map((benefit, i) => ({ id: String(i + 1), benefit }));
const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

/** The plan's entitlement columns from the contract's names (decision 029: null = unlimited). */
const entitlementColumns = (e: NonNullable<PlanCreate['entitlements']>) => ({
  savedSearchesLimit: e.saved_searches,
  textAlerts: e.text_alerts,
  apiKeysLimit: e.api_keys,
  webhookEndpointsLimit: e.webhook_endpoints,
  teamSeats: e.team_seats,
});

/** The package a plan belongs to, from its name: "Pro Plus" → "pro-plus" (monthly and yearly share it). */
export const packageKeyOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Every plan, retired ones included, with live subscribers and price changes not yet applied. */
export async function listAdminPlans(db: DbOrTx) {
  const [rows, counts, changes] = await Promise.all([
    db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.occurrence), asc(plans.createdAt)),
    db
      .select({ planId: subscriptions.planId, total: sql<number>`count(*)::int` })
      .from(subscriptions)
      .where(ne(subscriptions.status, 'canceled'))
      .groupBy(subscriptions.planId),
    db
      .select()
      .from(planPriceChanges)
      .where(isNull(planPriceChanges.appliedAt))
      .orderBy(asc(planPriceChanges.effectiveAt)),
  ]);
  const subscribersOf = new Map(counts.map((c) => [c.planId, Number(c.total)]));
  return rows.map((row) => ({
    ...toPlanDto(row),
    is_retired: row.retiredAt !== null,
    subscribers: subscribersOf.get(row.id) ?? 0,
    scheduled_price_changes: changes
      .filter((c) => c.planId === row.id)
      .map((c) => ({
        new_price: centsToDollars(c.newPriceCents),
        effective_at: c.effectiveAt.toISOString(),
        notified_at: c.notifiedAt?.toISOString() ?? null,
      })),
  }));
}

async function adminPlan(db: DbOrTx, id: string) {
  const plan = (await listAdminPlans(db)).find((p) => p._id === id);
  if (!plan) throw new AppError('NOT_FOUND', 'No plan has this id.');
  return plan;
}

async function lockPlan(tx: DbOrTx, id: string) {
  const [plan] = await tx.select().from(plans).where(eq(plans.id, id)).for('update');
  if (!plan) throw new AppError('NOT_FOUND', 'No plan has this id.');
  return plan;
}

export async function addPlan(ctx: AppContext, adminId: string, input: PlanCreate) {
  const packageKey = packageKeyOf(input.plan_name);
  if (!packageKey) throw fieldError('body.plan_name', 'plan_name needs at least one letter or digit');
  const id = await ctx.db.transaction(async (tx) => {
    // A new package goes after the others; the other billing period of a package sits beside it.
    const [order] = await tx
      .select({
        same: sql<
          number | null
        >`max(case when ${plans.packageKey} = ${packageKey} then ${plans.sortOrder} end)`,
        last: sql<number | null>`max(${plans.sortOrder})`,
      })
      .from(plans);
    const sortOrder = order?.same ?? (order?.last ?? 0) + 1;
    const [row] = await tx
      .insert(plans)
      .values({
        packageKey,
        name: input.plan_name,
        details: input.plan_details,
        occurrence: input.plan_occurance,
        priceCents: dollarsToCents(input.price),
        premiumCreditsPerMonth: input.premium_credits,
        isRecommended: input.is_recommended,
        benefits: benefitsOf(input.benefits),
        // Without entitlements, the columns' defaults: what a member without a plan has.
        ...(input.entitlements ? entitlementColumns(input.entitlements) : {}),
        sortOrder: Number(sortOrder),
        createdAt: ctx.clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw new AppError(
        'DUPLICATE',
        `A ${input.plan_occurance} plan of the "${packageKey}" package already exists; edit it instead.`,
      );
    await audit(tx, {
      actorUserId: adminId,
      action: 'plan.create',
      entity: 'plan',
      entityId: row.id,
      before: null,
      after: row,
      now: ctx.clock.now(),
    });
    return row.id;
  });
  return adminPlan(ctx.db, id);
}

/**
 * Name, details, credits, recommendation, benefits and entitlements; the price changes only by
 * schedule. New entitlements apply at once to every subscriber of the plan (the API reads them live).
 */
export async function editPlan(ctx: AppContext, adminId: string, input: PlanEdit) {
  await ctx.db.transaction(async (tx) => {
    const plan = await lockPlan(tx, input.id);
    const changes: Partial<PlanRow> = {
      ...(input.plan_name !== undefined ? { name: input.plan_name } : {}),
      ...(input.plan_details !== undefined ? { details: input.plan_details } : {}),
      ...(input.premium_credits !== undefined ? { premiumCreditsPerMonth: input.premium_credits } : {}),
      ...(input.is_recommended !== undefined ? { isRecommended: input.is_recommended } : {}),
      ...(input.benefits !== undefined ? { benefits: benefitsOf(input.benefits) } : {}),
      ...(input.entitlements !== undefined ? entitlementColumns(input.entitlements) : {}),
    };
    if (Object.keys(changes).length === 0)
      throw fieldError('body', 'Nothing to change: give at least one field');
    const [after] = await tx.update(plans).set(changes).where(eq(plans.id, plan.id)).returning();
    await audit(tx, {
      actorUserId: adminId,
      action: 'plan.update',
      entity: 'plan',
      entityId: plan.id,
      before: plan,
      after,
      now: ctx.clock.now(),
    });
  });
  return adminPlan(ctx.db, input.id);
}

const perPeriod = (plan: PlanRow) => (plan.occurrence === 'yearly' ? 'per year' : 'per month');

export function priceChangeNotice(
  ctx: AppContext,
  plan: PlanRow,
  member: { name: string; email: string },
  newPriceCents: number,
  effectiveAt: Date,
): Mail {
  const from = `${formatDollars(plan.priceCents)} ${perPeriod(plan)}`;
  const to = `${formatDollars(newPriceCents)} ${perPeriod(plan)}`;
  return {
    to: member.email,
    subject: `The price of your ${plan.name} plan changes on ${longDate(effectiveAt)}`,
    greeting: `Hello ${member.name},`,
    blocks: [
      `The price of your ${ctx.config.brandName} ${plan.name} plan (billed ${plan.occurrence}) changes from ${from} to ${to} on ${longDate(effectiveAt)}.`,
      `Until then you keep paying ${from}; the first renewal on or after that date is charged ${to}.`,
      'Nothing changes in your premium lead credits. If you would rather not continue, you can cancel in Billing at any time; cancellation takes effect at the end of the period you have paid for.',
      { button: 'Open Billing', url: `${ctx.config.appUrl}/billing` },
    ],
    template: 'price-change-notice',
  };
}

/**
 * docs/product.md §9: a price change takes effect no sooner than one month after notice. The notice
 * goes to every subscriber of the plan now, and the change is applied by applyDuePriceChanges.
 */
export async function schedulePlanPriceChange(
  ctx: AppContext,
  adminId: string,
  input: { plan_id: string; new_price: number; effective_at: string },
) {
  const now = ctx.clock.now();
  const effectiveAt = new Date(input.effective_at);
  const earliest = addMonths(now, 1);
  if (effectiveAt < earliest) {
    throw fieldError(
      'body.effective_at',
      `A price change takes effect no sooner than one month after notice (earliest: ${earliest.toISOString()})`,
    );
  }
  const newPriceCents = dollarsToCents(input.new_price);
  const { plan, members } = await ctx.db.transaction(async (tx) => {
    const plan = await lockPlan(tx, input.plan_id);
    if (plan.priceCents === newPriceCents)
      throw fieldError(
        'body.new_price',
        `The ${plan.name} plan already costs ${formatDollars(newPriceCents)}`,
      );
    const [change] = await tx
      .insert(planPriceChanges)
      .values({ planId: plan.id, newPriceCents, effectiveAt, notifiedAt: now, createdAt: now })
      .returning();
    const members = await tx
      .select({ name: users.name, email: users.email })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(
        and(eq(subscriptions.planId, plan.id), ne(subscriptions.status, 'canceled'), isNull(users.deletedAt)),
      );
    await audit(tx, {
      actorUserId: adminId,
      action: 'plan.schedule_price_change',
      entity: 'plan_price_change',
      entityId: change!.id,
      before: null,
      after: { ...change, old_price_cents: plan.priceCents, subscribers_notified: members.length },
      now,
    });
    return { plan, members };
  });
  // Sent once the change is committed: a notice never announces a change that was rolled back.
  for (const member of members)
    await ctx.email.send(priceChangeNotice(ctx, plan, member, newPriceCents, effectiveAt));
  return adminPlan(ctx.db, plan.id);
}

/** Stops selling a plan; subscribers keep it (their subscriptions are not touched). */
export async function retirePlanFromSale(ctx: AppContext, adminId: string, id: string) {
  await ctx.db.transaction(async (tx) => {
    const plan = await lockPlan(tx, id);
    if (plan.retiredAt)
      throw new AppError('CONFLICT', `This plan was already retired on ${longDate(plan.retiredAt)}.`);
    const [after] = await tx
      .update(plans)
      .set({ retiredAt: ctx.clock.now() })
      .where(eq(plans.id, plan.id))
      .returning();
    await audit(tx, {
      actorUserId: adminId,
      action: 'plan.retire',
      entity: 'plan',
      entityId: plan.id,
      before: plan,
      after,
      now: ctx.clock.now(),
    });
  });
  return adminPlan(ctx.db, id);
}

/** Run by maintenance: every scheduled price whose date has come becomes the plan's price, in date order. */
export async function applyDuePriceChanges(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(planPriceChanges)
      .where(and(isNull(planPriceChanges.appliedAt), lte(planPriceChanges.effectiveAt, now)))
      .orderBy(asc(planPriceChanges.effectiveAt), asc(planPriceChanges.createdAt))
      .for('update', { skipLocked: true });
    for (const change of due) {
      await tx.update(plans).set({ priceCents: change.newPriceCents }).where(eq(plans.id, change.planId));
      await tx.update(planPriceChanges).set({ appliedAt: now }).where(eq(planPriceChanges.id, change.id));
    }
    return due.length;
  });
}
