import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { payments } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

/**
 * Charges the card for a membership payment already recorded as pending (subscribing, upgrading, a
 * credit pack), outside any transaction. A provider that cannot be reached or a charge that does
 * not go through marks the payment failed, with `onFailure` (giving back a promo claim) in the same
 * transaction; a refused charge answers 402 with the bank's reason. Returns the provider's id.
 */
export async function chargePendingPayment(
  ctx: AppContext,
  input: {
    paymentId: string;
    card: { customerId: string; paymentMethodId: string };
    amountCents: number;
    description: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
    /** Said after the bank's reason, e.g. " Your plan is unchanged." */
    refusedSuffix?: string;
    onFailure?: (tx: DbOrTx) => Promise<void>;
  },
): Promise<string | null> {
  const fail = (failureReason: string, providerPaymentId: string | null = null) =>
    ctx.db.transaction(async (tx) => {
      await input.onFailure?.(tx);
      await tx
        .update(payments)
        .set({ status: 'failed', failureReason, providerPaymentId })
        .where(eq(payments.id, input.paymentId));
    });
  const charge = await ctx.payments
    .charge({
      customerId: input.card.customerId,
      paymentMethodId: input.card.paymentMethodId,
      amountCents: input.amountCents,
      description: input.description,
      idempotencyKey: input.idempotencyKey,
      metadata: { payment_id: input.paymentId, ...input.metadata },
    })
    .catch(async (error: unknown) => {
      await fail('The payment provider could not be reached.');
      throw error;
    });
  if (charge.status !== 'succeeded') {
    const reason = charge.failureReason ?? 'Your bank asked for an extra confirmation; use another card.';
    await fail(reason, charge.providerPaymentId);
    throw new AppError(
      'PAYMENT_REQUIRED',
      `The payment did not go through: ${reason}${input.refusedSuffix ?? ''}`,
    );
  }
  return charge.providerPaymentId;
}
