import { and, asc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import {
  payments,
  planPriceChanges,
  plans,
  premiumCreditGrants,
  subscriptions,
  users,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { DAY_MS, addMonths } from '../../lib/time.js';
import { settleSucceededPayment } from '../payments/index.js';
import { renewalFailedMail, yearlyRenewalReminderMail } from './billing-mails.js';

export const nextPeriodEnd = (start: Date, occurrence: 'monthly' | 'yearly') =>
  addMonths(start, occurrence === 'yearly' ? 12 : 1);

/** One month of premium credits from periodStart (unique per member and start, so granting is idempotent). */
export async function grantCreditsForPeriod(
  db: DbOrTx,
  input: { userId: string; subscriptionId: string; credits: number; periodStart: Date },
) {
  await db
    .insert(premiumCreditGrants)
    .values({
      userId: input.userId,
      subscriptionId: input.subscriptionId,
      credits: input.credits,
      periodStart: input.periodStart,
      periodEnd: addMonths(input.periodStart, 1),
    })
    .onConflictDoNothing();
}

type SubscriptionRow = typeof subscriptions.$inferSelect;
type PlanRow = typeof plans.$inferSelect;

const NOTHING_OVERDUE = 'Nothing is overdue.';

/** A retry is for a past-due subscription; a renewal for an active one whose period ends at periodStart. */
async function isStillDue(
  ctx: AppContext,
  subscriptionId: string,
  periodStart: Date,
  reason: 'renewal' | 'retry',
) {
  const [current] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!current) return false;
  if (reason === 'retry') return current.status === 'past_due';
  return current.status === 'active' && current.currentPeriodEnd.getTime() === periodStart.getTime();
}

/**
 * Charges one period of a subscription through the payments port. Success starts the next period
 * (switching to a pending plan) and grants its first month of credits; failure marks the
 * subscription past_due, which suspends taking leads, and emails the member.
 */
async function chargePeriod(
  ctx: AppContext,
  subscription: SubscriptionRow,
  plan: PlanRow,
  periodStart: Date,
  reason: 'renewal' | 'retry',
) {
  const now = ctx.clock.now();
  const [member] = await ctx.db.select().from(users).where(eq(users.id, subscription.userId));
  const [payment] = await ctx.db
    .insert(payments)
    .values({
      userId: subscription.userId,
      kind: 'subscription',
      amountCents: plan.priceCents,
      status: 'pending',
      provider: ctx.payments.name,
      subscriptionId: subscription.id,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!payment) throw new AppError('CONFLICT', 'A payment for this subscription is already being processed.');
  // A concurrent request may have paid this period between our read and our pending row (which
  // is unique per member): look again before charging it a second time.
  if (!(await isStillDue(ctx, subscription.id, periodStart, reason))) {
    await ctx.db.delete(payments).where(eq(payments.id, payment.id));
    throw reason === 'retry'
      ? new AppError('NOT_FOUND', NOTHING_OVERDUE)
      : new AppError('CONFLICT', 'This period was already renewed.');
  }

  const result =
    plan.priceCents === 0
      ? { status: 'succeeded' as const, providerPaymentId: null, failureReason: null }
      : member?.stripeCustomerId && member.paymentMethodId
        ? await ctx.payments
            .charge({
              customerId: member.stripeCustomerId,
              paymentMethodId: member.paymentMethodId,
              amountCents: plan.priceCents,
              description: `${plan.name} plan (${plan.occurrence}) ${reason}`,
              idempotencyKey: `${reason}:${subscription.id}:${periodStart.toISOString()}`,
              metadata: { payment_id: payment.id, subscription_id: subscription.id },
            })
            .catch(async (error: unknown) => {
              await ctx.db
                .update(payments)
                .set({ status: 'failed', failureReason: 'The payment provider could not be reached.' })
                .where(eq(payments.id, payment.id));
              throw error;
            })
        : { status: 'failed' as const, providerPaymentId: null, failureReason: 'No card on file.' };

  if (result.status === 'succeeded') {
    await ctx.db.transaction(async (tx) => {
      await settleSucceededPayment(ctx, tx, payment.id, result.providerPaymentId, now, {
        description: `${plan.name} plan (${plan.occurrence}), ${reason === 'retry' ? 'renewal paid late' : 'renewal'}`,
        periodStart,
        periodEnd: nextPeriodEnd(periodStart, plan.occurrence),
      });
      await tx
        .update(subscriptions)
        .set({
          status: 'active',
          planId: plan.id,
          pendingPlanId: null,
          currentPeriodStart: periodStart,
          currentPeriodEnd: nextPeriodEnd(periodStart, plan.occurrence),
        })
        .where(eq(subscriptions.id, subscription.id));
      await grantCreditsForPeriod(tx, {
        userId: subscription.userId,
        subscriptionId: subscription.id,
        credits: plan.premiumCreditsPerMonth,
        periodStart,
      });
    });
    return true;
  }
  const failure = result.failureReason ?? 'Your bank asked for an extra confirmation.';
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ status: 'failed', failureReason: failure, providerPaymentId: result.providerPaymentId })
      .where(eq(payments.id, payment.id));
    await tx.update(subscriptions).set({ status: 'past_due' }).where(eq(subscriptions.id, subscription.id));
  });
  if (member) {
    await ctx.email.send(renewalFailedMail(ctx, member, plan, failure));
  }
  return false;
}

