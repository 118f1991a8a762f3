import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { DEMO } from '../playwright.config';
import { KEEP_SCREENSHOTS, adminApi } from './accounts-helpers';

/**
 * Issue 21.3, the refund and replacement queue: a member's evidence image is seen in the console
 * beside the request's one-business-day clock and decided; a duplicate purchase is approved the
 * moment it is filed, and both sides see it as automatic.
 */

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Four digits unique to this run and salt: a phone 737-558-dddd and street numbers no other test uses. */
const runId = (salt: number) => `${Date.now() + salt * 7919}`.slice(-4);

/** The element at both widths, then back to the desktop: a person looks at each. */
async function shoot(page: Page, testInfo: TestInfo, name: string, target?: ReturnType<Page['locator']>) {
  if (!KEEP_SCREENSHOTS) return;
  for (const viewport of [DESKTOP, PHONE]) {
    // Tall enough for a whole card, so the sticky header never covers its top.
    await page.setViewportSize(target ? { width: viewport.width, height: 1800 } : viewport);
    if (target) {
      await target.scrollIntoViewIfNeeded();
      await target.screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}.png`) });
    } else {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}.png`), fullPage: true });
    }
  }
  await page.setViewportSize(DESKTOP);
}

/** An exclusive lead the team adds now, with this seller, phone and street. */
async function exclusiveLead(admin: APIRequestContext, seller: string, phone: string, street: string) {
  const created = await admin.post('/api/v1/admin/create-lead', {
    data: {
      lead_name: seller,
      lead_phone: phone,
      property_type: 'Single Family',
      reason: 'Inherited property',
      lead_type: 'exclusive',
      price: 45,
      selling_timeline: 'ASAP',
      address_line_1: street,
      city: 'Austin',
      state: 'TX',
      ZIP: '78701',
      publish: 'now',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()) as { result: { _id: string } }).result._id;
}

/** The demo member, signed in, with money in the wallet. */
async function demoMember(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const headers = { origin: baseURL };
  const login = await context.request.post('/api/v1/auth/login', {
    data: { email: DEMO.email, password: DEMO.password },
    headers,
  });
  expect(login.status()).toBe(200);
  const topUp = await context.request.post('/api/v1/wallet/create-top-up', {
    data: { amount: 200 },
    headers: { ...headers, 'Idempotency-Key': `e2e-refund-queue-${Date.now()}-${Math.random()}` },
  });
  expect(topUp.status(), await topUp.text()).toBe(200);
  return { context, headers };
}

async function buy(member: Awaited<ReturnType<typeof demoMember>>, leadId: string) {
  const bought = await member.context.request.post('/api/v1/leads/buy-exclusive-lead', {
    data: { lead_id: leadId },
    headers: { ...member.headers, 'Idempotency-Key': `e2e-refund-queue-buy-${leadId}` },
  });
  expect(bought.status(), await bought.text()).toBe(200);
}

/** The team's console in its own browser, signed in. */
async function teamConsole(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const login = await context.request.post('/api/v1/auth/login', {
    data: { email: DEMO.adminEmail, password: DEMO.adminPassword },
    headers: { origin: baseURL },
  });
  expect(login.status()).toBe(200);
  const page = await context.newPage();
  await page.goto('/admin/requests');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Refund and replacement requests' }),
  ).toBeVisible();
  return { context, page };
}

/** A screenshot of a call log, as a member would take one on their phone. */
async function callLogScreenshot(browser: Browser, number: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 420, height: 300 } });
  await page.setContent(`
    <div id="log" style="font: 16px system-ui; padding: 16px; width: 360px; background: #fff">
      <h1 style="font-size: 18px; margin: 0 0 12px">Recents</h1>
      <p style="margin: 6px 0; color: #b91c1c">${number} · Outgoing · 9:05 AM · Call failed</p>
      <p style="margin: 6px 0; color: #b91c1c">${number} · Outgoing · 2:40 PM · Call failed</p>
      <p style="margin: 6px 0">SMS to ${number} · 9:07 AM · Not delivered</p>
    </div>`);
  const png = await page.locator('#log').screenshot();
  await page.close();
  return png;
}

