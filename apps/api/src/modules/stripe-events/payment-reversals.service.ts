import { and, eq, sql, type SQL } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Transaction } from '../../db/client.js';
import { paymentReversals, payments, subscriptions, users } from '../../db/schema/index.js';
import {
  restoreCommissions,
  reverseCommission,
  reverseCommissionOnUnpaidLeads,
} from '../affiliates/index.js';
import { audit } from '../audit/index.js';
import { reverseCreditsPaidBy } from '../billing/index.js';
import { appendWalletEntry, takeBackWalletMoney } from '../wallet/index.js';
import type { ReversalNotice } from './team-notices.js';

/**
 * docs/product.md §14: a Stripe dispute or refund of a charge reverses what the charge paid for
 * (the wallet money of a top-up, the period of a subscription) and any commission earned on it.
 * Each function runs inside the transaction that records the event as processed, so a replayed
 * event changes nothing, and returns what the team must be told once it commits.
 */
type PaymentRow = typeof payments.$inferSelect;
type ReversalRow = typeof paymentReversals.$inferSelect;

export type ReversalOutcome = { outcome: 'applied'; notice: ReversalNotice } | { outcome: 'ignored' };

const IGNORED = { outcome: 'ignored' } as const;

/** Metadata comes from outside: only a well-formed id is looked up. */
const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

const intentIdOf = (intent: string | Stripe.PaymentIntent | null) =>
  typeof intent === 'string' ? intent : (intent?.id ?? null);

/**
 * The succeeded payment a Stripe object names, locked: by its PaymentIntent id, or else by the
 * payment id our charge put in the metadata (which Stripe copies onto the charge), for a charge
 * whose PaymentIntent id we never got to record.
 */
async function lockPaidPayment(tx: Transaction, intentId: string | null, ourId: string | undefined) {
  const lockWhere = async (match: SQL) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(match, eq(payments.status, 'succeeded')))
      .for('update');
    return payment;
  };
  const byIntent = intentId ? await lockWhere(eq(payments.providerPaymentId, intentId)) : undefined;
  if (byIntent || !ourId || !isUuid(ourId)) return byIntent;
  return lockWhere(eq(payments.id, ourId));
}

/** Sets the payment's reversed amount and state from its reversals: one truth, recomputed each time. */
async function refreshPaymentReversal(tx: Transaction, paymentId: string) {
  await tx.execute(sql`update payments p set
      reversed_cents = coalesce((select sum(r.amount_cents) from payment_reversals r
        where r.payment_id = p.id and r.status in ('open', 'lost', 'refunded')), 0),
      reversal = (select case when bool_or(r.status = 'open') then 'disputed'
          when bool_or(r.status = 'lost') then 'charged_back'
          when bool_or(r.status = 'refunded') then 'refunded' end
        from payment_reversals r where r.payment_id = p.id)::payment_reversal_state
    where p.id = ${paymentId}`);
}

async function memberEmailOf(tx: Transaction, userId: string) {
  const [member] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return member?.email ?? 'unknown member';
}

/** The subscription a reversed payment paid for stops giving leads until it is paid again. */
async function suspendSubscription(tx: Transaction, payment: PaymentRow, reversal: ReversalRow) {
  if (!payment.subscriptionId) return null;
  const [suspended] = await tx
    .update(subscriptions)
    .set({ status: 'past_due' })
    .where(and(eq(subscriptions.id, payment.subscriptionId), eq(subscriptions.status, 'active')))
    .returning({ id: subscriptions.id });
  if (!suspended) return null;
  await tx
    .update(paymentReversals)
    .set({ suspendedSubscriptionId: suspended.id })
    .where(eq(paymentReversals.id, reversal.id));
  return suspended.id;
}

