import type { CreditPack } from '@app/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import {
  creditPackPurchases,
  creditPacks,
  payments,
  plans,
  premiumCreditGrants,
  wallets,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { centsToDollars, formatDollars } from '../../lib/money.js';
import { accrueCommission } from '../affiliates/index.js';
import { audit } from '../audit/index.js';
import { settleSucceededPayment } from '../payments/index.js';
import { chargePendingPayment } from './card-charges.js';
import { appendWalletEntry } from '../wallet/index.js';
import { assertExpectedTotal, quoteCreditPack, requireCard } from './order-summary.service.js';

type PackRow = typeof creditPacks.$inferSelect;

export const toCreditPackDto = (pack: PackRow): CreditPack => ({
  _id: pack.id,
  credits: pack.credits,
  price: centsToDollars(pack.priceCents),
  price_per_credit: centsToDollars(Math.round(pack.priceCents / pack.credits)),
});

const IN_FLIGHT = 'A payment for your membership is already being processed. Try again in a moment.';

/**
 * billing/buy-credit-pack (issue 20.2): the quoted pack, paid by card (charged outside any
 * transaction, behind the one pending membership payment and the provider's idempotency key) or
 * from the wallet (the balance row locked and checked in the transaction that spends it). The
 * credits are one grant that ends with the month's own; the purchase records what was paid.
 */
export async function buyCreditPack(
  ctx: AppContext,
  userId: string,
  input: { packId: string; payWith: 'card' | 'wallet'; expectedTotal: number | undefined },
  idempotencyKey: string,
) {
  const quote = await quoteCreditPack(ctx, userId, input);
  assertExpectedTotal(input.expectedTotal, quote.summary);
  const { pack, validUntil } = quote;
  const now = ctx.clock.now();
  const description = `Credit pack: ${pack.credits} premium credits`;

  const grantCredits = async (tx: DbOrTx, purchaseId: string, paymentId: string | null) => {
    await tx.insert(premiumCreditGrants).values({
      userId,
      subscriptionId: quote.subscription.id,
      credits: pack.credits,
      periodStart: now,
      periodEnd: validUntil,
      reason: `credit_pack:${purchaseId}`,
      paymentId,
    });
  };

  if (input.payWith === 'wallet') {
    await ctx.db.transaction(async (tx) => {
      const [wallet] = await tx
        .select({ balance: wallets.balanceCents, debt: wallets.debtCents })
        .from(wallets)
        .where(eq(wallets.userId, userId))
        .for('update');
      if ((wallet?.debt ?? 0) > 0)
        throw new AppError(
          'PAYMENT_REQUIRED',
          `You owe ${formatDollars(wallet!.debt)} after a reversed payment: top up your wallet to settle it first.`,
        );
      if ((wallet?.balance ?? 0) < pack.priceCents)
        throw new AppError(
          'PAYMENT_REQUIRED',
          `Your wallet holds ${formatDollars(wallet?.balance ?? 0)}; this pack costs ${formatDollars(pack.priceCents)}. Top up or pay by card.`,
        );
      const [purchase] = await tx
        .insert(creditPackPurchases)
        .values({
          userId,
          creditPackId: pack.id,
          credits: pack.credits,
          priceCents: pack.priceCents,
          payWith: 'wallet',
          createdAt: now,
        })
        .returning();
      await appendWalletEntry(tx, {
        userId,
        kind: 'credit_pack',
        amountCents: -pack.priceCents,
        description,
        now,
      });
      await grantCredits(tx, purchase!.id, null);
      await accrueCommission(tx, {
        userId,
        source: { creditPackPurchaseId: purchase!.id },
        amountCents: pack.priceCents,
        now,
      });
    });
  } else {
    const card = await requireCard(ctx, userId);
    const [pending] = await ctx.db
      .insert(payments)
      .values({
        userId,
        kind: 'credit_pack',
        amountCents: pack.priceCents,
        status: 'pending',
        provider: ctx.payments.name,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!pending) throw new AppError('CONFLICT', IN_FLIGHT);
    const providerPaymentId = await chargePendingPayment(ctx, {
      paymentId: pending.id,
      card,
      amountCents: pack.priceCents,
      description,
      idempotencyKey: `credit-pack:${userId}:${idempotencyKey}`,
      metadata: { user_id: userId, kind: 'credit_pack' },
    });
    await ctx.db.transaction(async (tx) => {
      await settleSucceededPayment(ctx, tx, pending.id, providerPaymentId, now, {
        description,
        periodStart: now,
        periodEnd: validUntil,
      });
      const [purchase] = await tx
        .insert(creditPackPurchases)
        .values({
          userId,
          creditPackId: pack.id,
          credits: pack.credits,
          priceCents: pack.priceCents,
          payWith: 'card',
          paymentId: pending.id,
          createdAt: now,
        })
        .returning();
      await grantCredits(tx, purchase!.id, pending.id);
    });
  }
  return {
    credits: pack.credits,
    charged: centsToDollars(pack.priceCents),
    pay_with: input.payWith,
    valid_until: validUntil.toISOString(),
  };
}

/**
 * A disputed or refunded credit-pack payment takes back the pack's credits not yet spent; a won
 * dispute gives them back (docs/product.md §14: a reversal takes back what the payment paid for).
 */
export async function reverseCreditsPaidBy(tx: DbOrTx, paymentId: string, direction: 'take' | 'give') {
  await tx
    .update(premiumCreditGrants)
    .set({
      credits:
        direction === 'take'
          ? sql`${premiumCreditGrants.creditsUsed}`
          : sql`greatest(${premiumCreditGrants.creditsUsed}, (select c.credits from credit_pack_purchases c where c.payment_id = ${paymentId}))`,
    })
    .where(eq(premiumCreditGrants.paymentId, paymentId));
}

/* The console's side: the team prices packs per plan (issue 20.2). */

async function adminPackDto(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      pack: creditPacks,
      planName: plans.name,
      occurrence: plans.occurrence,
      sold: sql<number>`(select count(*)::int from credit_pack_purchases c where c.credit_pack_id = ${creditPacks.id})`,
    })
    .from(creditPacks)
    .innerJoin(plans, eq(plans.id, creditPacks.planId))
    .where(eq(creditPacks.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'This credit pack does not exist.');
  return toAdminPack(row);
}

