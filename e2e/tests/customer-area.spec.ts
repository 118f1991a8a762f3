import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../playwright.config';
import { screenshotsAtBothWidths, signIn } from './accounts-helpers';

/** Signs the demo customer in through the API (the login form has its own tests). */
const signInAsDemo = (page: Page, baseURL: string | undefined) => signIn(page, baseURL ?? '', DEMO);

test.describe('customer area: signing in', () => {
  test('a wrong password shows the login failure with the server detail, and keeps the email', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Login Unsuccessful!');
    await expect(page.getByLabel('Email')).toHaveValue(DEMO.email);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a visitor opening a member page is sent to /login?next= and comes back after signing in', async ({
    page,
  }) => {
    await page.goto('/wallet');
    await expect(page).toHaveURL(/\/login\?next=%2Fwallet$/);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  });

  test('signing in opens the dashboard with its figures', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    for (const figure of [
      'Premium credits left',
      'Wallet balance',
      'Subscription',
      'Leads taken this month',
      'New leads today',
    ]) {
      await expect(page.getByRole('region', { name: figure })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Premium credits left' })).toContainText(/\d+ of \d+/);
    await expect(page.getByRole('region', { name: 'Wallet balance' })).toContainText(/\$\d[\d,]*\.\d\d/);
    await expect(page.getByRole('region', { name: 'Subscription' })).toContainText(/Renews on|Ends/);

    await page.getByRole('link', { name: 'Plans', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/plans$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription Plans');
  });

  test('sign-up ends on "check your inbox"', async ({ page }) => {
    const email = `new-investor-${Date.now()}@example.com`;
    await page.goto('/sign-up');
    await page.getByLabel('Full name').fill('Jordan Price');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('I am 18 or older').check();
    await page.getByLabel(/I accept the terms and conditions/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(`Check your inbox: we sent a confirmation link to ${email}`)).toBeVisible();
  });

  test('sign-up explains what is missing without losing what was typed', async ({ page }) => {
    await page.goto('/sign-up');
    await page.getByLabel('Full name').fill('Jordan Price');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByText('You must confirm that you are 18 or older')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Jordan Price');
  });

  test('public pages never download the customer area', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    for (const path of ['/', '/plans', '/faq']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    const customerChunks = scripts.filter((url) =>
      /\/(app-layout|auth-layout|dashboard|wallet|billing|requests|account|login|purchased-)[\w-]*\.js/.test(
        url,
      ),
    );
    expect(customerChunks).toEqual([]);
  });
});

test.describe('customer area: journeys', () => {
  test.describe.configure({ timeout: 60_000 });

  test("the marketplace loads the revealed lead's code only when asked to buy, and a purchase stands if it cannot load", async ({
    page,
    baseURL,
  }, testInfo) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // The dialog's chunk cannot be fetched: a release replaced it, or the connection dropped.
    await page.route('**/assets/revealed-lead-dialog-*.js', (route) => route.abort('failed'));
    await signInAsDemo(page, baseURL);
    await page.goto('/dashboard/marketplace');
    // The last card's lead: the journey below takes the first one, side by side with this test.
    const take = page.getByRole('button', { name: /^Take lead \(1 credit\)/ }).last();
    await expect(take).toBeVisible({ timeout: 30_000 });
    // The phone library (issue 24.1: 26 KiB) is not part of the marketplace before a purchase.
    expect(scripts.filter((file) => /\/(phone|revealed-lead-dialog)-/.test(file))).toEqual([]);
    await take.click();
    await page
      .getByRole('dialog', { name: /^Spend 1 of your \d+ credits?\?$/ })
      .getByRole('button', { name: 'Take it for 1 credit' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Lead taken' });
    await expect(dialog).toContainText(
      "It is yours, but this page could not show its details: check your connection. The seller's name, phone and address are in your purchased leads.",
    );
    await screenshotsAtBothWidths(page, testInfo, 'revealed-lead-could-not-load');
    await dialog.getByRole('link', { name: 'View in Purchased Leads' }).click();
    await expect(page).toHaveURL(/\/purchased-leads\/get-purchased-premium-leads$/);
  });

  test('take a premium lead, see its full details, download it as CSV', async ({
    page,
    baseURL,
  }, testInfo) => {
    await signInAsDemo(page, baseURL);
    await page.goto('/dashboard/marketplace');
    await page
      .getByRole('button', { name: /^Take lead \(1 credit\)/ })
      .first()
      .click();
    // Asked first, with the credits the member has (issue 18.6); "Not now" would change nothing.
    const ask = page.getByRole('dialog', { name: /^Spend 1 of your \d+ credits?\?$/ });
    await expect(ask).toContainText('for one premium credit');
    await screenshotsAtBothWidths(page, testInfo, 'premium-take-asks-first');
    await ask.getByRole('button', { name: 'Take it for 1 credit' }).click();

    const dialog = page.getByRole('dialog', { name: 'Lead taken' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/credits? left this period/);
    const sellerName = (await dialog.locator('dt:text-is("Seller") + dd').textContent())?.trim() ?? '';
    expect(sellerName).not.toBe('');
    await expect(dialog.locator('dt:text-is("Phone") + dd')).toHaveText(/\d{3}.*\d{4}/);
    await expect(dialog.locator('dt:text-is("Address") + dd')).toHaveText(/, [A-Z]{2} \d{5}$/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toContain('"First Name"');
    expect(header).toContain('"Phone"');
    expect(header).toContain('"Street Address"');
    expect(header).toContain('"Postal Code"');
    expect(rows.join('\n')).toContain(sellerName.split(' ')[0]!);

    await dialog.getByRole('link', { name: 'View in Purchased Leads' }).click();
    await expect(page).toHaveURL(/\/purchased-leads\/get-purchased-premium-leads$/);
    await expect(page.getByRole('heading', { level: 2, name: sellerName }).first()).toBeVisible();

    // The CSV in a CRM's format (18.5): chosen, its columns previewed, then downloaded.
    await page.getByLabel('Format').selectOption('followupboss');
    await page.getByText(/^Preview the \d+ columns$/).click();
    await expect(page.getByText(/^First Name · Last Name · Phone · Email · Address/)).toBeVisible();
    await screenshotsAtBothWidths(page, testInfo, 'purchased-csv-presets');
    const [preset] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(preset.suggestedFilename()).toMatch(/^purchased-leads-followupboss-\d{4}-\d{2}-\d{2}\.csv$/);
    const fub = await readFile((await preset.path())!, 'utf8');
    expect(fub.split(/\r?\n/)[0]).toMatch(
      /^"First Name","Last Name","Phone","Email","Address","City","State","Zip"/,
    );
    expect(fub).toContain('"1 credit"');
  });

  test('save the applied filters as a search, apply it again later, delete it', async ({ page, baseURL }) => {
    await signInAsDemo(page, baseURL);
    await page.goto('/dashboard/marketplace');
    const filters = page.getByRole('form', { name: 'Filter leads' });
    await filters.getByLabel('State').selectOption('TX');
    await filters.getByRole('button', { name: /Show leads/ }).click();

    await page.getByText('Save or apply a search').click();
    const save = page.getByRole('form', { name: 'Save this search' });
    await expect(save).toContainText('Filters applied now: TX');
    const name = `Texas ${Date.now()}`;
    await save.getByLabel('Name').fill(name);
    await save.getByRole('button', { name: 'Save search' }).click();
    await expect(page.getByRole('button', { name: `Apply ${name}` })).toBeVisible();

    await filters.getByRole('button', { name: /Clear filters/ }).click();
    await expect(page.getByRole('form', { name: 'Filter leads' }).getByLabel('State')).toHaveValue('');
    await page.getByRole('button', { name: `Apply ${name}` }).click();
    await expect(page.getByRole('form', { name: 'Filter leads' }).getByLabel('State')).toHaveValue('TX');
    await expect(
      page.getByRole('list', { name: 'Leads for sale' }).getByRole('heading', { level: 3 }).first(),
    ).toContainText(', TX');

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByRole('button', { name: `Apply ${name}` })).toHaveCount(0);
  });

  test('top up the wallet, buy an exclusive lead, ask for a refund with evidence, see it pending', async ({
    page,
    baseURL,
  }) => {
    await signInAsDemo(page, baseURL);

    await page.goto('/wallet');
    await expect(page.getByText('Test mode — no real card is charged').first()).toBeVisible();
    await page.getByLabel('Amount (USD)').fill('500');
    await page.getByRole('button', { name: 'Add funds' }).click();
    await expect(page.getByText(/\$500 added\. Your balance is/)).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'History' })
        .getByText(/top-up of \$500\.00/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();

    await page.goto('/dashboard/marketplace');
    await page
      .getByRole('button', { name: /^Buy for \$/ })
      .first()
      .click();
    const confirm = page.getByRole('dialog', { name: 'Buy this exclusive lead?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: /^Buy for \$/ }).click();

    const revealed = page.getByRole('dialog', { name: 'This lead is yours alone' });
    await expect(revealed).toBeVisible();
    const sellerName = (await revealed.locator('dt:text-is("Seller") + dd').textContent())?.trim() ?? '';
    expect(sellerName).not.toBe('');
    await revealed.getByRole('link', { name: 'View in Purchased Leads' }).click();
    await expect(page).toHaveURL(/\/purchased-leads\/exclusive-leads$/);

    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: sellerName }) })
      .first();
    await card.getByRole('button', { name: 'Request refund' }).click();
    const form = page.getByRole('dialog', { name: 'Request a refund' });
    await form.getByLabel('Reason').selectOption('Invalid contact info');
    await form
      .getByLabel(/Evidence: your call, SMS or email log/)
      .fill('Called at 9:05 AM and 2:40 PM: the number is disconnected. SMS at 9:07 AM: undelivered.');
    await form.getByRole('button', { name: 'Send refund request' }).click();
    await expect(form).toBeHidden();
    await expect(card).toContainText('Refund request');
    await expect(card).toContainText('Pending');

    await page
      .getByRole('navigation', { name: 'Customer area' })
      .getByRole('link', { name: 'Requests' })
      .click();
    await expect(page).toHaveURL(/\/requests$/);
    const request = page.getByRole('listitem').filter({ hasText: 'Invalid contact info' }).first();
    await expect(request).toContainText('Pending');
    await expect(request).toContainText('Refund');
  });
});
