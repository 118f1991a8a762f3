import type { OrderSummary, PaymentMethod } from '@app/shared';
import { and, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import {
  creditPacks,
  plans,
  premiumCreditGrants,
  subscriptions,
  users,
  wallets,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { centsToDollars, formatDollars } from '../../lib/money.js';
import { addMonths, longDate } from '../../lib/time.js';
import { firstPaymentDiscountOf, type FirstPaymentDiscount } from './promo-redemptions.service.js';
import { planChangeTiming, proratedDifferenceCents, upgradeChargeCents } from './proration.js';
import { nextPeriodEnd } from './renewals.service.js';

/*
 * Every charge is quoted by one function before it is made (issue 20.3): the order summary the
 * page shows and the charge itself come from the same quote, and a charge whose total is no
 * longer the one the member saw is refused (assertExpectedTotal).
 */

type PlanRow = typeof plans.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;
type PackRow = typeof creditPacks.$inferSelect;

const perPeriod = (occurrence: 'monthly' | 'yearly') => (occurrence === 'yearly' ? 'year' : 'month');
export const planTitle = (plan: Pick<PlanRow, 'name' | 'occurrence'>) =>
  `${plan.name} plan (${plan.occurrence})`;

export async function liveSubscription(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'canceled')))
    .limit(1);
  return row;
}

export async function planOnSale(ctx: AppContext, planId: string): Promise<PlanRow> {
  const [plan] = await ctx.db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), isNull(plans.retiredAt)));
  if (!plan) throw new AppError('NOT_FOUND', 'This plan is not on sale.');
  if (plan.priceCents === 0)
    throw new AppError(
      'VALIDATION',
      `The ${plan.name} plan is arranged with our team: write to ${ctx.config.supportEmail}.`,
    );
  return plan;
}

/** The card a charge would go to, as the provider describes it (null: no card saved yet). */
export async function cardOnFile(ctx: AppContext, userId: string): Promise<PaymentMethod | null> {
  const [user] = await ctx.db
    .select({ customerId: users.stripeCustomerId, paymentMethodId: users.paymentMethodId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.customerId || !user.paymentMethodId) return null;
  const methods = await ctx.payments.listPaymentMethods(user.customerId);
  return methods.find((m) => m.id === user.paymentMethodId) ?? null;
}

/** The card a charge goes to; a member without one is sent to add it first. */
export async function requireCard(ctx: AppContext, userId: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user?.stripeCustomerId || !user.paymentMethodId) {
    throw new AppError('PAYMENT_REQUIRED', 'Add a card in Billing first.');
  }
  return { user, customerId: user.stripeCustomerId, paymentMethodId: user.paymentMethodId };
}

/**
 * The member's credit month now: the credits left across every grant, and when the month's own
 * credits are forfeited (a pack or an upgrade lasts exactly as long).
 */
export async function creditMonthOf(db: DbOrTx, userId: string, now: Date) {
  const [row] = await db
    .select({
      left: sql<number>`coalesce(sum(${premiumCreditGrants.credits} - ${premiumCreditGrants.creditsUsed}), 0)::int`,
      endsAt: sql<
        Date | string | null
      >`coalesce(min(${premiumCreditGrants.periodEnd}) filter (where ${premiumCreditGrants.reason} = 'subscription'), min(${premiumCreditGrants.periodEnd}))`,
    })
    .from(premiumCreditGrants)
    .where(
      and(
        eq(premiumCreditGrants.userId, userId),
        lte(premiumCreditGrants.periodStart, now),
        gt(premiumCreditGrants.periodEnd, now),
      ),
    );
  return { left: Number(row?.left ?? 0), endsAt: row?.endsAt ? new Date(row.endsAt) : null };
}

/** When credits bought now are forfeited: with the month's own, or a month from now without any. */
export async function creditsValidUntil(db: DbOrTx, userId: string, now: Date, periodEnd: Date) {
  const month = await creditMonthOf(db, userId, now);
  const fallback = addMonths(now, 1);
  return month.endsAt ?? (fallback < periodEnd ? fallback : periodEnd);
}

interface Line {
  label: string;
  cents: number;
}

