import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO } from '../playwright.config';
import { KEEP_SCREENSHOTS } from './accounts-helpers';

/** Issue "Operations console": the admin area under /admin. */

async function logInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A fresh admin session, signed in through the login page from a console URL (tests the redirect back). */
async function openConsoleAsAdmin(browser: Browser, path: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page).toHaveURL(
    new RegExp(`/login\\?next=${encodeURIComponent(path).replace(/[.?]/g, '\\$&')}$`),
  );
  await logInThroughForm(page, DEMO.adminEmail, DEMO.adminPassword);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.?]/g, '\\$&')}$`));
  return { context, page };
}

/** A number unique to this run, so rows are never duplicates of earlier leads (the import refuses those). */
const runId = () => `${Date.now()}`.slice(-7);

test.describe('operations console: access', () => {
  test('a member sees that the console is for the team, with a way to the dashboard', async ({
    page,
    baseURL,
  }) => {
    const response = await page.request.post('/api/v1/auth/login', {
      data: { email: DEMO.email, password: DEMO.password },
      headers: { origin: baseURL ?? '' },
    });
    expect(response.status()).toBe(200);
    await page.goto('/admin');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This area is for the SellerSignal team' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(page.getByRole('navigation', { name: 'Operations' })).toHaveCount(0);
  });

  test('a visitor is sent to the login page and comes back to the console page', async ({ browser }) => {
    const { context, page } = await openConsoleAsAdmin(browser, '/admin/plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Operations' });
    for (const item of [
      'Leads',
      'Import',
      'Requests',
      'Affiliates',
      'Plans',
      'Credit packs',
      'Customers & rewards',
      'Invoices',
      'Messages',
      'Do-not-sell list',
      'Lead quality',
      'Audit log',
    ]) {
      await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Plans', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await context.close();
  });

  test('public pages never download the console', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    for (const path of ['/', '/marketplace', '/plans']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.filter((url) => /\/admin-[\w-]+\.js/.test(url))).toEqual([]);
  });
});

test.describe('operations console: plans', () => {
  test('the team edits what a plan includes: each limit a number or Unlimited, and text alerts', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const { context, page } = await openConsoleAsAdmin(browser, '/admin/plans');
    const call = async (path: string, data: object) => {
      const response = await page.request.post(`/api/v1/${path}`, { data, headers: { origin: baseURL! } });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()).result as { _id: string };
    };
    // Retired at once, so the pricing page the other tests read never shows it.
    const name = `Console Seats ${runId()}`;
    const { _id: id } = await call('admin/create-plan', {
      plan_name: name,
      plan_details: 'Forty leads a month for a small team',
      plan_occurance: 'monthly',
      price: 149,
      premium_credits: 40,
      is_recommended: false,
      benefits: ['Onboarding call'],
    });
    await call('admin/retire-plan', { id });
    await page.reload();

    const plan = page.getByRole('article', { name });
    const figure = (label: string) =>
      plan.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(figure('Saved searches')).toHaveText('1');
    await expect(figure('Text alerts')).toHaveText('No');
    await expect(figure('API keys')).toHaveText('2');

    await plan.getByRole('button', { name: `Edit ${name} monthly` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name} (monthly)` });
    await dialog.getByLabel('Saved searches', { exact: true }).fill('5');
    await dialog.getByRole('checkbox', { name: 'Unlimited api keys' }).check();
    await expect(dialog.getByLabel('API keys', { exact: true })).toBeDisabled();
    await dialog.getByLabel('New-lead text alerts').check();
    await dialog.getByLabel('Team seats', { exact: true }).fill('');
    await dialog.getByRole('button', { name: 'Save plan' }).click();
    await expect(dialog.getByText('Team seats must be a whole number or unlimited')).toBeVisible();
    await dialog.getByLabel('Team seats', { exact: true }).fill('4');
    await dialog.getByLabel('Team seats', { exact: true }).scrollIntoViewIfNeeded();
    if (KEEP_SCREENSHOTS) {
      for (const [width, height] of [
        [1440, 900],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await dialog.getByRole('group', { name: 'What the plan includes' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`plans-editor-${width}.png`) });
      }
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    await dialog.getByRole('button', { name: 'Save plan' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(figure('Saved searches')).toHaveText('5');
    await expect(figure('Text alerts')).toHaveText('Yes');
    await expect(figure('API keys')).toHaveText('Unlimited');
    await expect(figure('Team seats')).toHaveText('4');
    const saved = await page.request.get('/api/v1/admin/get-plans');
    const row = ((await saved.json()).result as { _id: string; entitlements: unknown }[]).find(
      (p) => p._id === id,
    );
    expect(row!.entitlements).toEqual({
      saved_searches: 5,
      text_alerts: true,
      api_keys: null,
      webhook_endpoints: 2,
      team_seats: 4,
    });
    if (KEEP_SCREENSHOTS) {
      await plan.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('plans-console-1440.png') });
      await page.setViewportSize({ width: 390, height: 844 });
      await plan.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('plans-console-390.png') });
    }
    await context.close();
  });
});

