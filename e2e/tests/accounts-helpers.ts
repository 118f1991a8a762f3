import { expect, request, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { DEMO } from '../playwright.config';

/** An API session as the seeded admin, to read the outbox the offline mail and SMS adapters fill. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const login = await api.post('/api/v1/auth/login', {
    data: { email: DEMO.adminEmail, password: DEMO.adminPassword },
  });
  expect(login.status()).toBe(200);
  return api;
}

/** The newest message of a kind to a recipient, waited for (mails are written as the request ends). */
export async function newestMessage(
  admin: APIRequestContext,
  channel: 'email' | 'sms',
  recipient: string,
  template: string,
): Promise<string> {
  let body: string | undefined;
  await expect(async () => {
    const response = await admin.get(`/api/v1/admin/get-outbox?channel=${channel}&limit=100`);
    const messages = (await response.json()).result as {
      recipient: string;
      template: string;
      body: string;
    }[];
    body = messages.find((m) => m.recipient === recipient && m.template === template)?.body;
    expect(body).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return body!;
}

/** The path and query of the link in a mail, e.g. /verify-email?token=…, to open on this server. */
export const linkIn = (mail: string, path: string) => {
  const match = new RegExp(`https?://[^/\\s]+(/${path}\\?token=[\\w-]+)`).exec(mail);
  expect(match, `a /${path} link in the mail`).not.toBeNull();
  return match![1]!;
};

/** A member made through the real sign-up: the form's API call, then the emailed link's. */
export async function signedUpMember(baseURL: string, admin: APIRequestContext, label: string) {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'members-own-password-1';
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signUp = await api.post('/api/v1/auth/sign-up', {
    data: { name: 'Morgan Reyes', email, is_adult: true, accept_terms: true },
  });
  expect(signUp.status()).toBe(200);
  const link = linkIn(await newestMessage(admin, 'email', email, 'verify-email'), 'verify-email');
  const token = new URL(link, baseURL).searchParams.get('token')!;
  const verified = await api.post('/api/v1/auth/verify-email', {
    data: { token, name: 'Morgan Reyes', password },
  });
  expect(verified.status()).toBe(200);
  return { email, password, api };
}

/** Puts a member on a monthly plan through the API: a test card saved, then the subscription. */
export async function subscribeTo(api: APIRequestContext, planName: 'Basic' | 'Pro') {
  const card = await api.post('/api/v1/billing/save-payment-method', {
    data: { test_card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030 },
  });
  expect(card.status()).toBe(200);
  const plans = (await (await api.get('/api/v1/plan/getplans?plan_occurance=monthly')).json()).result as {
    _id: string;
    plan_name: string;
  }[];
  const subscribed = await api.post('/api/v1/billing/create-subscription', {
    data: { plan_id: plans.find((plan) => plan.plan_name === planName)!._id },
  });
  expect(subscribed.status()).toBe(200);
}

/** Signs the page in as a member through the API (the login form has its own tests). */
export async function signIn(page: Page, baseURL: string, member: { email: string; password: string }) {
  const response = await page.request.post('/api/v1/auth/login', {
    data: { email: member.email, password: member.password },
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(200);
}

/**
 * Whether the run keeps screenshots for a person to look at: always outside CI, and in CI only when
 * E2E_SCREENSHOTS=1. They assert nothing, and full-page captures at two widths were a tenth of the
 * browser tests' time in CI, where no one looks at them.
 */
export const KEEP_SCREENSHOTS = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/** Full-page screenshots at 1440 and 390 px wide, kept with the test's results to be looked at. */
export async function screenshotsAtBothWidths(page: Page, testInfo: TestInfo, name: string) {
  if (!KEEP_SCREENSHOTS) return;
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // From the top, so a sticky header is drawn where a person first sees it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
