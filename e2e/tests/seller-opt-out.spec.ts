import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { DEMO } from '../playwright.config';
import { KEEP_SCREENSHOTS, adminApi, newestMessage } from './accounts-helpers';

/**
 * Issue 19.1: a homeowner finds /privacy/sellers from the footer, confirms their number with the
 * code texted to it, and the number's lead leaves the marketplace; the buyer who has it sees "Do not
 * contact"; the team sees the number on the do-not-sell list and adds another by hand.
 */

const PHONE_VIEWPORT = { width: 390, height: 844 };
const DESKTOP_VIEWPORT = { width: 1440, height: 900 };
const MARKETPLACE_API = '/api/v1/leads/get-marketplace-leads-unauthorized';
/** The contract's sentences (packages/shared/src/contracts/privacy.ts), the same for every number. */
const SELLER_OPT_OUT_CODE_SENT =
  'If this number can receive texts, a 6-digit code is on its way. It expires in 10 minutes.';
const SELLER_OPT_OUT_DONE =
  'Done. This number is on our do-not-sell list: no lead with it is sold again, and buyers who have it are told not to contact you.';

/** Six digits unique to this run and salt: a phone 216-55d-dddd and a street number no other test uses. */
const runId = (salt: number) => `${Date.now() + salt * 7919}`.slice(-6);
const phoneOf = (id: string) => ({
  typed: `216.55${id[0]}.${id.slice(1, 5)}`,
  e164: `+121655${id[0]}${id.slice(1, 5)}`,
  shown: `(216) 55${id[0]}-${id.slice(1, 5)}`,
});

/** Both widths, then back to the width the test runs at: a person looks at each. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  if (!KEEP_SCREENSHOTS) return;
  const before = page.viewportSize();
  for (const viewport of [DESKTOP_VIEWPORT, PHONE_VIEWPORT]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    const file = testInfo.outputPath(`${name}-${viewport.width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name}-${viewport.width}`, { path: file, contentType: 'image/png' });
  }
  if (before) await page.setViewportSize(before);
}

/** The code in the newest opt-out text to the number. */
async function textedCode(admin: APIRequestContext, e164: string) {
  const text = await newestMessage(admin, 'sms', e164, 'seller-opt-out-code');
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code, `a 6-digit code in "${text}"`).toBeDefined();
  return code!;
}

async function marketplaceLeadIds(api: APIRequestContext, zip: string) {
  const response = await api.get(`${MARKETPLACE_API}?zip=${zip}&limit=100`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { id: string }[] }).result.map((lead) => lead.id);
}

