import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { payments } from '../../db/schema/index.js';
import { accrueCommission } from '../affiliates/index.js';
import { issueInvoice, type InvoiceLine } from '../invoices/index.js';

/**
 * Marks a payment succeeded. A subscription, upgrade or credit-pack payment is money spent, so the
 * referring affiliate earns on it; a top-up is not (docs/product.md §14): it is money waiting in the wallet, which
 * can still be refunded or charged back, and earns only once it buys leads. Every charge gets its
 * invoice and receipt in the same transaction; `line` says what it paid for (by default the
 * top-up, or the subscription's plan).
 */
export async function settleSucceededPayment(
  ctx: AppContext,
  tx: DbOrTx,
  paymentId: string,
  providerPaymentId: string | null,
  now: Date,
  line?: InvoiceLine,
) {
  const [payment] = await tx
    .update(payments)
    .set({ status: 'succeeded', providerPaymentId, failureReason: null })
    .where(eq(payments.id, paymentId))
    .returning();
  if (!payment) return;
  await issueInvoice(ctx, tx, payment, now, line);
  if (payment.kind !== 'topup') {
    await accrueCommission(tx, {
      userId: payment.userId,
      source: { paymentId: payment.id },
      amountCents: payment.amountCents,
      now,
    });
  }
  return payment;
}
