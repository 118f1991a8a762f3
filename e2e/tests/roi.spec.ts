import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { KEEP_SCREENSHOTS, adminApi, signIn, signedUpMember } from './accounts-helpers';

/** Full-page captures at 1440 and 390 px, each after the chart has redrawn for the new width. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  if (!KEEP_SCREENSHOTS) return;
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);
    // Nothing may be wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/**
 * Issue 22.2: a member buys a $35 exclusive lead, closes it from the board as an assignment for
 * $8,500, and reads the return on the ROI page: the totals, a chart drawn by chart.js (loaded on
 * that page only) with its table, and the CSV of every group. A member of their own, so that the
 * totals are exactly this lead's.
 */
test('a lead closed from the board with its revenue shows on the ROI page, in a chart, a table and the CSV', async ({
  page,
  baseURL,
}, testInfo) => {
  const seller = `Rosalind Roi ${Date.now().toString().slice(-6)}`;
  const admin = await adminApi(baseURL!);
  const created = await admin.post('/api/v1/admin/create-lead', {
    data: {
      lead_name: seller,
      lead_phone: `(737) 558-${Date.now().toString().slice(-4)}`,
      property_type: 'Single Family',
      reason: 'Tired landlord',
      lead_type: 'exclusive',
      price: 35,
      selling_timeline: 'ASAP',
      address_line_1: '27 Brushy Creek Rd',
      city: 'Round Rock',
      state: 'TX',
      ZIP: '78664',
      publish: 'now',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const leadId = ((await created.json()) as { result: { _id: string } }).result._id;

  const member = await signedUpMember(baseURL!, admin, 'roi');
  const card = await member.api.post('/api/v1/billing/save-payment-method', {
    data: { test_card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030 },
  });
  expect(card.status(), await card.text()).toBe(200);
  const topUp = await member.api.post('/api/v1/wallet/create-top-up', {
    data: { amount: 100 },
    headers: { 'Idempotency-Key': `e2e-roi-top-up-${leadId}` },
  });
  expect(topUp.status(), await topUp.text()).toBe(200);
  const bought = await member.api.post('/api/v1/leads/buy-exclusive-lead', {
    data: { lead_id: leadId },
    headers: { 'Idempotency-Key': `e2e-roi-buy-${leadId}` },
  });
  expect(bought.status(), await bought.text()).toBe(200);

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await signIn(page, baseURL!, member);

  // The board's move to Closed asks for the deal first.
  await page.goto('/dashboard/pipeline');
  await page.getByLabel(`Move ${seller} to`).selectOption('closed');
  const dialog = page.getByRole('dialog', { name: `Close ${seller}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close the deal' }).click();
  await expect(dialog.getByText('Choose how the deal closed.')).toBeVisible();
  await expect(
    dialog.getByText('Enter the assignment fee or commission in dollars (0 if none).'),
  ).toBeVisible();
  await dialog.getByLabel('Deal type').selectOption('assignment');
  await dialog.getByLabel('Revenue in dollars').fill('8,500');
  await dialog.getByRole('button', { name: 'Close the deal' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.locator('section[data-status="closed"]').getByRole('button', { name: seller, exact: true }),
  ).toBeVisible();
  // No other page downloads the chart library.
  expect(scripts.filter((url) => /roi-chart-draw/.test(url))).toEqual([]);

  await page.getByRole('navigation').getByRole('link', { name: 'ROI', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/roi$/);
  const totals = page.locator('dl[aria-label="Totals"]');
  await expect(totals).toContainText('Spend$35.00');
  await expect(totals).toContainText('Revenue$8,500.00');
  await expect(totals).toContainText('ROI24,185.7%');
  await expect(totals).toContainText('1 bought · 100% conversion');

  const byType = page.getByRole('region', { name: 'By lead type' });
  const chart = byType.getByRole('img', { name: /By lead type: spend and revenue, bar chart/ });
  await expect(chart).toBeVisible();
  // chart.js has drawn: the canvas is sized to its box and holds painted pixels.
  await expect
    .poll(() =>
      chart.evaluate((canvas: HTMLCanvasElement) => {
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        return canvas.width > 0 && data.some((value, i) => i % 4 === 3 && value > 0);
      }),
    )
    .toBe(true);
  expect(scripts.filter((url) => /roi-chart-draw/.test(url))).toHaveLength(1);
  const row = byType.getByRole('row', { name: /Exclusive/ });
  await expect(row.getByRole('cell')).toHaveText(['$35.00', '$8,500.00', '1', '1', '100%', '24,185.7%']);

  await page.getByRole('link', { name: 'Month' }).click();
  await expect(page).toHaveURL(/by=month/);
  await expect(page.getByRole('region', { name: 'By month' }).getByRole('table')).toContainText('$8,500.00');
  await shoot(page, testInfo, 'roi-month');
  await page.getByRole('link', { name: 'Lead type' }).click();
  await shoot(page, testInfo, 'roi');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('roi-all.csv');
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe(
    'Breakdown,Group,Spend (USD),Revenue (USD),Deals,Deals without revenue,Bought,Conversion (%),ROI (%)',
  );
  expect(lines[1]).toBe('Total,All purchases,35.00,8500.00,1,0,1,100.0,24185.7');
  expect(lines).toContain('Lead type,Exclusive,35.00,8500.00,1,0,1,100.0,24185.7');
  expect(lines).toContain('State,TX,35.00,8500.00,1,0,1,100.0,24185.7');
  expect(lines.filter((line) => line.startsWith('Month,'))).toHaveLength(1);
  expect(lines).toHaveLength(7);
});
