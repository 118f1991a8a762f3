import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, E2E_OFFLINE_SHEETS_FILE } from '../playwright.config';
import { screenshotsAtBothWidths, signIn } from './accounts-helpers';
import { expectNoAxeViolations } from './axe-helpers';

/**
 * Issue "Lead delivery": the customer-area pages for API keys, webhooks, Google Sheet, the CSV
 * feed and Go High Level, driven as the demo customer against the real API.
 */
const signInAsDemo = (page: Page, baseURL: string | undefined) => signIn(page, baseURL ?? '', DEMO);

const PULL_PATH = '/api/v1/leads/get-purchased-premium-leads';

/**
 * What a member does in Google Sheets, done to the offline adapter's stand-in for their sheets
 * (OFFLINE_SHEETS_FILE, read by the API at each Verify): puts a value into one cell.
 */
async function typeIntoOfflineSheet(spreadsheetId: string, tabAndCell: string, value: string) {
  const sheets = JSON.parse(await readFile(E2E_OFFLINE_SHEETS_FILE, 'utf8').catch(() => '{}')) as Record<
    string,
    Record<string, string>
  >;
  sheets[spreadsheetId] = { ...sheets[spreadsheetId], [tabAndCell]: value };
  await writeFile(E2E_OFFLINE_SHEETS_FILE, JSON.stringify(sheets, null, 2));
}

