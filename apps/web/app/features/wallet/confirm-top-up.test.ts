import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StripeClient } from '../../lib/stripe-js';
import { confirmTopUpWithBank } from './confirm-top-up';

let keyCounter = 0;
/** A fresh key per test: the loader keeps one Stripe client per key. */
const nextKey = () => `pk_test_wallet_${(keyCounter += 1)}`;

function stubStripe(confirmCardPayment: StripeClient['confirmCardPayment']) {
  const client = { confirmCardPayment: vi.fn(confirmCardPayment) };
  window.Stripe = vi.fn(() => client as unknown as StripeClient);
  return client;
}

describe('confirmTopUpWithBank (3-D Secure for a requires_action top-up)', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => {
    delete window.Stripe;
    document.querySelectorAll('script[src="https://js.stripe.com/v3/"]').forEach((script) => script.remove());
  });

  it('confirms the PaymentIntent with its client secret', async () => {
    const client = stubStripe(async () => ({ paymentIntent: { id: 'pi_1', status: 'succeeded' } }));
    await expect(confirmTopUpWithBank(nextKey(), 'pi_1_secret_abc')).resolves.toEqual({
      outcome: 'confirmed',
    });
    expect(client.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_abc');
  });

  it("passes on the bank's refusal in Stripe's words", async () => {
    stubStripe(async () => ({ error: { message: 'We are unable to authenticate your payment method.' } }));
    await expect(confirmTopUpWithBank(nextKey(), 'pi_2_secret')).resolves.toEqual({
      outcome: 'declined',
      message: 'We are unable to authenticate your payment method.',
    });
  });

  it('says when it cannot run: no key configured, or Stripe.js did not load', async () => {
    await expect(confirmTopUpWithBank('', 'pi_3_secret')).resolves.toEqual({
      outcome: 'unavailable',
      reason: 'not-configured',
    });
    const pending = confirmTopUpWithBank(nextKey(), 'pi_3_secret');
    document.querySelector('script[src="https://js.stripe.com/v3/"]')!.dispatchEvent(new Event('error'));
    await expect(pending).resolves.toEqual({ outcome: 'unavailable', reason: 'load-failed' });
  });
});