function summaryOf(input: {
  action: OrderSummary['action'];
  title: string;
  takesEffect: 'now' | 'renewal';
  effectiveAt: Date;
  period: { start: Date; end: Date } | null;
  lines: Line[];
  promoCode: string | null;
  discountCents: number;
  totalCents: number;
  creditsNow: number;
  payWith: 'card' | 'wallet' | null;
  card: PaymentMethod | null;
  notes: string[];
}): OrderSummary {
  const subtotal = input.lines.filter((line) => line.cents > 0).reduce((sum, line) => sum + line.cents, 0);
  return {
    action: input.action,
    title: input.title,
    takes_effect: input.takesEffect,
    effective_at: input.effectiveAt.toISOString(),
    period_start: input.period?.start.toISOString() ?? null,
    period_end: input.period?.end.toISOString() ?? null,
    lines: input.lines.map((line) => ({ label: line.label, amount: centsToDollars(line.cents) })),
    promo_code: input.promoCode,
    subtotal: centsToDollars(subtotal),
    discount: centsToDollars(input.discountCents),
    total: centsToDollars(input.totalCents),
    credits_now: input.creditsNow,
    pay_with: input.totalCents > 0 ? input.payWith : null,
    payment_method: input.totalCents > 0 && input.payWith === 'card' ? input.card : null,
    notes: input.notes,
  };
}

export interface SubscriptionQuote {
  plan: PlanRow;
  discount: FirstPaymentDiscount;
  amountCents: number;
  periodEnd: Date;
  summary: OrderSummary;
}

/** A new subscription: the plan's price for its first period, less a first-payment promo. */
export async function quoteSubscription(
  ctx: AppContext,
  userId: string,
  input: { planId: string; promoCode: string | undefined },
): Promise<SubscriptionQuote> {
  const now = ctx.clock.now();
  if (await liveSubscription(ctx.db, userId))
    throw new AppError('DUPLICATE', 'You already have a subscription: change your plan instead.');
  const plan = await planOnSale(ctx, input.planId);
  const [member] = await ctx.db
    .select({ promoCode: users.promoCode })
    .from(users)
    .where(eq(users.id, userId));
  const discount = await firstPaymentDiscountOf(ctx, userId, plan, {
    typed: input.promoCode,
    fromSignUp: member?.promoCode ?? null,
  });
  const amountCents = plan.priceCents - discount.discountCents;
  const periodEnd = nextPeriodEnd(now, plan.occurrence);
  const lines: Line[] = [
    { label: `${planTitle(plan)}, first ${perPeriod(plan.occurrence)}`, cents: plan.priceCents },
  ];
  if (discount.code && discount.discountCents > 0)
    lines.push({
      label: `${discount.code}${discount.isFromSignUp ? ' (from your sign-up)' : ''}: 50% off one month's worth`,
      cents: -discount.discountCents,
    });
  return {
    plan,
    discount,
    amountCents,
    periodEnd,
    summary: summaryOf({
      action: 'subscribe',
      title: planTitle(plan),
      takesEffect: 'now',
      effectiveAt: now,
      period: { start: now, end: periodEnd },
      lines,
      promoCode: discount.code,
      discountCents: discount.discountCents,
      totalCents: amountCents,
      creditsNow: plan.premiumCreditsPerMonth,
      payWith: 'card',
      card: await cardOnFile(ctx, userId),
      notes: [
        `Renews automatically on ${longDate(periodEnd)} at ${formatDollars(plan.priceCents)} per ${perPeriod(plan.occurrence)} until you cancel.`,
        `${plan.premiumCreditsPerMonth} premium lead credits every month; unused credits do not roll over.`,
      ],
    }),
  };
}

export interface PlanChangeQuote {
  subscription: SubscriptionRow;
  from: PlanRow;
  to: PlanRow;
  takesEffect: 'now' | 'renewal';
  amountCents: number;
  creditsNow: number;
  summary: OrderSummary;
}

/**
 * A switch of plan: a dearer plan of the same billing period now, for the prorated difference and
 * with the difference in monthly credits at once; anything else at the next renewal, for nothing today.
 */