test.describe('lead delivery', () => {
  test('an API key is shown once, listed by its prefix, works with x-api-key, and gets 401 once revoked', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    // As a browser grants it to a click on the page (the headless shell asks for the permission).
    await context.grantPermissions(['clipboard-write']);
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

  test('a Google Sheet connects waiting for verification, shows its code, and is verified once the code is in the sheet', async ({
    page,
    baseURL,
  }, testInfo) => {
    await signInAsDemo(page, baseURL);
    await page.goto('/purchased-leads/connect-sheet');
    await expect(page.getByRole('heading', { level: 1, name: 'Connect Sheet' })).toBeVisible();
    await expect(page.getByLabel('the service account address', { exact: true })).toContainText(
      /@.+\.iam\.gserviceaccount\.com$/,
    );
    await expect(page.getByRole('list', { name: 'Connect a sheet in four steps' })).toContainText(
      'Prove the sheet is yours',
    );

    // A spreadsheet of its own per run: the offline sheets file outlives the server.
    const spreadsheetId = `1E2eSheet${Date.now().toString(36)}AbCdEfGhIjKlMnOpQrSt`.slice(0, 40);
    await page.getByLabel('Sheet link').fill(`https://docs.google.com/spreadsheets/d/${spreadsheetId}/edit`);
    await expect(page.getByLabel('Tab name')).toHaveValue('Leads');
    await page.getByRole('button', { name: /^Connect (sheet|this sheet instead)$/ }).click();

    await expect(page.getByText('Connected sheet', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(spreadsheetId) })).toBeVisible();
    await expect(page.getByText('Waiting for verification', { exact: true })).toBeVisible();
    const panel = page.getByRole('region', { name: 'Prove this sheet is yours' });
    await expect(panel).toContainText('add a tab named SellerSignal');
    await expect(panel).toContainText('Paste this code into cell A1 of that tab:');
    const code = (await panel.getByLabel('your verification code', { exact: true }).textContent())!.trim();
    expect(code).toMatch(/^sellersignal-verify-[0-9a-f]{12}$/);
    await screenshotsAtBothWidths(page, testInfo, 'sheet-waiting-for-verification');

    // Verify before the code is in the sheet: told exactly what to do, nothing verified.
    await panel.getByRole('button', { name: 'Verify sheet' }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      `We did not find your code in cell A1 of a tab named "SellerSignal". Add a tab with that name if there is none, type ${code} into its cell A1, then press Verify again.`,
    );
    await expect(page.getByText('Waiting for verification', { exact: true })).toBeVisible();
    await screenshotsAtBothWidths(page, testInfo, 'sheet-code-not-found');
    await expectNoAxeViolations(page);

    // The member types the code into cell A1 of the SellerSignal tab (the offline stand-in for Google).
    await typeIntoOfflineSheet(spreadsheetId, 'SellerSignal!A1', code);
    await panel.getByRole('button', { name: 'Verify sheet' }).click();
    await expect(
      page.getByText(
        'Sheet verified. New leads will be added to the "Leads" tab within a minute of purchase.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Connected', { exact: true })).toBeVisible();
    await expect(page.getByText('Waiting for verification', { exact: true })).toHaveCount(0);
    await expect(panel).toHaveCount(0);
    await expect(page.getByText(code)).toHaveCount(0);
    await screenshotsAtBothWidths(page, testInfo, 'sheet-verified');

    // The page says the same after a reload: the state is the server's.
    await page.reload();
    await expect(page.getByText('Connected', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Prove this sheet is yours' })).toHaveCount(0);
  });

  test('a CSV feed link downloads CSV until revoked', async ({ page, baseURL, request }) => {
    await signInAsDemo(page, baseURL);
    await page.goto('/purchased-leads/connect-sheet');
    await expect(page.getByRole('heading', { level: 1, name: 'Connect Sheet' })).toBeVisible();

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
    // Connected already (another test of this file): the steps are folded under their summary.
    const reconnect = page.getByText('Use a new token or another location');
    await expect(reconnect.or(tokenInput).first()).toBeVisible();
    if (await reconnect.isVisible()) await reconnect.click();
    await expect(tokenInput).toHaveAttribute('type', 'password');
    await tokenInput.fill(token);
    await page.getByLabel('Location ID').fill(locationId);
    await page.getByRole('button', { name: /^(Connect Go High Level|Replace the connection)$/ }).click();

    await expect(page.getByRole('heading', { name: 'Your Go High Level connection' })).toBeVisible();
    await expect(page.getByText(locationId, { exact: true })).toBeVisible();
    await expect(tokenInput).toHaveValue('');
    await expect(page.locator('body')).not.toContainText(token);
  });

  test('Go High Level stages are mapped to statuses, by ID when the stages cannot be listed', async ({
    page,
    baseURL,
  }, testInfo) => {
    await signInAsDemo(page, baseURL);
    // Connected through the API: the form is the test above's, and folds away once connected.
    const connected = await page.request.post('/api/v1/integrations/connect-go-high-level', {
      data: {
        private_integration_token: `pit-e2e-${Date.now()}-stages`,
        location_id: 'E2eStagesLocation01234',
      },
      headers: { origin: baseURL ?? '' },
    });
    expect(connected.status()).toBe(200);
    await page.goto('/purchased-leads/connect-go-high-level');
    const card = page.getByRole('region', { name: 'Status back from Go High Level' });
    await expect(card).toBeVisible();
    await expect(card.getByText(`${baseURL}/api/v1/integrations/go-high-level-events`)).toBeVisible();
    await expect(card.getByText(/^No stage change has arrived yet/)).toBeVisible();

    // This server does not call Go High Level (offline adapter): the page says so, entry by ID stays.
    await card.getByRole('button', { name: 'Load my stages from Go High Level' }).click();
    await expect(card.getByText(/offline mode/)).toBeVisible();

    const form = card.getByRole('form', { name: 'Go High Level stage mapping' });
    // A mapping outlives a reconnection: start from none, whatever an earlier run saved.
    const removeButtons = form.getByRole('button', { name: /^Remove stage/ });
    while ((await removeButtons.count()) > 0) await removeButtons.first().click();
    for (const [id, name, status] of [
      ['c0ffee00-1111-4a2b-9c3d-000000000001', 'Called', 'Contacted'],
      ['c0ffee00-1111-4a2b-9c3d-000000000002', 'Offer sent', 'Offer made'],
      ['c0ffee00-1111-4a2b-9c3d-000000000003', 'Won', 'Closed'],
    ] as const) {
      await form.getByRole('button', { name: 'Add a stage by ID' }).click();
      await form.getByLabel('Stage ID').last().fill(id);
      await form.getByLabel('Stage name').last().fill(name);
      await form.getByLabel('Moves the lead to').last().selectOption({ label: status });
    }
    await form.getByRole('button', { name: 'Save the mapping' }).click();
    await expect(page.getByText('Stage mapping saved.')).toBeVisible();

    await page.reload();
    await expect(form.getByLabel('Stage name')).toHaveCount(3);
    await expect(form.getByLabel('Stage name').nth(1)).toHaveValue('Offer sent');
    await expect(form.getByLabel('Moves the lead to').nth(2)).toHaveValue('closed');
    await expectNoAxeViolations(page);
    await screenshotsAtBothWidths(page, testInfo, 'ghl-stage-mapping');
  });
});
