import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../playwright.config';
import {
  STRIPE_JS,
  answerBillingAsStripe,
  serveFakeStripeJs,
  type FakeStripeCall,
  type Json,
} from './fake-stripe-js';

/**
 * The Stripe card flow without the internet: js.stripe.com is served by a fake Stripe.js and the
 * API's answers that depend on the payment adapter are switched to Stripe mode (the e2e server
 * runs the offline adapter). What is proven: Stripe.js loads only where a card is entered, is
 * initialised with the build's publishable key, and only the PaymentMethod id reaches our server.
 */

/** test:e2e (root package.json) builds the web app with this key. */
const E2E_PUBLISHABLE_KEY = 'pk_test_e2e';
const SAVED_CARD = {
  id: 'pm_fake_123',
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2031,
  is_test: true,
};
const NEEDS_KEY = `The card form needs a build with VITE_STRIPE_PUBLISHABLE_KEY=${E2E_PUBLISHABLE_KEY}: run \`npm run test:e2e\`, which makes one.`;

async function signInAsDemo(
  page: Page,
  baseURL: string | undefined,
): Promise<{ name: string; email: string }> {
  const response = await page.request.post('/api/v1/auth/login', {
    data: { email: DEMO.email, password: DEMO.password },
    headers: { origin: baseURL ?? '' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { name: string; email: string } }).result;
}

const fakeStripeCalls = (page: Page) =>
  page.evaluate(() => window.__fakeStripeCalls ?? ([] as FakeStripeCall[]));

/** Every request to our own origin, with its body: the card number must never be in one. */
function recordRequestsToUs(page: Page, baseURL: string | undefined) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (baseURL && request.url().startsWith(baseURL))
      sent.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
  });
  return sent;
}

test.describe('Stripe card form (billing, Stripe mode)', () => {
  test('saves a card through Stripe Elements: only the PaymentMethod id reaches our server', async ({
    page,
    baseURL,
  }) => {
    const member = await signInAsDemo(page, baseURL);
    await serveFakeStripeJs(page);
    const card = { current: null as typeof SAVED_CARD | null };
    await answerBillingAsStripe(page, card);
    let savedBody: unknown = null;
    await page.route('**/api/v1/billing/save-payment-method', async (route) => {
      savedBody = route.request().postDataJSON();
      card.current = SAVED_CARD;
      const overview = (await (await page.request.get('/api/v1/billing/get-billing')).json()) as Json;
      await route.fulfill({
        json: {
          message: 'Data edited successfully',
          result: { ...overview.result, payments_are_test_mode: false, payment_method: SAVED_CARD },
        },
      });
    });
    const sentToUs = recordRequestsToUs(page, baseURL);

    await page.goto('/billing');
    const section = page.getByRole('region', { name: 'Payment method' });
    await expect(section.getByLabel('Name on card'), NEEDS_KEY).toBeVisible();
    await expect(section.getByText('Test mode — no real card is charged')).toHaveCount(0);
    await expect(section.getByLabel('Name on card')).toHaveValue(member.name);
    await expect(section.getByRole('group', { name: 'Card details' })).toBeVisible();
    await section.getByLabel('Card number').fill('4242 4242 4242 4242');
    await section.getByLabel('Expiration date').fill('12 / 31');
    await section.getByLabel('CVC').fill('123');
    await section.getByRole('button', { name: 'Save card' }).click();

    await expect(section.getByText('Visa •••• 4242')).toBeVisible();
    await expect(page.getByText('Card ending in 4242 saved.')).toBeVisible();
    expect(savedBody).toEqual({ payment_method_id: 'pm_fake_123' });
    const calls = await fakeStripeCalls(page);
    expect(calls).toContainEqual(['Stripe', E2E_PUBLISHABLE_KEY]);
    expect(calls).toContainEqual(['elements.create', 'card']);
    expect(calls).toContainEqual([
      'createPaymentMethod',
      { type: 'card', billing_details: { name: member.name, email: member.email } },
    ]);
    expect(await page.locator(`script[src="${STRIPE_JS}"]`).count()).toBe(1);
    expect(sentToUs.join('\n')).not.toMatch(/4242 ?4242 ?4242 ?4242/);
  });

  test("a refused card shows Stripe's message and nothing is sent to our server", async ({
    page,
    baseURL,
  }) => {
    await signInAsDemo(page, baseURL);
    await serveFakeStripeJs(page);
    await answerBillingAsStripe(page, { current: null });
    let saveRequests = 0;
    await page.route('**/api/v1/billing/save-payment-method', (route) => {
      saveRequests += 1;
      return route.abort();
    });

    await page.goto('/billing');
    const section = page.getByRole('region', { name: 'Payment method' });
    await expect(section.getByLabel('Name on card'), NEEDS_KEY).toBeVisible();
    await section.getByLabel('Card number').fill('4000 0000 0000 0002');
    await section.getByRole('button', { name: 'Save card' }).click();

    await expect(section.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(section.getByRole('group', { name: 'Card details' })).toHaveAccessibleDescription(
      'Your card was declined.',
    );
    await expect(section.getByRole('button', { name: 'Save card' })).toBeEnabled();
    expect(saveRequests).toBe(0);
  });

  test('says clearly when Stripe.js cannot load, and Try again loads it', async ({ page, baseURL }) => {
    await signInAsDemo(page, baseURL);
    await answerBillingAsStripe(page, { current: null });
    await page.route(STRIPE_JS, (route) => route.abort('internetdisconnected'));

    await page.goto('/billing');
    const section = page.getByRole('region', { name: 'Payment method' });
    await expect(section.getByRole('alert')).toHaveText(
      'The secure card form could not load. Check your connection or write to support@sellersignal.io.',
    );
    await expect(section.getByRole('link', { name: 'support@sellersignal.io' })).toHaveAttribute(
      'href',
      'mailto:support@sellersignal.io',
    );

    await page.unroute(STRIPE_JS);
    await serveFakeStripeJs(page);
    await section.getByRole('button', { name: 'Try again' }).click();
    await expect(section.getByLabel('Name on card')).toBeVisible();
    expect(await page.locator(`script[src="${STRIPE_JS}"]`).count()).toBe(1);
  });

  test('public pages and test-mode billing never load Stripe.js', async ({ page, baseURL }) => {
    const stripeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://js.stripe.com/')) stripeRequests.push(request.url());
    });
    await serveFakeStripeJs(page);
    for (const path of ['/', '/plans', '/faq', '/premiumleads']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }

    await signInAsDemo(page, baseURL);
    await page.goto('/billing');
    const section = page.getByRole('region', { name: 'Payment method' });
    await expect(section.getByText('Test mode — no real card is charged')).toBeVisible();
    await section.getByRole('button', { name: 'Replace card' }).click();
    await expect(section.getByLabel('Card number')).toHaveAttribute('placeholder', '4242 4242 4242 4242');
    await page.waitForLoadState('networkidle');
    expect(stripeRequests).toEqual([]);
  });
});

