import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { payments, users, walletEntries, wallets } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { settleSucceededPayment } from '../payments/index.js';
import { centsToDollars, formatDollars } from '../../lib/money.js';
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
      debt: centsToDollars(wallet?.debtCents ?? 0),
      payments_are_test_mode: ctx.payments.isOffline,
      entries: rows.map((e) => ({
        _id: e.id,
        kind: e.kind,
        amount: centsToDollars(e.amountCents),
        owed_change: centsToDollars(e.debtChangeCents),
        description: e.description,
        event_name: e.eventName,
        created_at: e.createdAt.toISOString(),
      })),
    },
  };
}

type WalletEntryKind = (typeof walletEntries.$inferInsert)['kind'];

interface WalletEntryInput {
  userId: string;
  kind: WalletEntryKind;
  amountCents: number;
  description: string;
  eventName?: string | null;
  paymentId?: string | null;
  leadPurchaseId?: string | null;
  reversalId?: string | null;
  createdBy?: string | null;
  now: Date;
}

async function insertEntry(tx: DbOrTx, entry: WalletEntryInput, debtChangeCents = 0) {
  await tx.insert(walletEntries).values({
    userId: entry.userId,
    kind: entry.kind,
    amountCents: entry.amountCents,
    debtChangeCents,
    description: entry.description,
    eventName: entry.eventName ?? null,
    paymentId: entry.paymentId ?? null,
    leadPurchaseId: entry.leadPurchaseId ?? null,
    reversalId: entry.reversalId ?? null,
    createdBy: entry.createdBy ?? null,
    createdAt: entry.now,
  });
}

/**
 * Appends a ledger entry and moves the cached balance in the same transaction; the balance's
 * check constraint refuses anything that would make it negative. Money coming in pays what the
 * member owes after a reversed payment first (a debt_repayment entry right after it), so that a
 * wallet in debt never holds money and purchases stay blocked until the debt is paid.
 */
export async function appendWalletEntry(tx: DbOrTx, entry: WalletEntryInput) {
  await tx.insert(wallets).values({ userId: entry.userId, balanceCents: 0 }).onConflictDoNothing();
  if (entry.amountCents <= 0) {
    await tx
      .update(wallets)
      .set({ balanceCents: sql`${wallets.balanceCents} + ${entry.amountCents}`, updatedAt: entry.now })
      .where(eq(wallets.userId, entry.userId));
    await insertEntry(tx, entry);
    return;
  }
  // The row is locked before it is read, so two credits at once each repay from the debt left.
  const [moved] = await rowsOf<{ repaid: number }>(
    tx,
    sql`with before as (select debt_cents from wallets where user_id = ${entry.userId} for update)
      update wallets w set
        balance_cents = w.balance_cents + ${entry.amountCents}::int - least(before.debt_cents, ${entry.amountCents}::int),
        debt_cents = w.debt_cents - least(before.debt_cents, ${entry.amountCents}::int),
        updated_at = ${entry.now.toISOString()}::timestamptz
      from before where w.user_id = ${entry.userId}
      returning least(before.debt_cents, ${entry.amountCents}::int) as repaid`,
  );
  await insertEntry(tx, entry);
  const repaid = Number(moved?.repaid ?? 0);
  if (repaid > 0) {
    await insertEntry(
      tx,
      {
        ...entry,
        kind: 'debt_repayment',
        amountCents: -repaid,
        description: `Paid toward the ${formatDollars(repaid)} owed after a reversed payment`,
        eventName: null,
        leadPurchaseId: null,
      },
      -repaid,
    );
  }
}

/**
 * Takes back money a provider reversed (a dispute or a refund of a top-up): from the balance as
 * far as it goes, and the rest, already spent, becomes a debt (docs/product.md §14). One entry
 * records both. Returns the debt it added.
 */
export async function takeBackWalletMoney(
  tx: DbOrTx,
  entry: Omit<WalletEntryInput, 'amountCents' | 'kind'> & {
    kind: 'chargeback' | 'provider_refund';
    reversedCents: number;
  },
): Promise<number> {
  await tx.insert(wallets).values({ userId: entry.userId, balanceCents: 0 }).onConflictDoNothing();
  const [moved] = await rowsOf<{ taken: number }>(
    tx,
    sql`with before as (select balance_cents from wallets where user_id = ${entry.userId} for update)
      update wallets w set
        balance_cents = w.balance_cents - least(before.balance_cents, ${entry.reversedCents}::int),
        debt_cents = w.debt_cents + ${entry.reversedCents}::int - least(before.balance_cents, ${entry.reversedCents}::int),
        updated_at = ${entry.now.toISOString()}::timestamptz
      from before where w.user_id = ${entry.userId}
      returning least(before.balance_cents, ${entry.reversedCents}::int) as taken`,
  );
  const taken = Number(moved?.taken ?? 0);
  const owed = entry.reversedCents - taken;
  await insertEntry(tx, { ...entry, amountCents: -taken }, owed);
  return owed;
}

/** Credits a succeeded top-up payment to the wallet (called once the provider confirms it). */
export async function creditTopUp(
  ctx: AppContext,
  tx: DbOrTx,
  paymentId: string,
  providerPaymentId: string | null,
  now: Date,
) {
  const payment = await settleSucceededPayment(ctx, tx, paymentId, providerPaymentId, now, {
    description: 'Wallet top-up',
  });
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
    await ctx.db.transaction((tx) => creditTopUp(ctx, tx, payment!.id, charge.providerPaymentId, now));
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
