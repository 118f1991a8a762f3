import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { payments } from '../../db/schema/index.js';
import { accrueCommission } from '../affiliates/index.js';

/**
 * Marks a payment succeeded. A subscription payment is money spent, so the referring affiliate
 * earns on it; a top-up is not (docs/product.md §14): it is money waiting in the wallet, which
 * can still be refunded or charged back, and earns only once it buys leads.
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
  if (payment.kind === 'subscription') {
    await accrueCommission(tx, {
      userId: payment.userId,
      source: { paymentId: payment.id },
      amountCents: payment.amountCents,
      now,
    });
  }
  return payment;
}