/** A premium lead of the seller, published now, taken by the demo member with a credit. */
async function publishedLeadTakenByDemo(browser: Browser, baseURL: string, id: string) {
  const admin = await adminApi(baseURL);
  const phone = phoneOf(id);
  const created = await admin.post('/api/v1/admin/create-lead', {
    data: {
      lead_name: 'Opal Whitfield',
      lead_phone: phone.typed,
      property_type: 'Single Family',
      reason: 'Moving to be near family',
      lead_type: 'premium',
      selling_timeline: 'ASAP',
      address_line_1: `${id} Larchmere Blvd`,
      city: 'Cleveland',
      state: 'OH',
      ZIP: '44120',
      publish: 'now',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const leadId = ((await created.json()) as { result: { _id: string } }).result._id;

  const buyer = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
  const login = await buyer.request.post('/api/v1/auth/login', {
    data: { email: DEMO.email, password: DEMO.password },
    headers: { origin: baseURL },
  });
  expect(login.status()).toBe(200);
  const taken = await buyer.request.post('/api/v1/leads/take-premium-lead', {
    data: { lead_id: leadId },
    headers: { origin: baseURL, 'Idempotency-Key': `e2e-opt-out-${id}` },
  });
  expect(taken.status(), await taken.text()).toBe(200);
  return { admin, buyer, leadId, phone };
}

test.describe('a seller stops the sale of their number', () => {
  test.describe.configure({ timeout: 120_000 });

  test('from the footer, with the texted code: the lead leaves the marketplace, the buyer and the team see it', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const id = runId(1);
    const { admin, buyer, leadId, phone } = await publishedLeadTakenByDemo(browser, baseURL!, id);
    await expect.poll(() => marketplaceLeadIds(admin, '44120')).toContain(leadId);

    // The seller, on a phone, finds the page from the footer.
    const sellerContext = await browser.newContext({ viewport: PHONE_VIEWPORT });
    const seller = await sellerContext.newPage();
    await seller.goto('/');
    await seller
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Homeowners: stop the sale of your number' })
      .click();
    await expect(seller).toHaveURL(/\/privacy\/sellers$/);
    await expect(seller).toHaveTitle('Stop us selling your number | SellerSignal');
    await expect(seller.getByRole('heading', { level: 1 })).toHaveText('Stop us selling your number');
    const main = seller.getByRole('main');
    await expect(main).toContainText('sells home-seller leads to real-estate investors');
    await expect(main).toContainText('It expires in 10 minutes');
    await expect(main.getByRole('link', { name: 'support@sellersignal.io' })).toHaveAttribute(
      'href',
      /^mailto:support@sellersignal\.io/,
    );
    const send = seller.getByRole('button', { name: 'Text me a code' });
    await expect(send).toBeEnabled();
    await shoot(seller, testInfo, 'privacy-sellers-1-number');

    await seller.getByLabel('Your phone number').fill(phone.typed);
    await send.click();
    await expect(seller.getByText(SELLER_OPT_OUT_CODE_SENT)).toBeVisible();
    const codeField = seller.getByLabel('6-digit code from the text');
    await expect(codeField).toBeFocused();
    await shoot(seller, testInfo, 'privacy-sellers-2-code');

    await codeField.fill(await textedCode(admin, phone.e164));
    await seller.getByRole('button', { name: 'Confirm and opt out' }).click();
    const done = seller.getByRole('status').filter({ hasText: SELLER_OPT_OUT_DONE });
    await expect(done).toBeVisible();
    await expect(done).toContainText(`Number: ${phone.shown}`);
    await shoot(seller, testInfo, 'privacy-sellers-3-done');
    await sellerContext.close();

    // The lead is off the marketplace at once.
    await expect.poll(() => marketplaceLeadIds(admin, '44120')).not.toContain(leadId);

    // The member who took it keeps it, marked.
    const buyerPage = await buyer.newPage();
    await buyerPage.goto(
      `/purchased-leads/get-purchased-premium-leads?search=${encodeURIComponent(`${id} Larchmere`)}`,
    );
    const card = buyerPage
      .getByRole('listitem')
      .filter({ has: buyerPage.getByRole('heading', { level: 2, name: 'Opal Whitfield' }) })
      .filter({ hasText: `${id} Larchmere Blvd` });
    await expect(card.getByText('Do not contact', { exact: true })).toBeVisible();
    await expect(card).toContainText('The seller asked not to be contacted.');
    await expect(card).toContainText(phone.shown);
    await expect(card.getByRole('link', { name: phone.shown })).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await shoot(buyerPage, testInfo, 'purchased-lead-do-not-contact');
    await buyer.close();

    // The team sees the number on the list, then adds another by hand.
    const teamContext = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
    const team = await teamContext.newPage();
    const teamLogin = await team.request.post('/api/v1/auth/login', {
      data: { email: DEMO.adminEmail, password: DEMO.adminPassword },
      headers: { origin: baseURL! },
    });
    expect(teamLogin.status()).toBe(200);
    await team.goto('/admin/leads');
    await team
      .getByRole('navigation', { name: 'Operations' })
      .getByRole('link', { name: 'Do-not-sell list' })
      .click();
    await expect(team).toHaveURL(/\/admin\/opt-outs$/);
    await expect(team.getByRole('heading', { level: 1 })).toHaveText('Do-not-sell list');
    const search = team.getByRole('search', { name: 'Search the do-not-sell list' });
    await search.getByLabel('Search').fill(phone.typed);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(team).toHaveURL(/search=/);
    const list = team.getByRole('table', { name: 'Do-not-sell list' });
    const row = list.getByRole('row').filter({ hasText: phone.shown });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Seller confirmed by text');
    await expect(row.getByRole('cell').nth(5)).toHaveText('1');
    await expect(row.getByRole('cell').nth(6)).toHaveText('1');

    const other = phoneOf(runId(2));
    const form = team.getByRole('region', { name: 'Add a number by hand' });
    await form.getByRole('button', { name: 'Add to the list' }).click();
    await expect(form.getByLabel('How the seller asked')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Phone number').fill(other.typed);
    await form.getByLabel('How the seller asked').fill('Phoned support on 11/27');
    await form.getByRole('button', { name: 'Add to the list' }).click();
    await expect(
      team.getByText(`${other.shown} is on the do-not-sell list: 0 leads withdrawn, 0 buyers told.`),
    ).toBeVisible();
    await expect(form.getByLabel('Phone number')).toHaveValue('');

    // The same number again is refused, under the field.
    await form.getByLabel('Phone number').fill(other.typed);
    await form.getByLabel('How the seller asked').fill('Wrote in again');
    await form.getByRole('button', { name: 'Add to the list' }).click();
    await expect(
      form.getByText(/^This number is on the do-not-sell list since \d{4}-\d{2}-\d{2}\.$/),
    ).toBeVisible();

    await search.getByLabel('Search').fill(other.typed);
    await search.getByRole('button', { name: 'Search' }).click();
    const added = list.getByRole('row').filter({ hasText: other.shown });
    await expect(added).toContainText('Added by staff');
    await expect(added).toContainText('Phoned support on 11/27');
    await expect(added).toContainText(DEMO.adminEmail);
    await search.getByLabel('Search').fill('');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(list.getByRole('row').filter({ hasText: other.shown })).toHaveCount(1);
    await shoot(team, testInfo, 'admin-opt-outs');
    await teamContext.close();
  });

  test('a refused number and a wrong code are said under their field; a new code replaces the old one', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const admin = await adminApi(baseURL!);
    const phone = phoneOf(runId(3));
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    await page.goto('/privacy/sellers');
    const number = page.getByLabel('Your phone number');
    const send = page.getByRole('button', { name: 'Text me a code' });
    await number.fill('555');
    await send.click();
    await expect(page.getByText('This number "555" is too short for a US number (10 digits).')).toBeVisible();
    await expect(number).toHaveAttribute('aria-invalid', 'true');

    // A typo seen on the code step: back to the number, kept to be corrected.
    await number.fill(phone.typed);
    await send.click();
    await page.getByRole('button', { name: 'Use a different number' }).click();
    await expect(number).toHaveValue(phone.typed);
    await expect(number).toBeFocused();
    await send.click();

    const code = page.getByLabel('6-digit code from the text');
    const first = await textedCode(admin, phone.e164);
    await code.fill(first === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm and opt out' }).click();
    await expect(page.getByText('This code is not right. 4 tries left.')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription('This code is not right. 4 tries left.');
    await shoot(page, testInfo, 'privacy-sellers-wrong-code');

    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(
      page.getByText(
        'If this number can receive texts, a new code is on its way. Type the code from the newest text.',
      ),
    ).toBeVisible();
    await expect(code).not.toHaveAttribute('aria-invalid');
    let second = first;
    await expect(async () => {
      second = await textedCode(admin, phone.e164);
      expect(second).not.toBe(first);
    }).toPass({ timeout: 10_000 });
    await code.fill(second);
    await page.getByRole('button', { name: 'Confirm and opt out' }).click();
    await expect(page.getByRole('status').filter({ hasText: SELLER_OPT_OUT_DONE })).toContainText(
      `Number: ${phone.shown}`,
    );
    await context.close();
  });
});
