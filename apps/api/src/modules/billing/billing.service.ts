import type { BillingOverview } from '@app/shared';
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import {
  creditPacks,
  paymentCards,
  payments,
  planPriceChanges,
  plans,
  subscriptions,
  users,
  wallets,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { PaymentInputError } from '../../ports/payments.js';
import type { SessionUser } from '../../http/session.js';
import { toPlanDto } from '../plans/index.js';
import { grantCreditsForPeriod } from './renewals.service.js';
import { toCreditPackDto } from './credit-packs.service.js';
import {
  assertExpectedTotal,
  cardOnFile,
  creditMonthOf,
  liveSubscription,
  planTitle,
  quoteSubscription,
  requireCard,
} from './order-summary.service.js';
import { settleSucceededPayment } from '../payments/index.js';
import { cancellationMail } from './billing-mails.js';
import { chargePendingPayment } from './card-charges.js';
import { invoicesOfPayments, toInvoiceDto } from '../invoices/index.js';
import { centsToDollars } from '../../lib/money.js';
import {
  claimPromoRedemption,
  releasePromoRedemption,
  settlePromoRedemption,
} from './promo-redemptions.service.js';

export async function getBillingOverview(ctx: AppContext, userId: string): Promise<BillingOverview> {
  const now = ctx.clock.now();
  const live = await liveSubscription(ctx.db, userId);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  const method = await cardOnFile(ctx, userId);
  const invoiceOf = await invoicesOfPayments(ctx.db, userId);
  const history = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(24);
  let upcoming: { price: number; effective_at: string } | null = null;
  if (live) {
    const [change] = await ctx.db
      .select()
      .from(planPriceChanges)
      .where(
        and(
          eq(planPriceChanges.planId, live.plan.id),
          isNull(planPriceChanges.appliedAt),
          gt(planPriceChanges.effectiveAt, now),
        ),
      )
      .orderBy(planPriceChanges.effectiveAt)
      .limit(1);
    if (change)
      upcoming = {
        price: centsToDollars(change.newPriceCents),
        effective_at: change.effectiveAt.toISOString(),
      };
  }
  const pendingPlan = live?.subscription.pendingPlanId
    ? (await ctx.db.select().from(plans).where(eq(plans.id, live.subscription.pendingPlanId)))[0]
    : undefined;
  const packs =
    live?.subscription.status === 'active'
      ? await ctx.db
          .select()
          .from(creditPacks)
          .where(and(eq(creditPacks.planId, live.plan.id), eq(creditPacks.isActive, true)))
          .orderBy(asc(creditPacks.credits))
      : [];
  const creditMonth = await creditMonthOf(ctx.db, userId, now);
  const [wallet] = await ctx.db
    .select({ balance: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return {
    subscription: live
      ? {
          _id: live.subscription.id,
          plan: toPlanDto(live.plan),
          status: live.subscription.status,
          current_period_start: live.subscription.currentPeriodStart.toISOString(),
          current_period_end: live.subscription.currentPeriodEnd.toISOString(),
          cancel_at_period_end: live.subscription.cancelAtPeriodEnd,
          upcoming_price: upcoming,
          pending_plan: pendingPlan ? toPlanDto(pendingPlan) : null,
        }
      : null,
    payment_method: method,
    payments: history.map((p) => ({
      _id: p.id,
      kind: p.kind,
      amount: centsToDollars(p.amountCents),
      status: p.status,
      failure_reason: p.failureReason,
      reversal: p.reversal,
      reversed_amount: centsToDollars(p.reversedCents),
      created_at: p.createdAt.toISOString(),
      invoice: invoiceOf.has(p.id)
        ? { number: invoiceOf.get(p.id)!.number, pdf_url: toInvoiceDto(ctx, invoiceOf.get(p.id)!).pdf_url }
        : null,
    })),
    payments_are_test_mode: ctx.payments.isOffline,
    billing_details: {
      billing_name: user?.billingName ?? null,
      billing_address: user?.billingAddress ?? null,
    },
    credit_packs: packs.map(toCreditPackDto),
    credits_left: creditMonth.left,
    credits_reset_at: creditMonth.endsAt?.toISOString() ?? null,
    wallet_balance: centsToDollars(wallet?.balance ?? 0),
  };
}

export async function savePaymentMethod(
  ctx: AppContext,
  user: SessionUser,
  input: {
    payment_method_id?: string | undefined;
    test_card_number?: string | undefined;
    exp_month?: number | undefined;
    exp_year?: number | undefined;
  },
) {
  try {
    const saved = await ctx.payments.savePaymentMethod({
      customerId: user.stripeCustomerId,
      email: user.email,
      name: user.name,
      paymentMethodId: input.payment_method_id,
      testCard: input.test_card_number
        ? {
            number: input.test_card_number,
            expMonth: input.exp_month ?? 12,
            expYear: input.exp_year ?? ctx.clock.now().getUTCFullYear() + 3,
          }
        : undefined,
    });
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ stripeCustomerId: saved.customerId, paymentMethodId: saved.paymentMethodId })
        .where(eq(users.id, user.id));
      // Every card is remembered with its fingerprint: self-referral and WELCOME50 recognise a
      // person by the card they pay with (docs/product.md §14).
      await tx
        .insert(paymentCards)
        .values({
          paymentMethodId: saved.paymentMethodId,
          userId: user.id,
          customerId: saved.customerId,
          fingerprint: saved.fingerprint,
          createdAt: ctx.clock.now(),
        })
        .onConflictDoNothing();
    });
  } catch (error) {
    if (error instanceof PaymentInputError) {
      throw new AppError('VALIDATION', error.message, {
        errors: [{ path: `body.${error.field}`, message: error.message }],
      });
    }
    throw error;
  }
}

