import { expect, test } from '@playwright/test';
import { DEMO } from '../playwright.config';
import { screenshotsAtBothWidths } from './accounts-helpers';

/**
 * Issues 18.4 and 19.5 in the console: the team uploads a TCPA litigator list, sees it replace the
 * list with the numbers counted, and reads consent and Do-Not-Call coverage by source.
 */
test('the team uploads a Do-Not-Call list and reads the coverage by source', async ({
  page,
  baseURL,
}, testInfo) => {
  const login = await page.request.post('/api/v1/auth/login', {
    data: { email: DEMO.adminEmail, password: DEMO.adminPassword },
    headers: { origin: baseURL! },
  });
  expect(login.status()).toBe(200);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/opt-outs');

  const lists = page.getByRole('region', { name: 'Do-Not-Call lists' });
  await expect(lists.getByRole('term').filter({ hasText: 'TCPA litigator list' })).toBeVisible();
  await lists.getByLabel('List').selectOption('litigator');
  await lists.getByLabel('CSV file of numbers').setInputFiles({
    name: 'litigators-2026-11.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('phone\n(216) 555-0190\n2165550191\nnot a number\n'),
  });
  await lists.getByRole('button', { name: 'Upload and check every lead' }).click();
  await expect(
    page.getByText(
      /^TCPA litigator list replaced: 2 numbers, \d+ leads? newly flagged\. 2 lines without a number skipped\.$/,
    ),
  ).toBeVisible();
  await expect(lists.getByText(/2 numbers · litigators-2026-11\.csv · uploaded .+ by admin@/)).toBeVisible();

  const coverage = page.getByRole('region', { name: 'Consent and Do-Not-Call coverage' });
  const total = coverage.getByRole('row', { name: /All sources/ });
  await expect(total).toBeVisible();
  // The demo leads come from every source, most with a consent record.
  await expect(coverage.getByRole('rowheader', { name: 'Meta ads' })).toBeVisible();
  await expect(total.getByRole('cell').nth(1)).toHaveText(/^\d+% \([\d,]+\)$/);

  // A file with no number says so under the form.
  await lists.getByLabel('CSV file of numbers').setInputFiles({
    name: 'empty.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('name\nnobody\n'),
  });
  await lists.getByRole('button', { name: 'Upload and check every lead' }).click();
  await expect(lists.getByRole('alert')).toContainText('No US phone number found in the file');
  await screenshotsAtBothWidths(page, testInfo, 'admin-compliance');
});
