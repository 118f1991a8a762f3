import { loadStripe, type StripeClient } from '../../lib/stripe-js';

export type BankConfirmation =
  | { outcome: 'confirmed' }
  | { outcome: 'declined'; message: string }
  | { outcome: 'unavailable'; reason: 'not-configured' | 'load-failed' };

/**
 * A top-up that came back `requires_action` (3-D Secure): Stripe.js opens the bank's check on
 * this page with the PaymentIntent's client secret. The wallet is credited by the server when
 * Stripe's payment_intent.succeeded webhook arrives, never by this answer. Never throws.
 */
export async function confirmTopUpWithBank(
  publishableKey: string,
  clientSecret: string,
): Promise<BankConfirmation> {
  if (!publishableKey) return { outcome: 'unavailable', reason: 'not-configured' };
  let result: Awaited<ReturnType<StripeClient['confirmCardPayment']>>;
  try {
    const stripe = await loadStripe(publishableKey);
    result = await stripe.confirmCardPayment(clientSecret);
  } catch (error) {
    console.warn('The 3-D Secure confirmation could not start', error);
    return { outcome: 'unavailable', reason: 'load-failed' };
  }
  if (result.error)
    return { outcome: 'declined', message: result.error.message ?? 'Your bank did not confirm the payment.' };
  const status = result.paymentIntent?.status;
  // 'processing': the bank accepted and the charge settles shortly; the webhook credits it then.
  if (status === 'succeeded' || status === 'processing') return { outcome: 'confirmed' };
  return { outcome: 'declined', message: 'Your bank did not confirm the payment.' };
}