const toAdminPack = (row: {
  pack: PackRow;
  planName: string;
  occurrence: 'monthly' | 'yearly';
  sold: number;
}) => ({
  ...toCreditPackDto(row.pack),
  plan_id: row.pack.planId,
  plan_name: row.planName,
  plan_occurance: row.occurrence,
  is_active: row.pack.isActive,
  sold: Number(row.sold),
});

export async function listCreditPacksForTeam(ctx: AppContext) {
  const rows = await ctx.db
    .select({
      pack: creditPacks,
      planName: plans.name,
      occurrence: plans.occurrence,
      sold: sql<number>`(select count(*)::int from credit_pack_purchases c where c.credit_pack_id = ${creditPacks.id})`,
    })
    .from(creditPacks)
    .innerJoin(plans, eq(plans.id, creditPacks.planId))
    .orderBy(asc(plans.sortOrder), asc(plans.occurrence), asc(creditPacks.credits));
  return rows.map(toAdminPack);
}

const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

export async function createCreditPack(
  ctx: AppContext,
  adminId: string,
  input: { plan_id: string; credits: number; price: number },
) {
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.id, input.plan_id));
  if (!plan)
    throw new AppError('NOT_FOUND', 'This plan does not exist.', {
      errors: [{ path: 'body.plan_id', message: 'Choose a plan' }],
    });
  if (plan.priceCents === 0 || plan.retiredAt)
    throw new AppError('VALIDATION', `The ${plan.name} plan is not sold online, so it has no credit packs.`, {
      errors: [{ path: 'body.plan_id', message: 'Choose a plan that is on sale online' }],
    });
  const id = await ctx.db.transaction(async (tx) => {
    const [pack] = await tx
      .insert(creditPacks)
      .values({ planId: plan.id, credits: input.credits, priceCents: dollarsToCents(input.price) })
      .returning();
    await audit(tx, {
      actorUserId: adminId,
      action: 'credit_pack.create',
      entity: 'credit_pack',
      entityId: pack!.id,
      before: null,
      after: { ...pack, plan: planLabel(plan) },
      now: ctx.clock.now(),
    });
    return pack!.id;
  });
  return adminPackDto(ctx.db, id);
}

const planLabel = (plan: { name: string; occurrence: string }) => `${plan.name} (${plan.occurrence})`;

export async function updateCreditPack(
  ctx: AppContext,
  adminId: string,
  input: {
    id: string;
    credits?: number | undefined;
    price?: number | undefined;
    is_active?: boolean | undefined;
  },
) {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(creditPacks).where(eq(creditPacks.id, input.id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'This credit pack does not exist.');
    const [after] = await tx
      .update(creditPacks)
      .set({
        ...(input.credits === undefined ? {} : { credits: input.credits }),
        ...(input.price === undefined ? {} : { priceCents: dollarsToCents(input.price) }),
        ...(input.is_active === undefined ? {} : { isActive: input.is_active }),
      })
      .where(eq(creditPacks.id, input.id))
      .returning();
    await audit(tx, {
      actorUserId: adminId,
      action: 'credit_pack.update',
      entity: 'credit_pack',
      entityId: input.id,
      before,
      after,
      now: ctx.clock.now(),
    });
  });
  return adminPackDto(ctx.db, input.id);
}