test.describe('operations console: daily upload', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a CSV is checked row by row, its valid rows imported and published now, and the new lead is on the marketplace', async ({
    browser,
  }) => {
    const id = runId();
    const reason = `Probate sale, heirs out of state (${id})`;
    const csv = [
      'lead_name,lead_phone,property_type,listed,reason,lead_type,selling_timeline,address_line_1,city,state,zip,price',
      `Harold Jensen,(531) 2${id.slice(0, 2)}-${id.slice(2, 6)},Single Family,no,"${reason}",premium,ASAP,${id} Farnam St,Omaha,NE,68102,`,
      `Loretta Banks,(531) 3${id.slice(0, 2)}-${id.slice(2, 6)},Townhouse,no,Tired landlord,exclusive,1-3 months,${id} Leavenworth St,Omaha,NE,68102,95`,
      `Gerald Moss,(531) 4${id.slice(0, 2)}-${id.slice(2, 6)},Single Family,no,Divorce,premium,ASAP,${id} Dodge St,Omaha,NE,99999,`,
    ].join('\n');
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'admin-import-')), 'omaha-leads.csv');
    await writeFile(file, csv, 'utf8');

    const { context, page } = await openConsoleAsAdmin(browser, '/admin/import');
    const upload = page.getByRole('region', { name: 'Upload a CSV' });
    await upload.getByLabel('CSV file').setInputFiles(file);
    await expect(upload.getByText(/omaha-leads\.csv · \d+ bytes/)).toBeVisible();
    await upload.getByRole('button', { name: 'Check file' }).click();

    await expect(upload.getByRole('heading', { name: 'Rows that will be skipped (1)' })).toBeVisible();
    const skipped = upload.getByRole('table', { name: 'Rows that will be skipped' });
    await expect(skipped.getByRole('row').filter({ hasText: 'Gerald Moss' })).toContainText(
      'bad ZIP "99999": not a US ZIP code',
    );
    await expect(
      skipped.getByRole('row').filter({ hasText: 'Gerald Moss' }).getByRole('cell').first(),
    ).toHaveText('4');
    await expect(upload.getByRole('table', { name: 'Valid rows' }).getByRole('row')).toHaveCount(3);

    await upload.getByLabel(/Publish now/).check();
    await upload.getByRole('button', { name: 'Import valid rows (2)' }).click();
    await expect(upload.getByRole('progressbar')).toBeVisible();
    await expect(upload.getByText('Import finished: 2 leads added, 1 skipped.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(upload.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(upload.getByText('They are on the marketplace now.')).toBeVisible();

    // The team finds it among the leads, for sale.
    await page
      .getByRole('navigation', { name: 'Operations' })
      .getByRole('link', { name: 'Leads', exact: true })
      .click();
    await page.getByLabel('Search', { exact: true }).fill(`${id} Farnam`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('table', { name: 'Leads' }).getByRole('row').filter({ hasText: reason });
    await expect(row).toContainText('For sale');
    // Another test may take it at once (it is the newest lead): only its buyer limit is certain.
    await expect(row).toContainText(/\d of 3 buyers/);
    await context.close();

    // A visitor sees it on the public marketplace (never the seller's name).
    const visitor = await browser.newPage();
    await visitor.goto('/marketplace');
    await visitor.getByLabel('City').fill('Omaha');
    await visitor.getByRole('button', { name: 'Show leads' }).click();
    const card = visitor
      .getByRole('list', { name: 'Leads for sale' })
      .getByRole('article')
      .filter({ hasText: reason });
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading')).toHaveText('Omaha, NE 68102');
    await expect(card).not.toContainText('Harold Jensen');
    await visitor.close();
  });
});