export async function quotePlanChange(
  ctx: AppContext,
  userId: string,
  planId: string,
): Promise<PlanChangeQuote> {
  const now = ctx.clock.now();
  const live = await liveSubscription(ctx.db, userId);
  if (!live) throw new AppError('NOT_FOUND', 'You have no subscription to change.');
  const { subscription, plan: from } = live;
  if (subscription.status === 'past_due')
    throw new AppError('CONFLICT', 'Pay the overdue renewal first; then you can change your plan.');
  if (subscription.cancelAtPeriodEnd)
    throw new AppError('CONFLICT', 'Your subscription is cancelled: resume it first, then change your plan.');
  if (planId === from.id)
    throw new AppError(
      'CONFLICT',
      subscription.pendingPlanId
        ? `You are on the ${from.name} plan already: use "Keep my plan" to undo the switch scheduled for your renewal.`
        : `You are on the ${from.name} plan already.`,
    );
  const to = await planOnSale(ctx, planId);
  const takesEffect = planChangeTiming(from, to);
  const periodEnd = subscription.currentPeriodEnd;
  if (takesEffect === 'renewal') {
    const why =
      from.occurrence !== to.occurrence
        ? `Switching between monthly and yearly billing starts with a new period`
        : `A smaller plan starts when the period you paid for ends`;
    return {
      subscription,
      from,
      to,
      takesEffect,
      amountCents: 0,
      creditsNow: 0,
      summary: summaryOf({
        action: 'change_plan',
        title: `Switch from ${from.name} to ${planTitle(to)}`,
        takesEffect,
        effectiveAt: periodEnd,
        period: null,
        lines: [{ label: `Due today`, cents: 0 }],
        promoCode: null,
        discountCents: 0,
        totalCents: 0,
        creditsNow: 0,
        payWith: null,
        card: null,
        notes: [
          `${why}: your ${to.name} plan starts at your renewal on ${longDate(periodEnd)}, charged ${formatDollars(to.priceCents)} per ${perPeriod(to.occurrence)} to your card.`,
          `Until then you keep the ${from.name} plan and its credits. You can undo the switch any time before the renewal.`,
        ],
      }),
    };
  }
  const prorated = proratedDifferenceCents({
    fromPriceCents: from.priceCents,
    toPriceCents: to.priceCents,
    periodStart: subscription.currentPeriodStart,
    periodEnd,
    now,
  });
  const amountCents = upgradeChargeCents(prorated);
  const creditsNow = Math.max(0, to.premiumCreditsPerMonth - from.premiumCreditsPerMonth);
  const daysLeft = Math.max(0, Math.ceil((periodEnd.getTime() - now.getTime()) / 86_400_000));
  const lines: Line[] = [
    {
      label: `${to.name} minus ${from.name}: ${formatDollars(to.priceCents - from.priceCents)} per ${perPeriod(to.occurrence)}, for the ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left until ${longDate(periodEnd)}`,
      cents: prorated,
    },
  ];
  if (prorated > 0 && amountCents === 0)
    lines.push({ label: 'Below the $0.50 card minimum: not charged', cents: -prorated });
  return {
    subscription,
    from,
    to,
    takesEffect,
    amountCents,
    creditsNow,
    summary: summaryOf({
      action: 'change_plan',
      title: `Upgrade from ${from.name} to ${planTitle(to)}`,
      takesEffect,
      effectiveAt: now,
      period: { start: now, end: periodEnd },
      lines,
      promoCode: null,
      discountCents: prorated - amountCents,
      totalCents: amountCents,
      creditsNow,
      payWith: 'card',
      card: await cardOnFile(ctx, userId),
      notes: [
        creditsNow > 0
          ? `${creditsNow} more premium credits now, for this credit month; then ${to.premiumCreditsPerMonth} every month.`
          : `${to.premiumCreditsPerMonth} premium credits every month.`,
        `Your renewal date stays ${longDate(periodEnd)}; from then ${formatDollars(to.priceCents)} per ${perPeriod(to.occurrence)}.`,
      ],
    }),
  };
}

export interface CreditPackQuote {
  pack: PackRow;
  plan: PlanRow;
  subscription: SubscriptionRow;
  payWith: 'card' | 'wallet';
  validUntil: Date;
  summary: OrderSummary;
}

