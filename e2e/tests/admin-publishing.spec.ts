import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { DEMO } from '../playwright.config';
import { KEEP_SCREENSHOTS } from './accounts-helpers';

/**
 * The team's day (issue: publishing, phones and duplicates, finding your way): an admin signs in
 * and lands in the console, imports a file for the 10:00 window, opens the import later from its
 * history, publishes it now, and a visitor finds the lead on the marketplace — at 1440 and 390 px.
 */

const VIEWPORTS = [
  { name: '1440', viewport: { width: 1440, height: 900 } },
  { name: '390', viewport: { width: 390, height: 844 } },
];

/** Numbers unique to this run and viewport, so rows are never duplicates of earlier leads. */
const runId = (salt: number) => `${Date.now() + salt}`.slice(-6);

async function signInAsAdmin(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.adminEmail);
  await page.getByLabel('Password').fill(DEMO.adminPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  // An admin lands in the console, not on the customer dashboard.
  await expect(page).toHaveURL(/\/admin\/leads$/);
  return { context, page };
}

async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  if (!KEEP_SCREENSHOTS) return;
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

for (const { name, viewport } of VIEWPORTS) {
  test(`import for 10:00, open it from the history, publish it now, and the lead is on the marketplace (${name} px)`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const id = runId(Number(name));
    const reason = `Landlord selling two rentals (${id})`;
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'publishing-')), `cleveland-${id}.csv`);
    await writeFile(
      file,
      [
        'lead_name,lead_phone,property_type,listed,reason,lead_type,selling_timeline,address_line_1,city,state,zip,price',
        // The phone as people type it; stored as +1 and ten digits, shown as (216) 55x-xxxx.
        `Dana Ruiz,216.55${id[1]}.${id.slice(2, 6)},Single Family,no,"${reason}",premium,ASAP,${id} Euclid Ave,Cleveland,OH,44114,`,
        // The landlord's second house: the same phone at another address is imported too.
        `Dana Ruiz,+1 (216) 55${id[1]}-${id.slice(2, 6)},Multi Family,no,"${reason}",premium,ASAP,${id} Superior Ave,Cleveland,OH,44114,`,
        // The first house again, written differently: a duplicate.
        `Dana Ruiz,(216) 55${id[1]}-${id.slice(2, 6)},Single Family,no,"${reason}",premium,ASAP,${id} EUCLID AVE.,Cleveland,OH,44114,`,
      ].join('\n'),
      'utf8',
    );

    const { context, page } = await signInAsAdmin(browser, viewport);
    await page.goto('/admin/import');
    const upload = page.getByRole('region', { name: 'Upload a CSV' });
    await upload.getByLabel('CSV file').setInputFiles(file);
    await upload.getByRole('button', { name: 'Check file' }).click();
    // The check runs every row in a worker thread: give a busy machine time.
    await expect(upload.getByText('How duplicates are found')).toBeVisible({ timeout: 30_000 });
    await expect(
      upload.getByText(/only when a lead with the same phone number and the same street address/),
    ).toBeVisible();
    const skipped = upload.getByRole('table', { name: 'Rows that will be skipped' });
    await expect(skipped).toContainText('duplicate of line 2 in this file (same phone and address)');
    await expect(upload.getByLabel(/Publish at 10:00 Central/)).toBeChecked();
    await shoot(page, testInfo, `import-preview-${name}`);
    await upload.getByRole('button', { name: 'Import valid rows (2)' }).click();
    await expect(upload.getByText('Import finished: 2 leads added, 1 skipped.')).toBeVisible({
      timeout: 60_000,
    });
    await expect(upload.getByText(/They go live on the marketplace at .*10:00 AM/)).toBeVisible();

    // Later, from the history: the import is still there, with its file and who ran it.
    await page.goto('/admin/import');
    const history = page.getByRole('table', { name: 'Import history' });
    await expect(history.getByRole('row').filter({ hasText: `cleveland-${id}.csv` })).toContainText(
      '2 added · 1 skipped',
    );
    await shoot(page, testInfo, `import-history-${name}`);
    await history.getByRole('link', { name: `cleveland-${id}.csv` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `cleveland-${id}.csv` })).toBeVisible();
    await expect(page.getByText(/by .*\(admin@sellersignal\.io\)/)).toBeVisible();
    const rows = page.getByRole('table', { name: 'Skipped rows' });
    await expect(rows.getByRole('row').filter({ hasText: 'duplicate of line 2' })).toContainText('4');
    await expect(page.getByText(/Scheduled leads go live .*10:00 AM/)).toBeVisible();
    await shoot(page, testInfo, `import-detail-scheduled-${name}`);
    await page.getByRole('button', { name: 'Change publish time' }).click();
    const picker = page.getByRole('dialog', { name: 'Change the publish time' });
    await expect(picker.getByLabel('Goes live at (Central time)')).toHaveValue(/T10:00$/);
    await shoot(page, testInfo, `publish-time-dialog-${name}`);
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();

    await page.getByRole('button', { name: 'Publish now' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Publish these leads now?' });
    await confirm.getByRole('button', { name: 'Publish now' }).click();
    await expect(
      page.getByText('2 leads published now: on the marketplace, and buyers with alerts are told.'),
    ).toBeVisible();
    await expect(page.getByText('Its leads are on the marketplace.')).toBeVisible();
    await shoot(page, testInfo, `import-detail-published-${name}`);

    // Its leads, with the phone in the one format shown everywhere.
    await page.getByRole('link', { name: 'See its leads' }).click();
    const leads = page.getByRole('table', { name: 'Leads' });
    await expect(leads.getByRole('row').filter({ hasText: 'Euclid Ave' })).toContainText(
      `(216) 55${id[1]}-${id.slice(2, 6)}`,
    );
    await expect(leads.getByRole('row').filter({ hasText: 'Superior Ave' })).toContainText('For sale');
    await expect(page.getByText('Showing the leads of one import.')).toBeVisible();
    await shoot(page, testInfo, `leads-of-import-${name}`);
    await context.close();

    const visitorContext = await browser.newContext({ viewport });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/marketplace');
    await visitor.getByLabel('City').fill('Cleveland');
    await visitor.getByRole('button', { name: 'Show leads' }).click();
    const cards = visitor
      .getByRole('list', { name: 'Leads for sale' })
      .getByRole('article')
      .filter({ hasText: reason });
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).not.toContainText('Dana Ruiz');
    await cards.first().scrollIntoViewIfNeeded();
    // The screen the visitor sees at the new leads (the whole list is many screens long on a phone).
    await shoot(visitor, testInfo, `marketplace-${name}`, false);
    await visitorContext.close();
  });
}

