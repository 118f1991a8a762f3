import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../../apps/api/test/pdf-text';
import { DEMO } from '../playwright.config';
import { screenshotsAtBothWidths, signIn } from './accounts-helpers';

/*
 * Issue 20.4 as the member and the team see it: every paid charge has its invoice on Billing, the
 * member sets who later invoices are made out to, and the team finds an invoice in the console.
 */

/** Saves the demo member's billing details through the API (CSRF: same origin). */
async function setBillingDetails(page: Page, baseURL: string, details: object) {
  const response = await page.request.post('/api/v1/billing/update-billing-details', {
    data: details,
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A wallet top-up in test mode, through the wallet page: a charge that gets an invoice. */
async function topUp(page: Page, dollars: number) {
  await page.goto('/wallet');
  await page.getByLabel('Amount (USD)').fill(String(dollars));
  await page.getByRole('button', { name: 'Add funds' }).click();
  await expect(page.getByText(new RegExp(`\\$${dollars} added\\. Your balance is`))).toBeVisible();
}

/** The newest invoice's link on Billing, and the text of the PDF it opens. */
async function newestInvoiceOnBilling(page: Page) {
  await page.goto('/billing');
  const history = page.getByRole('region', { name: 'Payment history' });
  const link = history.getByRole('link', { name: /^Invoice \d{4}-\d{6} \(PDF\)$/ }).first();
  await expect(link).toBeVisible();
  const number = /Invoice (\d{4}-\d{6})/.exec(
    (await link.getAttribute('aria-label')) ?? (await link.innerText()),
  )![1]!;
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/\/api\/v1\/billing\/download-invoice\?id=[\w-]+&signature=[0-9a-f]{64}$/);
  await expect(link).toHaveAttribute('target', '_blank');
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  return { number, href, text: await pdfText(await pdf.body()) };
}

test.describe('invoices', () => {
  // Two charges, three PDFs and two signed-in browsers: longer than a page test.
  test.describe.configure({ timeout: 120_000 });

  test('the member downloads each invoice from Billing, changes who later ones are made out to, and the team finds it', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    await signIn(page, baseURL!, { email: DEMO.email, password: DEMO.password });
    const me = (await (await page.request.get('/api/v1/auth/me')).json()).result as { name: string };
    // Invoices go to the member's own name until the member says otherwise.
    await setBillingDetails(page, baseURL!, { billing_name: null, billing_address: null });

    await topUp(page, 100);
    const first = await newestInvoiceOnBilling(page);
    expect(first.text).toContain(`Number ${first.number}`);
    expect(first.text).toContain(`Billed to ${me.name} ${DEMO.email}`);
    expect(first.text).toContain('Total paid $100.00');

    const card = page.getByRole('region', { name: 'Billing details' });
    await expect(card.getByText('Invoices are made out to')).toBeVisible();
    await expect(card.getByText('Your own name, as no other name is set.')).toBeVisible();
    await expect(card.getByText('Applies to invoices issued from now on', { exact: false })).toBeVisible();
    await screenshotsAtBothWidths(page, testInfo, 'billing');

    const company = `Lakeside Home Buyers LLC ${Date.now() % 100_000}`;
    await card.getByLabel('Name on invoices').fill(company);
    await card.getByLabel('Postal address').fill('4821 Dodge St, Suite 200\nOmaha, NE 68132');
    await card.getByRole('button', { name: 'Save billing details' }).click();
    await expect(
      page.getByText('Billing details saved. They apply to invoices issued from now on.'),
    ).toBeVisible();
    await expect(card.getByText(company, { exact: true })).toBeVisible();
    await expect(card.getByText('Omaha, NE 68132', { exact: true })).toBeVisible();

    await topUp(page, 50);
    const second = await newestInvoiceOnBilling(page);
    expect(second.number).not.toBe(first.number);
    expect(second.text).toContain(
      `Billed to ${company} 4821 Dodge St, Suite 200 Omaha, NE 68132 ${DEMO.email}`,
    );
    expect(second.text).toContain('Total paid $50.00');
    // An invoice never changes once issued.
    const firstAgain = await page.request.get(first.href);
    expect(await pdfText(await firstAgain.body())).toContain(`Billed to ${me.name} ${DEMO.email}`);
    await expect(
      page.getByRole('form', { name: 'Billing details' }).getByLabel('Name on invoices'),
    ).toHaveValue(company);
    await screenshotsAtBothWidths(page, testInfo, 'billing-with-details');

    const teamContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const admin = await teamContext.newPage();
    await signIn(admin, baseURL!, { email: DEMO.adminEmail, password: DEMO.adminPassword });
    await admin.goto('/admin/invoices');
    await expect(admin.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(
      admin
        .getByRole('navigation', { name: 'Operations' })
        .getByRole('link', { name: 'Invoices', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await admin.getByRole('search', { name: 'Search invoices' }).getByLabel('Search').fill(DEMO.email);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/invoices\\?search=${encodeURIComponent(DEMO.email)}$`));
    const rows = admin.getByRole('table', { name: 'Invoices' }).getByRole('row');
    // Newest first: the second charge, then the first.
    await expect(rows.nth(1)).toContainText(second.number);
    await expect(rows.nth(1)).toContainText(company);
    await expect(rows.nth(1)).toContainText(DEMO.email);
    await expect(rows.nth(1)).toContainText('$50.00');
    await expect(rows.nth(2)).toContainText(first.number);
    await expect(rows.nth(2)).toContainText(me.name);
    await expect(admin.getByRole('link', { name: `Invoice ${second.number} (PDF)` })).toHaveAttribute(
      'href',
      second.href,
    );
    await screenshotsAtBothWidths(admin, testInfo, 'admin-invoices');

    await admin.getByRole('searchbox', { name: 'Search' }).fill('no-such-customer@example.com');
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(admin.getByText('No invoice matches')).toBeVisible();
    await teamContext.close();

    // Leave the shared demo member as the other tests expect it.
    await setBillingDetails(page, baseURL!, { billing_name: null, billing_address: null });
  });
});