/** Takes back what the payment paid for and the commission on it; returns what it did, for the log. */
async function reverseWhatItPaidFor(tx: Transaction, payment: PaymentRow, reversal: ReversalRow, now: Date) {
  if (payment.kind === 'topup') {
    const debtAddedCents = await takeBackWalletMoney(tx, {
      userId: payment.userId,
      kind: reversal.kind === 'dispute' ? 'chargeback' : 'provider_refund',
      reversedCents: reversal.amountCents,
      description:
        reversal.kind === 'dispute'
          ? 'Top-up disputed with your card issuer: taken back'
          : 'Top-up refunded to your card: taken back',
      paymentId: payment.id,
      reversalId: reversal.id,
      now,
    });
    // Money already spent on leads is now owed: those leads are unpaid, and so is their commission.
    if (debtAddedCents > 0)
      await reverseCommissionOnUnpaidLeads(tx, {
        userId: payment.userId,
        debtCents: debtAddedCents,
        reversalId: reversal.id,
        now,
      });
    return { debtAddedCents, suspendedSubscriptionId: null };
  }
  // A credit pack's unspent credits go with it; an upgrade or a subscription suspends the membership.
  if (payment.kind === 'credit_pack') await reverseCreditsPaidBy(tx, payment.id, 'take');
  await reverseCommission(tx, {
    source: { paymentId: payment.id },
    reversedCents: reversal.amountCents,
    reversalId: reversal.id,
    now,
  });
  return { debtAddedCents: 0, suspendedSubscriptionId: await suspendSubscription(tx, payment, reversal) };
}

