import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { adminApi, newestMessage, screenshotsAtBothWidths, signIn, signedUpMember } from './accounts-helpers';

// Issue 19.3: a member takes their data from Account, as the mailed link says.
test('a member asks for their data, is told by mail, and downloads the ZIP from Account', async ({
  page,
  baseURL,
}, testInfo) => {
  const admin = await adminApi(baseURL!);
  const member = await signedUpMember(baseURL!, admin, 'my-data');
  await signIn(page, baseURL!, member);
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section.getByText('one ZIP of JSON and CSV files')).toBeVisible();
  await section.getByRole('button', { name: 'Download my data' }).click();
  await expect(
    page.getByText('We are preparing your data and will e-mail you when it is ready.'),
  ).toBeVisible();

  // The job queue builds it; the card asks again until it is ready.
  const ready = section.getByRole('listitem').filter({ hasText: /Ready · \d+ KB · download until/ });
  await expect(ready).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  const mail = await newestMessage(admin, 'email', member.email, 'data-export-ready');
  expect(mail).toMatch(/Download my data: https?:\/\/[^\s]+\/account#your-data/);
  await screenshotsAtBothWidths(page, testInfo, 'account-your-data');

  const downloading = page.waitForEvent('download');
  await ready.getByRole('button', { name: 'Download ZIP' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^sellersignal-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile((await download.path())!);
  // A ZIP (local file header), whose file names are stored as they are.
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  for (const name of ['README.txt', 'account.json', 'purchased-leads.csv', 'wallet.csv', 'audit-log.json'])
    expect(zip.includes(Buffer.from(name)), name).toBe(true);

  // The mailed link lands on the card.
  await page.goto('/account#your-data');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeInViewport();
  await member.api.dispose();
  await admin.dispose();
});