test.describe('the refund and replacement queue', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a refund with an image: the team sees the image and the clock, decides, and the member reads what was given', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const id = runId(1);
    const seller = `Rosa Quintero ${id}`;
    const admin = await adminApi(baseURL!);
    const leadId = await exclusiveLead(admin, seller, `737.558.${id}`, `${id} Rainey St`);
    const member = await demoMember(browser, baseURL!);
    await buy(member, leadId);

    // The member asks for a refund with a screenshot of the calls.
    const page = await member.context.newPage();
    await page.goto('/purchased-leads/exclusive-leads');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: seller }) })
      .first();
    await card.getByRole('button', { name: 'Request refund' }).click();
    const form = page.getByRole('dialog', { name: 'Request a refund' });
    await form.getByLabel('Reason').selectOption('Seller not interested');
    const fileName = `calls-${id}.png`;
    await form.locator('#evidence-file').setInputFiles({
      name: fileName,
      mimeType: 'image/png',
      buffer: await callLogScreenshot(browser, `(737) 558-${id}`),
    });
    await expect(form.getByText(`Attached: ${fileName}`)).toBeVisible();
    await form.getByRole('button', { name: 'Send refund request' }).click();
    await expect(page.getByText('Refund request sent. Follow it under Requests.')).toBeVisible();
    await expect(card).toContainText('Pending');
    await page.goto('/requests');
    // Newest first: the request just sent.
    const mine = page.getByRole('listitem').filter({ hasText: 'Seller not interested' }).first();
    await expect(mine).toContainText('Pending');
    await expect(mine).toContainText('Our team is checking your call, SMS or email log.');

    // The team sees the image in the queue, with the request's clock.
    const team = await teamConsole(browser, baseURL!);
    const request = team.page.getByRole('article').filter({ hasText: fileName });
    await expect(request).toContainText('Seller not interested');
    await expect(request.getByText(/^Due in \d+ (d|h|min)/)).toBeVisible();
    await expect(request).toContainText('Target:');
    const image = request.getByRole('img', { name: `Evidence file ${fileName}` });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', /^blob:/);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300);
    await shoot(team.page, testInfo, 'queue-image-evidence', request);
    await shoot(team.page, testInfo, 'queue-page');

    // Served inline, as an image, with nothing else allowed to run.
    const requestId = await request.evaluate((el) =>
      el.getAttribute('aria-labelledby')!.replace(/^request-|-title$/g, ''),
    );
    const served = await team.context.request.get(
      `/api/v1/admin/get-request-evidence?request_id=${requestId}`,
    );
    expect(served.headers()['content-type']).toBe('image/png');
    expect(served.headers()['content-disposition']).toMatch(/^inline; filename="calls-\d{4}\.png"/);
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    expect(served.headers()['content-security-policy']).toMatch(
      /^default-src 'none'; img-src 'self';.* sandbox/,
    );
    expect(served.headers()['cache-control']).toBe('private, no-store');

    await request.getByRole('button', { name: /^Approve/ }).click();
    const approve = team.page.getByRole('dialog', { name: 'Approve refund' });
    await approve.getByRole('button', { name: /^Approve/ }).click();
    await expect(approve).toBeHidden();
    await expect(
      team.page.getByText("Approved: $45.00 credited to Dana Whitfield's wallet.").first(),
    ).toBeVisible();
    await team.context.close();

    // The member's request says what was given.
    await page.goto('/requests');
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: 'Seller not interested' })
        .filter({ hasText: 'Approved: $45.00 back in your wallet.' })
        .first(),
    ).toBeVisible();
    await shoot(page, testInfo, 'member-requests');
    await member.context.close();
  });

  test('a duplicate is approved the moment it is filed, and shows as automatic in the queue', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const id = runId(2);
    const admin = await adminApi(baseURL!);
    // One seller, one phone, two streets: the member bought the same person twice.
    const first = await exclusiveLead(admin, `Walter Brandt ${id}`, `737.558.${id}`, `${id} Congress Ave`);
    const second = await exclusiveLead(admin, `Walter Brandt ${id}`, `737.558.${id}`, `${id} Lamar Blvd`);
    const member = await demoMember(browser, baseURL!);
    await buy(member, first);
    await buy(member, second);

    const page = await member.context.newPage();
    await page.goto('/purchased-leads/exclusive-leads');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: `Walter Brandt ${id}` }) })
      .filter({ hasText: `${id} Lamar Blvd` })
      .first();
    await card.getByRole('button', { name: 'Request refund' }).click();
    const form = page.getByRole('dialog', { name: 'Request a refund' });
    await form.getByLabel('Reason').selectOption('Duplicate');
    const evidence = `Same seller and number as the lead on ${id} Congress Ave I bought an hour ago.`;
    await form.getByLabel(/Evidence: your call, SMS or email log/).fill(evidence);
    await form.getByRole('button', { name: 'Send refund request' }).click();
    await expect(
      page.getByText('Refund approved at once: the price is back in your wallet. See Requests for why.'),
    ).toBeVisible();

    await page.goto('/requests');
    const mine = page
      .getByRole('listitem')
      .filter({ hasText: 'Duplicate' })
      .filter({ hasText: 'Approved automatically' });
    await expect(mine.first()).toContainText('Approved automatically: $45.00 back in your wallet.');
    await expect(mine.first()).toContainText('Why it was approved at once');
    await expect(mine.first()).toContainText(
      /Automatic: you bought a lead with the same phone number, \(737\) 558-\d{4}, on [A-Z][a-z]+ \d{1,2}, \d{4}, within 60 days before this one\./,
    );
    await shoot(page, testInfo, 'member-requests-automatic');

    const team = await teamConsole(browser, baseURL!);
    await team.page.getByRole('tab', { name: 'Approved' }).click();
    const decided = team.page.getByRole('article').filter({ hasText: evidence });
    await expect(decided.getByText('Automatic', { exact: true })).toBeVisible();
    await expect(decided).toContainText('Approved automatically (duplicate purchase) on');
    await expect(decided).toContainText(
      ', giving $45.00 to the wallet with the note: Automatic: you bought a lead',
    );
    await expect(team.page.getByRole('tab', { name: 'Pending' })).toBeVisible();
    await shoot(team.page, testInfo, 'queue-automatic', decided);
    await team.context.close();
    await member.context.close();
  });
});
