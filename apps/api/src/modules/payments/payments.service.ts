import { LIMITS } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { affiliateCommissions, payments, users } from '../../db/schema/index.js';

/** 11% of the payment, in whole cents (half a cent rounds up). */
export const commissionCentsOf = (amountCents: number) =>
  Math.round((amountCents * LIMITS.affiliateCommissionPercent) / 100);

/**
 * Marks a payment succeeded and, when the payer was referred by an affiliate, records the
 * affiliate's lifetime commission on it (once per payment: unique on payment_id).
 */
export async function settleSucceededPayment(
  tx: DbOrTx,
  paymentId: string,
  providerPaymentId: string | null,
  now: Date,
) {
  const [payment] = await tx
    .update(payments)
    .set({ status: 'succeeded', providerPaymentId, failureReason: null })
    .where(eq(payments.id, paymentId))
    .returning();
  if (!payment) return;
  const [payer] = await tx
    .select({ affiliateId: users.referredByAffiliateId })
    .from(users)
    .where(eq(users.id, payment.userId));
  if (payer?.affiliateId && payment.amountCents > 0) {
    await tx
      .insert(affiliateCommissions)
      .values({
        affiliateId: payer.affiliateId,
        userId: payment.userId,
        paymentId: payment.id,
        amountCents: commissionCentsOf(payment.amountCents),
        createdAt: now,
      })
      .onConflictDoNothing();
  }
  return payment;
}
