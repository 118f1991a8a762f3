import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

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

export const STRIPE_JS = 'https://js.stripe.com/v3/';

export type Json = Record<string, unknown> & { result: Record<string, unknown> };

export const serveFakeStripeJs = (page: Page) =>
  page.route(STRIPE_JS, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_STRIPE_JS }));

/** GET billing/get-billing as the Stripe adapter answers it: the member's real overview, not in test mode. */
export async function answerBillingAsStripe(page: Page, card: { current: Record<string, unknown> | null }) {
  await page.route('**/api/v1/billing/get-billing', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Json;
    await route.fulfill({
      response,
      json: {
        ...body,
        result: { ...body.result, payments_are_test_mode: false, payment_method: card.current },
      },
    });
  });
}