const ALREADY_SUBSCRIBED = 'You already have a subscription: change your plan instead.';

/**
 * Subscribes the member for the amount of the order summary (quoteSubscription): one pending
 * payment row per member (a unique index) keeps a double click from charging twice; the charge
 * happens outside any transaction; the subscription and the month's credits are created only when
 * the charge succeeded.
 */
export async function createSubscription(
  ctx: AppContext,
  userId: string,
  input: { planId: string; promoCode: string | undefined; expectedTotal: number | undefined },
  idempotencyKey: string,
) {
  const now = ctx.clock.now();
  const quote = await quoteSubscription(ctx, userId, input);
  assertExpectedTotal(input.expectedTotal, quote.summary);
  const { plan, discount, amountCents } = quote;
  const planId = plan.id;
  const card = await requireCard(ctx, userId);

  const [pending] = await ctx.db
    .insert(payments)
    .values({
      userId,
      kind: 'subscription',
      amountCents,
      status: 'pending',
      provider: ctx.payments.name,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!pending)
    throw new AppError(
      'CONFLICT',
      'A subscription payment is already being processed. Try again in a moment.',
    );
  // A double click that passed the first check gets its pending row only once the other click has
  // committed (the row is unique per member), so it must look again before charging a second time.
  if (await liveSubscription(ctx.db, userId)) {
    await ctx.db.delete(payments).where(eq(payments.id, pending.id));
    throw new AppError('DUPLICATE', ALREADY_SUBSCRIBED);
  }
  try {
    await claimPromoRedemption(ctx, { userId, discount, paymentId: pending.id, now });
  } catch (error) {
    await ctx.db.delete(payments).where(eq(payments.id, pending.id));
    throw error;
  }

  const providerPaymentId = await chargePendingPayment(ctx, {
    paymentId: pending.id,
    card,
    amountCents,
    description: `${planTitle(plan)}${discount.code ? `, ${discount.code}` : ''}`,
    idempotencyKey: `subscribe:${userId}:${idempotencyKey}`,
    metadata: { user_id: userId },
    onFailure: (tx) => releasePromoRedemption(tx, pending.id),
  });

  await ctx.db.transaction(async (tx) => {
    const periodEnd = quote.periodEnd;
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        userId,
        planId,
        status: 'active',
        currentPeriodStart: now,
        currentPeriodEnd: periodEnd,
        promoCode: discount.code,
        createdAt: now,
      })
      .returning();
    await tx.update(payments).set({ subscriptionId: subscription!.id }).where(eq(payments.id, pending.id));
    await settleSucceededPayment(ctx, tx, pending.id, providerPaymentId, now, {
      description: planTitle(plan),
      periodStart: now,
      periodEnd,
    });
    await settlePromoRedemption(tx, userId, discount.code);
    await grantCreditsForPeriod(tx, {
      userId,
      subscriptionId: subscription!.id,
      credits: plan.premiumCreditsPerMonth,
      periodStart: now,
    });
  });
  return {
    promo_code: discount.code,
    price: centsToDollars(plan.priceCents),
    discount: centsToDollars(discount.discountCents),
    charged: centsToDollars(amountCents),
  };
}

/** Cancellation takes effect at the end of the paid period (docs/product.md §4); resume undoes it. */
export async function setCancelAtPeriodEnd(ctx: AppContext, userId: string, cancel: boolean) {
  const live = await liveSubscription(ctx.db, userId);
  if (!live) throw new AppError('NOT_FOUND', 'You have no subscription.');
  if (!cancel && live.subscription.currentPeriodEnd <= ctx.clock.now()) {
    throw new AppError('CONFLICT', 'This subscription has already ended; subscribe again instead.');
  }
  await ctx.db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: cancel })
    .where(eq(subscriptions.id, live.subscription.id));
  if (cancel && !live.subscription.cancelAtPeriodEnd) {
    const [member] = await ctx.db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (member)
      await ctx.email.send(cancellationMail(ctx, member, live.plan, live.subscription.currentPeriodEnd));
  }
}
