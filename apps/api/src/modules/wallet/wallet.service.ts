import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { payments, users, walletEntries, wallets } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { settleSucceededPayment } from '../payments/index.js';
import { centsToDollars } from '../../lib/money.js';
import { pageCountOf } from '../../lib/paging.js';

export async function getWalletPage(ctx: AppContext, userId: string, page: number, limit: number) {
  const [wallet] = await ctx.db.select().from(wallets).where(eq(wallets.userId, userId));
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId))
      .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId)),
  ]);
  return {
    currentPage: page,
    pageCount: pageCountOf(Number(totals?.total ?? 0), limit),
    result: {
      balance: centsToDollars(wallet?.balanceCents ?? 0),
      payments_are_test_mode: ctx.payments.isOffline,
      entries: rows.map((e) => ({
        _id: e.id,
        kind: e.kind,
        amount: centsToDollars(e.amountCents),
        description: e.description,
        event_name: e.eventName,
        created_at: e.createdAt.toISOString(),
      })),
    },
  };
}

/**
 * Appends a ledger entry and moves the cached balance in the same transaction; the balance's
 * check constraint refuses anything that would make it negative.
 */
export async function appendWalletEntry(
  tx: DbOrTx,
  entry: {
    userId: string;
    kind: 'topup' | 'purchase' | 'refund' | 'reward' | 'adjustment';
    amountCents: number;
    description: string;
    eventName?: string | null;
    paymentId?: string | null;
    leadPurchaseId?: string | null;
    createdBy?: string | null;
    now: Date;
  },
) {
  await tx.insert(wallets).values({ userId: entry.userId, balanceCents: 0 }).onConflictDoNothing();
  await tx
    .update(wallets)
    .set({ balanceCents: sql`${wallets.balanceCents} + ${entry.amountCents}`, updatedAt: entry.now })
    .where(eq(wallets.userId, entry.userId));
  await tx.insert(walletEntries).values({
    userId: entry.userId,
    kind: entry.kind,
    amountCents: entry.amountCents,
    description: entry.description,
    eventName: entry.eventName ?? null,
    paymentId: entry.paymentId ?? null,
    leadPurchaseId: entry.leadPurchaseId ?? null,
    createdBy: entry.createdBy ?? null,
    createdAt: entry.now,
  });
}

/** Credits a succeeded top-up payment to the wallet (called once the provider confirms it). */
export async function creditTopUp(
  tx: DbOrTx,
  paymentId: string,
  providerPaymentId: string | null,
  now: Date,
) {
  const payment = await settleSucceededPayment(tx, paymentId, providerPaymentId, now);
  if (!payment) return;
  await appendWalletEntry(tx, {
    userId: payment.userId,
    kind: 'topup',
    amountCents: payment.amountCents,
    description: `Wallet top-up of $${centsToDollars(payment.amountCents).toFixed(2)}`,
    paymentId: payment.id,
    now,
  });
}

export async function topUpWallet(
  ctx: AppContext,
  userId: string,
  amountCents: number,
  idempotencyKey: string,
) {
  const now = ctx.clock.now();
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user?.stripeCustomerId || !user.paymentMethodId)
    throw new AppError('PAYMENT_REQUIRED', 'Add a card in Billing first.');
  const [payment] = await ctx.db
    .insert(payments)
    .values({
      userId,
      kind: 'topup',
      amountCents,
      status: 'pending',
      provider: ctx.payments.name,
      createdAt: now,
    })
    .returning();
  const charge = await ctx.payments
    .charge({
      customerId: user.stripeCustomerId,
      paymentMethodId: user.paymentMethodId,
      amountCents,
      description: 'Wallet top-up',
      idempotencyKey: `topup:${userId}:${idempotencyKey}`,
      metadata: { payment_id: payment!.id, user_id: userId, kind: 'topup' },
    })
    .catch(async (error: unknown) => {
      await ctx.db
        .update(payments)
        .set({ status: 'failed', failureReason: 'The payment provider could not be reached.' })
        .where(eq(payments.id, payment!.id));
      throw error;
    });
  if (charge.status === 'succeeded') {
    await ctx.db.transaction((tx) => creditTopUp(tx, payment!.id, charge.providerPaymentId, now));
  } else if (charge.status === 'failed') {
    await ctx.db
      .update(payments)
      .set({
        status: 'failed',
        failureReason: charge.failureReason,
        providerPaymentId: charge.providerPaymentId,
      })
      .where(eq(payments.id, payment!.id));
    throw new AppError(
      'PAYMENT_REQUIRED',
      `The payment did not go through: ${charge.failureReason ?? 'declined'}`,
    );
  } else {
    await ctx.db
      .update(payments)
      .set({ providerPaymentId: charge.providerPaymentId })
      .where(eq(payments.id, payment!.id));
  }
  const [wallet] = await ctx.db.select().from(wallets).where(eq(wallets.userId, userId));
  return {
    status: charge.status,
    balance: centsToDollars(wallet?.balanceCents ?? 0),
    client_secret: charge.clientSecret,
    failure_reason: null,
  };
}
