import { readFileSync } from 'node:fs';

/**
 * A stand-in for https://js.stripe.com/v3/ (e2e/fixtures/fake-stripe.js) that the browser tests
 * serve with page.route. It implements what the app calls — Stripe(key),
 * elements().create('card').mount(), createPaymentMethod(), confirmCardPayment() — draws the card
 * box in the page instead of Stripe's iframe, and records every call in window.__fakeStripeCalls.
 * Card 4000 0000 0000 0002 is declined, as in Stripe's test mode.
 */
export const FAKE_STRIPE_JS = readFileSync(new URL('../fixtures/fake-stripe.js', import.meta.url), 'utf8');

export type FakeStripeCall = [string, unknown];

declare global {
  interface Window {
    __fakeStripeCalls?: FakeStripeCall[];
  }
}