async function startReversal(
  tx: Transaction,
  payment: PaymentRow,
  input: { kind: 'dispute' | 'refund'; reference: string; amountCents: number; now: Date },
): Promise<ReversalOutcome> {
  const amountCents = Math.min(input.amountCents, payment.amountCents - payment.reversedCents);
  if (amountCents <= 0) return IGNORED;
  const [reversal] = await tx
    .insert(paymentReversals)
    .values({
      paymentId: payment.id,
      kind: input.kind,
      providerReference: input.reference,
      amountCents,
      status: input.kind === 'dispute' ? 'open' : 'refunded',
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!reversal) return IGNORED;
  const done = await reverseWhatItPaidFor(tx, payment, reversal, input.now);
  await refreshPaymentReversal(tx, payment.id);
  const action = input.kind === 'dispute' ? 'payment.dispute_opened' : 'payment.refunded';
  await audit(tx, {
    actorUserId: null,
    action,
    entity: 'payment',
    entityId: payment.id,
    before: { reversed_cents: payment.reversedCents, reversal: payment.reversal },
    after: {
      reversal_id: reversal.id,
      provider_reference: reversal.providerReference,
      reversed_cents: payment.reversedCents + amountCents,
      wallet_debt_added_cents: done.debtAddedCents,
      suspended_subscription_id: done.suspendedSubscriptionId,
    },
    now: input.now,
  });
  return {
    outcome: 'applied',
    notice: {
      event: input.kind === 'dispute' ? 'dispute_opened' : 'refunded',
      payment,
      memberEmail: await memberEmailOf(tx, payment.userId),
      amountCents,
      debtAddedCents: done.debtAddedCents,
      isSubscriptionSuspended: done.suspendedSubscriptionId !== null,
    },
  };
}

/** charge.dispute.created: the money is already taken from us, so what it paid for is reversed now. */
export async function openDispute(tx: Transaction, dispute: Stripe.Dispute, now: Date) {
  const payment = await lockPaidPayment(tx, intentIdOf(dispute.payment_intent), undefined);
  if (!payment) return IGNORED;
  return startReversal(tx, payment, {
    kind: 'dispute',
    reference: dispute.id,
    amountCents: dispute.amount,
    now,
  });
}

/** charge.refunded: amount_refunded is the running total, so each event reverses only what is new. */
export async function recordProviderRefund(tx: Transaction, charge: Stripe.Charge, now: Date) {
  const payment = await lockPaidPayment(tx, intentIdOf(charge.payment_intent), charge.metadata?.payment_id);
  if (!payment) return IGNORED;
  const [earlier] = await tx
    .select({ cents: sql<number>`coalesce(sum(${paymentReversals.amountCents}), 0)::int` })
    .from(paymentReversals)
    .where(and(eq(paymentReversals.paymentId, payment.id), eq(paymentReversals.kind, 'refund')));
  return startReversal(tx, payment, {
    kind: 'refund',
    reference: `${charge.id}:${charge.amount_refunded}`,
    amountCents: charge.amount_refunded - Number(earlier?.cents ?? 0),
    now,
  });
}

/** A won dispute gives back exactly what its opening took: wallet money (debt first), commission, access. */
async function giveBack(tx: Transaction, payment: PaymentRow, reversal: ReversalRow, now: Date) {
  if (payment.kind === 'topup') {
    await appendWalletEntry(tx, {
      userId: payment.userId,
      kind: 'chargeback_restored',
      amountCents: reversal.amountCents,
      description: 'Dispute closed in our favour: top-up given back',
      paymentId: payment.id,
      reversalId: reversal.id,
      now,
    });
  }
  if (payment.kind === 'credit_pack') await reverseCreditsPaidBy(tx, payment.id, 'give');
  await restoreCommissions(tx, reversal.id, now);
  if (reversal.suspendedSubscriptionId) {
    await tx
      .update(subscriptions)
      .set({ status: 'active' })
      .where(
        and(
          eq(subscriptions.id, reversal.suspendedSubscriptionId),
          eq(subscriptions.status, 'past_due'),
          sql`${subscriptions.currentPeriodEnd} > ${now.toISOString()}::timestamptz`,
        ),
      );
  }
}

/**
 * charge.dispute.closed: won (or an inquiry closed without a chargeback) gives back what the
 * dispute reversed; lost keeps it reversed. A lost dispute we never heard open is reversed now.
 */
export async function closeDispute(
  tx: Transaction,
  dispute: Stripe.Dispute,
  now: Date,
): Promise<ReversalOutcome> {
  const isWon = dispute.status === 'won' || dispute.status === 'warning_closed';
  const findReversal = async () => {
    const [row] = await tx
      .select()
      .from(paymentReversals)
      .where(and(eq(paymentReversals.kind, 'dispute'), eq(paymentReversals.providerReference, dispute.id)));
    return row;
  };
  const known = await findReversal();
  if (!known) {
    if (dispute.status !== 'lost') return IGNORED;
    const opened = await openDispute(tx, dispute, now);
    return opened.outcome === 'ignored' ? opened : closeDispute(tx, dispute, now);
  }
  // Every path locks the payment first, so the events of one payment apply one after another.
  const [payment] = await tx.select().from(payments).where(eq(payments.id, known.paymentId)).for('update');
  const reversal = await findReversal();
  if (!payment || reversal?.status !== 'open') return IGNORED;
  if (isWon) await giveBack(tx, payment, reversal, now);
  await tx
    .update(paymentReversals)
    .set({ status: isWon ? 'won' : 'lost', closedAt: now })
    .where(eq(paymentReversals.id, reversal.id));
  await refreshPaymentReversal(tx, payment.id);
  await audit(tx, {
    actorUserId: null,
    action: isWon ? 'payment.dispute_won' : 'payment.dispute_lost',
    entity: 'payment',
    entityId: payment.id,
    before: { reversal_id: reversal.id, status: reversal.status },
    after: { reversal_id: reversal.id, status: isWon ? 'won' : 'lost', stripe_status: dispute.status },
    now,
  });
  return {
    outcome: 'applied',
    notice: {
      event: isWon ? 'dispute_won' : 'dispute_lost',
      payment,
      memberEmail: await memberEmailOf(tx, payment.userId),
      amountCents: reversal.amountCents,
      debtAddedCents: 0,
      isSubscriptionSuspended: false,
    },
  };
}