/**
 * The customer's side through the API: a top-up, then an exclusive lead bought from the end of the
 * marketplace (other tests buy the newest, and only one buyer can win a lead).
 */
async function customerWithExclusivePurchase(browser: Browser, baseURL: string | undefined) {
  const customer = await browser.newContext();
  const api = customer.request;
  const headers = { origin: baseURL ?? '' };
  expect(
    (
      await api.post('/api/v1/auth/login', { data: { email: DEMO.email, password: DEMO.password }, headers })
    ).status(),
  ).toBe(200);
  expect(
    (
      await api.post('/api/v1/wallet/create-top-up', {
        data: { amount: 500 },
        headers: { ...headers, 'Idempotency-Key': `e2e-admin-${runId()}-${Math.random()}` },
      })
    ).status(),
  ).toBe(200);
  const market = (await (
    await api.get('/api/v1/leads/get-marketplace-leads-unauthorized?lead_type=exclusive&limit=50')
  ).json()) as { result: { id: string; price: number | null }[] };
  for (const lead of market.result.filter((item) => item.price !== null && item.price <= 500).reverse()) {
    const bought = await api.post('/api/v1/leads/buy-exclusive-lead', {
      data: { lead_id: lead.id },
      headers: { ...headers, 'Idempotency-Key': `e2e-admin-buy-${runId()}-${Math.random()}` },
    });
    if (bought.status() !== 200) continue;
    const owned = (await (
      await api.get('/api/v1/leads/get-my-purchased-leads?lead_type=exclusive&limit=100')
    ).json()) as { result: { id: string; purchase_id: string }[] };
    const purchase = owned.result.find((item) => item.id === lead.id)!;
    return { customer, api, headers, lead, purchase };
  }
  throw new Error('No exclusive lead left to buy');
}