/** A credit pack of the member's plan, paid by card or from the wallet, lasting until the credit month ends. */
export async function quoteCreditPack(
  ctx: AppContext,
  userId: string,
  input: { packId: string; payWith: 'card' | 'wallet' },
): Promise<CreditPackQuote> {
  const now = ctx.clock.now();
  const live = await liveSubscription(ctx.db, userId);
  if (!live || live.subscription.status !== 'active' || live.subscription.currentPeriodEnd <= now)
    throw new AppError(
      'PAYMENT_REQUIRED',
      'Credit packs are for members with an active plan: subscribe first.',
    );
  const [pack] = await ctx.db
    .select()
    .from(creditPacks)
    .where(and(eq(creditPacks.id, input.packId), eq(creditPacks.isActive, true)));
  if (!pack || pack.planId !== live.plan.id)
    throw new AppError('NOT_FOUND', 'This credit pack is not on sale for your plan.', {
      errors: [{ path: 'body.pack_id', message: 'This credit pack is not on sale for your plan' }],
    });
  const validUntil = await creditsValidUntil(ctx.db, userId, now, live.subscription.currentPeriodEnd);
  const notes = [
    `The ${pack.credits} credits are added at once and last until ${longDate(validUntil)}, when this month's credits end; unused ones are forfeited then.`,
  ];
  if (input.payWith === 'wallet') {
    const [wallet] = await ctx.db
      .select({ balance: wallets.balanceCents })
      .from(wallets)
      .where(eq(wallets.userId, userId));
    const balance = wallet?.balance ?? 0;
    notes.push(
      balance >= pack.priceCents
        ? `Paid from your wallet, which holds ${formatDollars(balance)}.`
        : `Your wallet holds ${formatDollars(balance)}, ${formatDollars(pack.priceCents - balance)} short of this pack: top up or pay by card.`,
    );
  }
  return {
    pack,
    plan: live.plan,
    subscription: live.subscription,
    payWith: input.payWith,
    validUntil,
    summary: summaryOf({
      action: 'buy_credit_pack',
      title: `${pack.credits} premium credits`,
      takesEffect: 'now',
      effectiveAt: now,
      period: { start: now, end: validUntil },
      lines: [
        {
          label: `Credit pack: ${pack.credits} premium credits (${formatDollars(Math.round(pack.priceCents / pack.credits))} each)`,
          cents: pack.priceCents,
        },
      ],
      promoCode: null,
      discountCents: 0,
      totalCents: pack.priceCents,
      creditsNow: pack.credits,
      payWith: input.payWith,
      card: input.payWith === 'card' ? await cardOnFile(ctx, userId) : null,
      notes,
    }),
  };
}

/** The charge is not made when its total is no longer the one the member was shown. */
export function assertExpectedTotal(expected: number | undefined, summary: OrderSummary) {
  if (expected === undefined || Math.round(expected * 100) === Math.round(summary.total * 100)) return;
  const message = `The total is now ${formatDollars(Math.round(summary.total * 100))}, not ${formatDollars(Math.round(expected * 100))}: review the order summary again. Nothing was charged.`;
  throw new AppError('CONFLICT', message, { errors: [{ path: 'body.expected_total', message }] });
}

/** billing/preview-charge: the summary of any of the three actions; nothing is charged or changed. */
export async function previewCharge(
  ctx: AppContext,
  userId: string,
  body: {
    action: OrderSummary['action'];
    plan_id?: string | undefined;
    promo_code?: string | undefined;
    pack_id?: string | undefined;
    pay_with?: 'card' | 'wallet' | undefined;
  },
): Promise<OrderSummary> {
  if (body.action === 'subscribe')
    return (await quoteSubscription(ctx, userId, { planId: body.plan_id!, promoCode: body.promo_code }))
      .summary;
  if (body.action === 'change_plan') return (await quotePlanChange(ctx, userId, body.plan_id!)).summary;
  return (await quoteCreditPack(ctx, userId, { packId: body.pack_id!, payWith: body.pay_with ?? 'card' }))
    .summary;
}