test('the audit log names what the team did and filters by who and kind', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const { context, page } = await signInAsAdmin(browser, { width: 1440, height: 900 });
  const id = runId(7);
  const created = await page.request.post('/api/v1/admin/create-lead', {
    headers: { origin: baseURL ?? '' },
    data: {
      lead_name: 'Ruth Okafor',
      lead_phone: `330.55${id[1]}.${id.slice(2, 6)}`,
      property_type: 'Single Family',
      reason: 'Inherited property',
      lead_type: 'premium',
      selling_timeline: 'ASAP',
      address_line_1: `${id} Market St`,
      city: 'Akron',
      state: 'OH',
      ZIP: '44308',
      publish: 'next_window',
    },
  });
  expect(created.status()).toBe(200);

  await page.goto('/admin/audit?entity=lead');
  const entries = page.getByRole('list', { name: 'Audit log entries' });
  const entry = entries.getByRole('listitem').filter({ hasText: 'Lead in Akron, OH 44308' }).first();
  await expect(entry).toContainText('Lead added');
  await expect(entry).toContainText(`(${DEMO.adminEmail})`);
  // Who: the admins in the log, by name and e-mail.
  const who = page.getByLabel('Who');
  const mine = await who.locator('option', { hasText: DEMO.adminEmail }).getAttribute('value');
  await who.selectOption(mine!);
  await expect(page).toHaveURL(new RegExp(`actor=${mine}`));
  await expect(entry).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await shoot(page, testInfo, 'audit-log-1440');
  await page.getByLabel('Kind').selectOption({ label: 'Plan' });
  await expect(page).toHaveURL(/entity=plan/);
  await expect(page.getByText('Lead in Akron, OH 44308')).toHaveCount(0);

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: await context.storageState(),
  });
  const small = await phone.newPage();
  await small.goto(`/admin/audit?entity=lead&actor=${mine}`);
  await expect(small.getByText('Lead in Akron, OH 44308').first()).toBeVisible();
  await shoot(small, testInfo, 'audit-log-390');
  await phone.close();
  await context.close();
});
