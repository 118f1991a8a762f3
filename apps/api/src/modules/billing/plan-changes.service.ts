import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { payments, premiumCreditGrants, subscriptions } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { centsToDollars } from '../../lib/money.js';
import { settleSucceededPayment } from '../payments/index.js';
import { chargePendingPayment } from './card-charges.js';
import {
  assertExpectedTotal,
  creditsValidUntil,
  liveSubscription,
  planTitle,
  quotePlanChange,
  requireCard,
} from './order-summary.service.js';

const IN_FLIGHT = 'A payment for your membership is already being processed. Try again in a moment.';

/**
 * billing/change-plan (issue 20.1). A downgrade or a change of billing period is recorded for the
 * renewal. An upgrade charges the quoted prorated difference (outside any transaction, behind the
 * member's one pending membership payment and the provider's idempotency key), then in one
 * transaction moves the subscription to the new plan, issues the invoice and adds the difference
 * in monthly credits until the credit month ends.
 */
export async function changePlan(
  ctx: AppContext,
  userId: string,
  input: { planId: string; expectedTotal: number | undefined },
  idempotencyKey: string,
) {
  const quote = await quotePlanChange(ctx, userId, input.planId);
  assertExpectedTotal(input.expectedTotal, quote.summary);
  const { subscription, from, to } = quote;
  const result = {
    plan_name: to.name,
    takes_effect: quote.takesEffect,
    effective_at: quote.summary.effective_at,
    charged: centsToDollars(quote.amountCents),
    credits_granted: quote.creditsNow,
  };
  if (quote.takesEffect === 'renewal') {
    await ctx.db
      .update(subscriptions)
      .set({ pendingPlanId: to.id })
      .where(eq(subscriptions.id, subscription.id));
    return result;
  }

  const now = ctx.clock.now();
  const description = `Upgrade from ${from.name} to ${planTitle(to)}, prorated`;
  let paymentId: string | null = null;
  let providerPaymentId: string | null = null;
  if (quote.amountCents > 0) {
    const card = await requireCard(ctx, userId);
    const [pending] = await ctx.db
      .insert(payments)
      .values({
        userId,
        kind: 'plan_change',
        amountCents: quote.amountCents,
        status: 'pending',
        provider: ctx.payments.name,
        subscriptionId: subscription.id,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!pending) throw new AppError('CONFLICT', IN_FLIGHT);
    // Another request may have moved the plan between the quote and the pending row: look again.
    const current = await liveSubscription(ctx.db, userId);
    if (current?.plan.id !== from.id || current.subscription.status !== 'active') {
      await ctx.db.delete(payments).where(eq(payments.id, pending.id));
      throw new AppError('CONFLICT', 'Your plan changed meanwhile: review the order summary again.');
    }
    paymentId = pending.id;
    providerPaymentId = await chargePendingPayment(ctx, {
      paymentId: pending.id,
      card,
      amountCents: quote.amountCents,
      description,
      idempotencyKey: `upgrade:${userId}:${idempotencyKey}`,
      metadata: { user_id: userId, subscription_id: subscription.id },
      refusedSuffix: ' Your plan is unchanged.',
    });
  }

  await ctx.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(subscriptions)
      .set({ planId: to.id, pendingPlanId: null })
      // A paid upgrade applies whatever happened meanwhile (the money was taken for it); a free one
      // only if the plan is still the one it was quoted from.
      .where(
        paymentId
          ? eq(subscriptions.id, subscription.id)
          : and(eq(subscriptions.id, subscription.id), eq(subscriptions.planId, from.id)),
      )
      .returning({ id: subscriptions.id });
    if (!moved && !paymentId) throw new AppError('CONFLICT', 'Your plan changed meanwhile: review it again.');
    if (paymentId)
      await settleSucceededPayment(ctx, tx, paymentId, providerPaymentId, now, {
        description,
        periodStart: now,
        periodEnd: subscription.currentPeriodEnd,
      });
    if (quote.creditsNow > 0)
      await tx.insert(premiumCreditGrants).values({
        userId,
        subscriptionId: subscription.id,
        credits: quote.creditsNow,
        periodStart: now,
        periodEnd: await creditsValidUntil(tx, userId, now, subscription.currentPeriodEnd),
        reason: `upgrade:${paymentId ?? now.toISOString()}`,
        paymentId,
      });
  });
  return result;
}

/** billing/cancel-plan-change: the switch scheduled for the renewal is dropped; the plan renews as it is. */
export async function cancelPlanChange(ctx: AppContext, userId: string) {
  const live = await liveSubscription(ctx.db, userId);
  if (!live?.subscription.pendingPlanId)
    throw new AppError('NOT_FOUND', 'No plan change is scheduled: your plan renews as it is.');
  await ctx.db
    .update(subscriptions)
    .set({ pendingPlanId: null })
    .where(eq(subscriptions.id, live.subscription.id));
}