test.describe('operations console: requests', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a customer takes a premium lead and asks for a replacement; the team approves; the customer has the credit back', async ({
    browser,
    baseURL,
  }) => {
    const customerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const customer = await customerContext.newPage();
    const login = await customer.request.post('/api/v1/auth/login', {
      data: { email: DEMO.email, password: DEMO.password },
      headers: { origin: baseURL ?? '' },
    });
    expect(login.status()).toBe(200);

    // The customer takes a premium lead with a credit.
    await customer.goto('/dashboard/marketplace');
    await customer
      .getByRole('button', { name: /^Take lead \(1 credit\)/ })
      .first()
      .click();
    await customer.getByRole('button', { name: 'Take it for 1 credit' }).click();
    const taken = customer.getByRole('dialog', { name: 'Lead taken' });
    await expect(taken).toBeVisible();
    const sellerName = (await taken.locator('dt:text-is("Seller") + dd').textContent())?.trim() ?? '';
    const phone = (await taken.locator('dt:text-is("Phone") + dd').textContent())?.trim() ?? '';
    expect(sellerName).not.toBe('');
    const creditsBefore = (await (await customer.request.get('/api/v1/leads/get-dashboard-data')).json()) as {
      result: { credits_left: number; credits_granted: number };
    };

    // ...and asks for a replacement: the house is listed on the MLS.
    await taken.getByRole('link', { name: 'View in Purchased Leads' }).click();
    await expect(customer).toHaveURL(/\/purchased-leads\/get-purchased-premium-leads$/);
    const leadCard = customer
      .getByRole('listitem')
      .filter({ has: customer.getByRole('heading', { level: 2, name: sellerName }) })
      .first();
    await leadCard.getByRole('button', { name: 'Request replacement' }).click();
    const form = customer.getByRole('dialog', { name: 'Request a replacement' });
    const mlsAddress = `${runId()} Listing Ln, MLS #A-${runId()}`;
    await form.getByLabel('What went wrong?').selectOption('Listed on MLS');
    await form.getByLabel('Property address').fill(mlsAddress);
    await form.getByLabel('Seller name').fill(sellerName);
    await form.getByLabel('Contact number').fill(phone);
    await form.getByRole('button', { name: 'Send replacement request' }).click();
    await expect(form).toBeHidden();
    await expect(leadCard).toContainText('Pending');

    // The team reviews it in the queue and approves: the credit goes back.
    const { context: adminContext, page: admin } = await openConsoleAsAdmin(browser, '/admin/requests');
    await expect(admin.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    const request = admin.getByRole('article').filter({ hasText: mlsAddress });
    await expect(request).toContainText('Listed on MLS');
    await expect(request).toContainText('Dana Whitfield');
    await expect(request).toContainText('1 premium credit');
    await expect(request).toContainText(/\d+(\.\d)?% refunded or replaced/);
    await request.getByRole('button', { name: /^Approve/ }).click();
    const approve = admin.getByRole('dialog', { name: 'Approve replacement' });
    await expect(approve.getByLabel(/Give the premium credit back/)).toBeChecked();
    await approve
      .getByLabel('Note to the customer (optional)')
      .fill('The listing is on the MLS since Monday: your credit is back.');
    await approve.getByRole('button', { name: 'Approve replacement' }).click();
    await expect(approve).toBeHidden();
    await expect(
      admin.getByText('Approved: Dana Whitfield has the premium credit back.').first(),
    ).toBeVisible();
    await expect(admin.getByRole('article').filter({ hasText: mlsAddress })).toHaveCount(0);
    await admin.getByRole('tab', { name: 'Approved' }).click();
    await expect(admin.getByRole('article').filter({ hasText: mlsAddress })).toContainText(
      'The listing is on the MLS since Monday',
    );
    await adminContext.close();

    // The customer sees the decision and the credit.
    await customer.goto('/requests');
    const decided = customer.getByRole('listitem').filter({ hasText: 'Listed on MLS' }).first();
    await expect(decided).toContainText('Approved');
    await expect(decided).toContainText(
      /Approved: 1 premium credit back, valid until [A-Z][a-z]{2} \d{1,2}, \d{4}\./,
    );
    await expect(decided).toContainText('The listing is on the MLS since Monday: your credit is back.');
    await customer.goto('/dashboard');
    await expect(customer.getByRole('region', { name: 'Premium credits left' })).toContainText(
      `of ${creditsBefore.result.credits_granted + 1}`,
    );
    await customerContext.close();
  });

  test('a refund is rejected only with a note, and the customer reads that note', async ({
    browser,
    baseURL,
  }) => {
    const { customer, api, headers, lead, purchase } = await customerWithExclusivePurchase(browser, baseURL);
    const evidence = `Called 3 times on ${runId()}: the seller answered and said "I already sold to a cash buyer".`;
    const filed = await api.post('/api/v1/refunds/create-refund-request', {
      data: { purchase_id: purchase.purchase_id, reason: 'Seller not interested', evidence_text: evidence },
      headers,
    });
    expect(filed.status()).toBe(200);

    const { context, page } = await openConsoleAsAdmin(browser, '/admin/requests');
    const request = page.getByRole('article').filter({ hasText: evidence });
    await expect(request).toContainText('Seller not interested');
    await request.getByRole('button', { name: /^Reject/ }).click();
    const reject = page.getByRole('dialog', { name: 'Reject refund' });
    await reject.getByRole('button', { name: 'Reject request' }).click();
    await expect(reject.getByText('Say why the request is rejected')).toBeVisible();
    await reject
      .getByLabel('Note to the customer')
      .fill('Your log shows the seller answered and declined: that is a lead that worked, not a bad one.');
    await reject.getByRole('button', { name: 'Reject request' }).click();
    await expect(reject).toBeHidden();
    await expect(
      page.getByText('Rejected: Dana Whitfield sees your note in Requests.').first(),
    ).toBeVisible();
    await context.close();

    const mine = (await (await api.get('/api/v1/refunds/get-my-requests')).json()) as {
      result: { lead_id: string; status: string; decision_note: string | null }[];
    };
    const decided = mine.result.find((item) => item.lead_id === lead.id)!;
    expect(decided.status).toBe('rejected');
    expect(decided.decision_note).toContain('that is a lead that worked');
    await customer.close();
  });

  test('the team downloads the evidence file, and an approved refund leaves the buyer’s leads', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const { customer, api, headers, lead, purchase } = await customerWithExclusivePurchase(browser, baseURL);
    const log = `2026-11-24 09:12 outgoing call, 0:04, "number disconnected" ${runId()}`;
    const filed = await api.post('/api/v1/refunds/create-refund-request', {
      data: {
        purchase_id: purchase.purchase_id,
        reason: 'Seller not interested',
        evidence_file: {
          name: 'call-log.txt',
          type: 'text/plain',
          content_base64: Buffer.from(log).toString('base64'),
        },
      },
      headers,
    });
    expect(filed.status()).toBe(200);
    const requestId = ((await filed.json()) as { result: { _id: string } }).result._id;

    const { context, page } = await openConsoleAsAdmin(browser, '/admin/requests');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByText('call-log.txt') })
      .filter({ has: page.getByRole('button', { name: /^Approve/ }) })
      .first();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: testInfo.outputPath(`request-evidence-${width}.png`) });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('call-log.txt');
    const saved = testInfo.outputPath('downloaded-evidence.txt');
    await download.saveAs(saved);
    expect(await readFile(saved, 'utf8')).toBe(log);
    const direct = await context.request.get(`/api/v1/admin/get-request-evidence?request_id=${requestId}`);
    expect(direct.headers()['content-disposition']).toBe(
      `attachment; filename="call-log.txt"; filename*=UTF-8''call-log.txt`,
    );
    expect(direct.headers()['x-content-type-options']).toBe('nosniff');

    await card.getByRole('button', { name: /^Approve/ }).click();
    const approve = page.getByRole('dialog', { name: 'Approve refund' });
    await approve.getByRole('button', { name: /^Approve/ }).click();
    await expect(approve).toBeHidden();
    await context.close();

    // The refunded lead is no longer the buyer's anywhere, and it is back on sale for others.
    const owned = (await (
      await api.get('/api/v1/leads/get-my-purchased-leads?lead_type=exclusive&limit=100')
    ).json()) as { result: { id: string }[] };
    expect(owned.result.some((item) => item.id === lead.id)).toBe(false);
    const csv = await (await api.get('/api/v1/leads/download-purchased-leads?lead_type=exclusive')).text();
    expect(csv).not.toContain(lead.id);
    const onSale: string[] = [];
    for (let page = 1; page <= 10 && !onSale.includes(lead.id); page += 1) {
      const market = (await (
        await api.get(
          `/api/v1/leads/get-marketplace-leads-unauthorized?lead_type=exclusive&limit=100&page=${page}`,
        )
      ).json()) as { result: { id: string }[] };
      onSale.push(...market.result.map((item) => item.id));
    }
    expect(onSale).toContain(lead.id);
    await customer.close();
  });

  test("the queue's tabs follow the arrow keys and keep the status in the address", async ({ browser }) => {
    const { context, page } = await openConsoleAsAdmin(browser, '/admin/requests?status=rejected');
    await expect(page.getByRole('tab', { name: 'Rejected' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Rejected' }).press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Approved' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Approved' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/status=approved$/);
    await context.close();
  });
});
