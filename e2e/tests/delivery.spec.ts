import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../playwright.config';

/**
 * Issue "Lead delivery": the customer-area pages for API keys, webhooks, Google Sheet, the CSV
 * feed and Go High Level, driven as the demo customer against the real API.
 */
async function signInAsDemo(page: Page, baseURL: string | undefined) {
  const response = await page.request.post('/api/v1/auth/login', {
    data: { email: DEMO.email, password: DEMO.password },
    headers: { origin: baseURL ?? '' },
  });
  expect(response.status()).toBe(200);
}

const PULL_PATH = '/api/v1/leads/get-purchased-premium-leads';

test.describe('lead delivery', () => {
  test('an API key is shown once, listed by its prefix, works with x-api-key, and gets 401 once revoked', async ({
    page,
    baseURL,
    request,
  }) => {
    await signInAsDemo(page, baseURL);
    await page.goto('/purchased-leads/api-keys');
    await expect(page.getByRole('heading', { level: 1, name: 'API Keys' })).toBeVisible();
    await expect(page.getByText(/curl -sS -H "x-api-key: YOUR_API_KEY"/)).toBeVisible();

    const name = `E2E pull ${Date.now()}`;
    await page.getByLabel('Key name').fill(name);
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect(page.getByText("Copy it now: you won't see it again")).toBeVisible();
    const key = (await page.getByLabel('your new API key', { exact: true }).textContent())!.trim();
    expect(key).toMatch(/^sk_[A-Za-z0-9]{8}_/);
    const prefix = key.split('_').slice(0, 2).join('_');

    await page.getByRole('button', { name: 'Copy your new API key' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await page.getByRole('button', { name: 'Done, I have copied it' }).click();
    await expect(page.getByText(key)).toHaveCount(0);

    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(`${prefix}…`);
    await expect(row).toContainText('Never used');
    await expect(row).toContainText('Active');

    const pulled = await request.get(`${PULL_PATH}?page=1&limit=25`, { headers: { 'x-api-key': key } });
    expect(pulled.status()).toBe(200);
    expect((await pulled.json()).message).toBe('Data fetched successfully');

    await row.getByRole('button', { name: `Revoke ${name} (${prefix}…)` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke this key?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Revoked');

    const refused = await request.get(`${PULL_PATH}?page=1&limit=25`, { headers: { 'x-api-key': key } });
    expect(refused.status()).toBe(401);
  });

  test('Connect Webhook is in the menu under Premium Leads, and a loopback URL is refused under the field', async ({
    page,
    baseURL,
  }) => {
    await signInAsDemo(page, baseURL);
    await page.goto('/purchased-leads/get-purchased-premium-leads');
    await page
      .getByRole('navigation', { name: 'Customer area' })
      .getByRole('link', { name: 'Connect Webhook' })
      .click();
    await expect(page).toHaveURL(/\/purchased-leads\/connect-webhook$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connect Webhook' })).toBeVisible();
    await expect(page.getByText('webhook-signature', { exact: true })).toBeVisible();

    const url = page.getByLabel('Endpoint URL');
    await url.fill('http://127.0.0.1:9/x');
    await page.getByRole('button', { name: 'Register endpoint' }).click();
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(url).toHaveAccessibleDescription(/https:\/\/ URL|private or internal address/);
    await expect(url).toHaveValue('http://127.0.0.1:9/x');
    await expect(page.getByText("Copy it now: you won't see it again")).toHaveCount(0);
  });

  test('a Google Sheet connects and shows the service account; a CSV feed link downloads CSV until revoked', async ({
    page,
    baseURL,
    request,
  }) => {
    await signInAsDemo(page, baseURL);
    await page.goto('/purchased-leads/connect-sheet');
    await expect(page.getByRole('heading', { level: 1, name: 'Connect Sheet' })).toBeVisible();
    await expect(page.getByLabel('the service account address', { exact: true })).toContainText(
      /@.+\.iam\.gserviceaccount\.com$/,
    );

    const spreadsheetId = '1E2eSheetAbCdEfGhIjKlMnOpQrStUvWxYz01234';
    expect(spreadsheetId).toHaveLength(40);
    await page.getByLabel('Sheet link').fill(`https://docs.google.com/spreadsheets/d/${spreadsheetId}/edit`);
    await expect(page.getByLabel('Tab name')).toHaveValue('Leads');
    await page.getByRole('button', { name: /^Connect (sheet|this sheet instead)$/ }).click();
    await expect(page.getByText('Connected sheet', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(spreadsheetId) })).toBeVisible();

    await page.getByRole('button', { name: /^Create (feed link|a new feed link)$/ }).click();
    const replace = page.getByRole('alertdialog', { name: 'Replace your feed link?' });
    if (await replace.isVisible()) await replace.getByRole('button', { name: 'Create new link' }).click();
    await expect(page.getByText("Copy it now: you won't see it again")).toBeVisible();
    const feedUrl = (await page.getByLabel('the feed link', { exact: true }).textContent())!.trim();
    expect(feedUrl).toContain('/api/v1/feeds/purchased-leads.csv?token=feed_');
    await expect(page.getByLabel('the IMPORTDATA formula', { exact: true })).toHaveText(
      `=IMPORTDATA("${feedUrl}")`,
    );

    const csv = await request.get(feedUrl);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(await csv.text()).toMatch(/^"First Name","Last Name","Phone"/);

    await page.getByRole('button', { name: 'Done, I have copied it' }).click();
    await page.getByRole('button', { name: 'Revoke feed link' }).click();
    await page
      .getByRole('alertdialog', { name: 'Revoke the feed link?' })
      .getByRole('button', { name: 'Revoke link' })
      .click();
    await expect(page.getByRole('button', { name: 'Revoke feed link' })).toBeHidden();
    expect((await request.get(feedUrl)).status()).toBe(401);
  });

  test('Go High Level shows the Location ID once connected, never the token', async ({ page, baseURL }) => {
    await signInAsDemo(page, baseURL);
    await page.goto('/purchased-leads/connect-go-high-level');
    await expect(page.getByRole('heading', { level: 1, name: 'Connect Go High Level' })).toBeVisible();

    const token = `pit-e2e-${Date.now()}-secret-token`;
    const locationId = 'E2eLocation0123456789';
    const tokenInput = page.getByLabel('Private Integration Token');
    await expect(tokenInput).toHaveAttribute('type', 'password');
    await tokenInput.fill(token);
    await page.getByLabel('Location ID').fill(locationId);
    await page.getByRole('button', { name: /^(Connect Go High Level|Replace the connection)$/ }).click();

    await expect(page.getByRole('heading', { name: 'Your Go High Level connection' })).toBeVisible();
    await expect(page.getByText(locationId, { exact: true })).toBeVisible();
    await expect(tokenInput).toHaveValue('');
    await expect(page.locator('body')).not.toContainText(token);
  });
});
