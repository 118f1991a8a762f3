import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { DEMO } from '../playwright.config';
import { KEEP_SCREENSHOTS, adminApi } from './accounts-helpers';

/**
 * Issue 22.1, the pipeline: a bought lead starts as New, is dragged to Contacted and moved to
 * Appointment set with the keyboard, gets a note and a follow-up for today, and shows in the
 * dashboard's "Today's follow-ups". The board, the list and the lead's panel are looked at at
 * 1440 and 390 px.
 */

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  if (!KEEP_SCREENSHOTS) return;
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** Today as the product counts follow-up days: Central Time. */
const centralToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

async function dragTo(page: Page, card: Locator, column: Locator) {
  const from = (await card.boundingBox())!;
  const to = (await column.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 12);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + 20, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 12 });
  await page.mouse.up();
}

test('a bought lead moves through the pipeline by pointer and keyboard, with a note and a follow-up for today', async ({
  browser,
  baseURL,
}, testInfo) => {
  const seller = `Marisol Pipeline ${Date.now().toString().slice(-6)}`;
  const admin = await adminApi(baseURL!);
  const created = await admin.post('/api/v1/admin/create-lead', {
    data: {
      lead_name: seller,
      lead_phone: `(737) 559-${Date.now().toString().slice(-4)}`,
      property_type: 'Single Family',
      reason: 'Inherited property',
      lead_type: 'exclusive',
      price: 35,
      selling_timeline: 'ASAP',
      address_line_1: '418 Pecan Grove Ln',
      city: 'Round Rock',
      state: 'TX',
      ZIP: '78664',
      publish: 'now',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const leadId = ((await created.json()) as { result: { _id: string } }).result._id;

  const context = await browser.newContext({ viewport: DESKTOP });
  const headers = { origin: baseURL! };
  const login = await context.request.post('/api/v1/auth/login', {
    data: { email: DEMO.email, password: DEMO.password },
    headers,
  });
  expect(login.status()).toBe(200);
  const topUp = await context.request.post('/api/v1/wallet/create-top-up', {
    data: { amount: 100 },
    headers: { ...headers, 'Idempotency-Key': `e2e-pipeline-top-up-${leadId}` },
  });
  expect(topUp.status(), await topUp.text()).toBe(200);
  const bought = await context.request.post('/api/v1/leads/buy-exclusive-lead', {
    data: { lead_id: leadId },
    headers: { ...headers, 'Idempotency-Key': `e2e-pipeline-buy-${leadId}` },
  });
  expect(bought.status(), await bought.text()).toBe(200);

  const page = await context.newPage();
  await page.goto('/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Pipeline' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/pipeline$/);
  const column = (name: string) => page.locator(`section[data-status="${name}"]`);
  const cardIn = (status: string) =>
    column(status).locator('li', { has: page.getByRole('button', { name: seller, exact: true }) });
  await expect(cardIn('new')).toBeVisible();
  await expect(cardIn('new')).toContainText('Round Rock, TX 78664');

  // Pointer: drag the card from New onto Contacted.
  await dragTo(page, cardIn('new'), column('contacted'));
  await expect(cardIn('contacted')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Moved ${seller} to Contacted.` })).toBeAttached();

  // Keyboard: focus the card's name and press the right arrow.
  await cardIn('contacted').getByRole('button', { name: seller, exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(cardIn('appointment_set')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: `Moved ${seller} to Appointment set.` }),
  ).toBeAttached();
  await expect(cardIn('appointment_set').getByRole('button', { name: seller, exact: true })).toBeFocused();
  await shoot(page, testInfo, 'pipeline-board');

  // The lead's panel: history of both moves, a note and a follow-up for today.
  await cardIn('appointment_set').getByRole('button', { name: seller, exact: true }).click();
  const panel = page.getByRole('dialog', { name: seller });
  await expect(panel).toBeVisible();
  const history = panel.getByRole('list', { name: 'Status changes, newest first' });
  await expect(history.getByRole('listitem').nth(0)).toContainText('Contacted → Appointment set');
  await expect(history.getByRole('listitem').nth(1)).toContainText('New → Contacted');
  // Who moved it: the signed-in member's name, as the account shows it.
  const me = (await (await context.request.get('/api/v1/auth/me')).json()) as { result: { name: string } };
  await expect(history.getByRole('listitem').nth(0)).toContainText(me.result.name);
  await panel
    .getByLabel('New note')
    .fill('Owner inherited it in March; wants to sell before winter. Call after 5 PM.');
  await panel.getByRole('button', { name: 'Add note' }).click();
  await expect(panel.getByRole('list', { name: 'Notes, newest first' })).toContainText('Call after 5 PM.');
  await panel.getByLabel('Follow up on').fill(centralToday());
  await panel.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(panel.getByText('Follow up today')).toBeVisible();
  await shoot(page, testInfo, 'pipeline-detail');
  await panel.getByRole('button', { name: 'Close' }).click();

  // The list view, filtered to follow-ups due.
  await page.getByRole('link', { name: 'List' }).click();
  await page.getByLabel('Follow-up').selectOption('due');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/follow_up=due/);
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: seller, exact: true }) });
  await expect(row).toContainText('Appointment set');
  await expect(row).toContainText('Follow up today');
  await shoot(page, testInfo, 'pipeline-list');

  // The dashboard's today list.
  await page.goto('/dashboard');
  const today = page.getByRole('region', { name: "Today's follow-ups" });
  await expect(today.getByRole('link', { name: seller })).toBeVisible();
  await expect(today.getByRole('listitem').filter({ hasText: seller })).toContainText('Follow up today');
  await shoot(page, testInfo, 'pipeline-dashboard');
  await context.close();
});