/** Renews or ends every subscription whose period is over (memberships renew until cancelled). */
export async function renewDueSubscriptions(
  ctx: AppContext,
): Promise<{ renewed: number; failed: number; ended: number }> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select({ subscription: subscriptions })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.currentPeriodEnd, now)));
  const counts = { renewed: 0, failed: 0, ended: 0 };
  for (const { subscription } of due) {
    if (subscription.cancelAtPeriodEnd) {
      await ctx.db
        .update(subscriptions)
        .set({ status: 'canceled', canceledAt: now })
        .where(eq(subscriptions.id, subscription.id));
      counts.ended++;
      continue;
    }
    const [plan] = await ctx.db
      .select()
      .from(plans)
      .where(eq(plans.id, subscription.pendingPlanId ?? subscription.planId));
    if (!plan) continue;
    const ok = await chargePeriod(ctx, subscription, plan, subscription.currentPeriodEnd, 'renewal');
    counts[ok ? 'renewed' : 'failed']++;
  }
  return counts;
}

/** The member pays a failed renewal now: success restarts the period from today. */
export async function payPastDue(ctx: AppContext, userId: string) {
  const [row] = await ctx.db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, sql`coalesce(${subscriptions.pendingPlanId}, ${subscriptions.planId})`))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'past_due')));
  if (!row) throw new AppError('NOT_FOUND', NOTHING_OVERDUE);
  const ok = await chargePeriod(ctx, row.subscription, row.plan, ctx.clock.now(), 'retry');
  if (!ok)
    throw new AppError('PAYMENT_REQUIRED', 'The payment did not go through. Update your card and try again.');
}

/**
 * Yearly plans get their credits month by month, on each monthly anniversary of the period's
 * start (docs/product.md §14); unused credits of an earlier month are forfeited by their end date.
 */
export async function grantMonthlyCredits(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const active = await ctx.db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.status, 'active'), ne(plans.occurrence, 'monthly')));
  let granted = 0;
  for (const { subscription, plan } of active) {
    if (subscription.currentPeriodEnd <= now) continue;
    let monthStart = subscription.currentPeriodStart;
    for (let k = 1; k <= 12 && addMonths(subscription.currentPeriodStart, k) <= now; k++) {
      monthStart = addMonths(subscription.currentPeriodStart, k);
    }
    await grantCreditsForPeriod(ctx.db, {
      userId: subscription.userId,
      subscriptionId: subscription.id,
      credits: plan.premiumCreditsPerMonth,
      periodStart: monthStart,
    });
    granted++;
  }
  return granted;
}

/** How long before a yearly renewal its reminder goes out. */
export const YEARLY_REMINDER_DAYS = 7;

/**
 * Seven days before a yearly plan renews, the member is reminded with the date and the amount.
 * Each renewal is reminded once, even with several workers: the subscription row records which
 * period end it was sent for, in the transaction that writes the mail.
 */
export async function remindYearlyRenewals(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const horizon = new Date(now.getTime() + YEARLY_REMINDER_DAYS * DAY_MS);
  const due = await ctx.db
    .select({ subscription: subscriptions, plan: plans, member: { name: users.name, email: users.email } })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, sql`coalesce(${subscriptions.pendingPlanId}, ${subscriptions.planId})`))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        eq(plans.occurrence, 'yearly'),
        gt(subscriptions.currentPeriodEnd, now),
        lte(subscriptions.currentPeriodEnd, horizon),
        sql`${subscriptions.renewalReminderFor} is distinct from ${subscriptions.currentPeriodEnd}`,
        isNull(users.deletedAt),
      ),
    );
  let sent = 0;
  for (const { subscription, plan, member } of due) {
    const [change] = await ctx.db
      .select({ newPriceCents: planPriceChanges.newPriceCents })
      .from(planPriceChanges)
      .where(
        and(
          eq(planPriceChanges.planId, plan.id),
          isNull(planPriceChanges.appliedAt),
          lte(planPriceChanges.effectiveAt, subscription.currentPeriodEnd),
        ),
      )
      .orderBy(asc(planPriceChanges.effectiveAt))
      .limit(1);
    if (plan.priceCents === 0 && !change) continue;
    await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(subscriptions)
        .set({ renewalReminderFor: subscription.currentPeriodEnd })
        .where(
          and(
            eq(subscriptions.id, subscription.id),
            sql`${subscriptions.renewalReminderFor} is distinct from ${subscriptions.currentPeriodEnd}`,
          ),
        )
        .returning({ id: subscriptions.id });
      if (!claimed) return;
      await ctx.email.send(
        yearlyRenewalReminderMail(
          ctx,
          member,
          plan,
          subscription.currentPeriodEnd,
          change?.newPriceCents ?? plan.priceCents,
        ),
        tx,
      );
      sent++;
    });
  }
  return sent;
}