test.describe('3-D Secure top-up (wallet, Stripe mode)', () => {
  test('confirms with the bank through Stripe.js, then shows the funds once the webhook has credited them', async ({
    page,
    baseURL,
  }) => {
    await signInAsDemo(page, baseURL);
    await serveFakeStripeJs(page);
    // The server credits the wallet when Stripe's webhook arrives: here, from the third read on.
    let readsAfterTopUp: number | null = null;
    await page.route('**/api/v1/wallet/get-wallet**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Json;
      const wallet = body.result as { balance: number; entries: unknown[] };
      let result = { ...wallet, payments_are_test_mode: false };
      if (readsAfterTopUp !== null && ++readsAfterTopUp > 2) {
        const credit = {
          _id: 'topup-3ds',
          kind: 'topup',
          amount: 100,
          owed_change: 0,
          description: 'Wallet top-up of $100.00',
          event_name: null,
          created_at: new Date().toISOString(),
        };
        result = { ...result, balance: wallet.balance + 100, entries: [credit, ...wallet.entries] };
      }
      await route.fulfill({ response, json: { ...body, result } });
    });
    let startingBalance = 0;
    await page.route('**/api/v1/wallet/create-top-up', async (route) => {
      expect(route.request().postDataJSON()).toEqual({ amount: 100 });
      startingBalance = (
        (await (await page.request.get('/api/v1/wallet/get-wallet')).json()) as {
          result: { balance: number };
        }
      ).result.balance;
      readsAfterTopUp = 0;
      await route.fulfill({
        json: {
          message: 'Checkout Successful!',
          result: {
            status: 'requires_action',
            balance: startingBalance,
            client_secret: 'pi_fake3ds_secret_abc',
            failure_reason: null,
          },
        },
      });
    });

    await page.goto('/wallet');
    await expect(page.getByText('Test mode — no real card is charged')).toHaveCount(0);
    await page.getByLabel('Amount (USD)').fill('100');
    await page.getByRole('button', { name: 'Add funds' }).click();

    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Your bank confirmed the payment; funds appear in a few seconds.' }),
      NEEDS_KEY,
    ).toBeVisible();
    const credited = (startingBalance + 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    await expect(page.getByText(`$100 added. Your balance is ${credited}.`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Wallet balance' })).toContainText(credited);
    await expect(
      page.getByText('Your bank confirmed the payment; funds appear in a few seconds.'),
    ).toHaveCount(0);
    expect(await fakeStripeCalls(page)).toContainEqual(['confirmCardPayment', 'pi_fake3ds_secret_abc']);
  });
});
