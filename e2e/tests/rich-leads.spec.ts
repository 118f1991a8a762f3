import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { DEMO } from '../playwright.config';
import { KEEP_SCREENSHOTS } from './accounts-helpers';

/**
 * Issue 18.3, rich leads: the team types a lead with what the seller said about the house and the
 * call; the public marketplace shows only what names no one (size, condition, value and equity as
 * ranges, consent and DNC); the buyer who takes it gets everything, the call and the consent too.
 */

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Six digits unique to this run: a phone 208-55d-dddd and a street number no other test uses. */
const runId = () => `${Date.now()}`.slice(-6);

/** The page, or one part of it, at both widths, then back to the desktop: a person looks at each. */
async function shoot(page: Page, testInfo: TestInfo, name: string, part?: Locator) {
  if (!KEEP_SCREENSHOTS) return;
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    const file = testInfo.outputPath(`${name}-${viewport.width}.png`);
    // From the top, so a sticky header stays at the top of the page and never covers the part.
    await page.evaluate(() => window.scrollTo(0, 0));
    const clip = part ? await part.boundingBox() : null;
    await page.screenshot({ path: file, fullPage: true, ...(clip ? { clip } : {}) });
    await testInfo.attach(`${name}-${viewport.width}`, { path: file, contentType: 'image/png' });
  }
  await page.setViewportSize(DESKTOP);
}

test('a lead with its details: typed by the team, shown in ranges before purchase, whole after', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const id = runId();
  const reason = `Inherited, the roof needs work (${id})`;
  const street = `${id} W Fort St`;
  const email = `maria.gonzalez.${id}@example.com`;
  const notes = `Inherited from her mother; roof is 20 years old (${id}). Wants to close before May.`;
  const recording = `https://recordings.example.com/calls/${id}.mp3`;
  const certificate = `https://cert.trustedform.com/${id}2c1f5e7a9b0d`;
  const consentText = 'I agree to be contacted by phone and text about selling my property.';

  // The team, in the console's single-lead form.
  const teamContext = await browser.newContext({ viewport: DESKTOP });
  const team = await teamContext.newPage();
  await team.goto('/login');
  await team.getByLabel('Email').fill(DEMO.adminEmail);
  await team.getByLabel('Password').fill(DEMO.adminPassword);
  await team.getByRole('button', { name: 'Log in' }).click();
  await expect(team).toHaveURL(/\/admin\/leads$/);
  await team.goto('/admin/import');
  const form = team.getByRole('region', { name: 'Single lead' });
  await form.getByLabel('Seller name').fill('Maria Gonzalez');
  await form.getByLabel('Phone').fill(`208.55${id[0]}.${id.slice(1, 5)}`);
  await form.getByLabel('Reason for selling').fill(reason);
  await form.getByLabel('Selling timeline').selectOption('ASAP');
  await form.getByLabel('Street address').fill(street);
  await form.getByLabel('City').fill('Boise');
  await form.getByLabel('State').selectOption('ID');
  await form.getByLabel('ZIP').fill('83702');
  await form.getByLabel('Property type').selectOption('Single Family');
  await form.getByLabel(/Publish now/).check();

  await form.getByText('Property and seller details (optional)').click();
  await form.getByLabel('Bedrooms').fill('3');
  await form.getByLabel('Bathrooms').fill('2.5');
  await form.getByLabel('Square feet').fill('1480');
  await form.getByLabel('Lot size (sq ft)').fill('7200');
  await form.getByLabel('Year built').fill('1978');
  await form.getByLabel('Condition').selectOption({ label: 'Needs work' });
  await form.getByLabel('Occupancy').selectOption({ label: 'Vacant' });
  await form.getByLabel('Estimated value').fill('$310,000');
  await form.getByLabel('Mortgage balance').fill('95,000');
  await expect(form.getByText('Equity: $215,000 (69.4% of the value)')).toBeVisible();
  await form.getByLabel('Asking price').fill('265000');
  await form.getByLabel('Seller e-mail').fill(email);
  await form.getByLabel('Lead source').selectOption({ label: 'Cold call' });
  await form.getByLabel('Call recording URL').fill(recording);
  await form.getByLabel('Do-Not-Call check').selectOption({ label: 'On a DNC list' });
  await form.getByLabel('Seller notes').fill(notes);

  // One consent input filled in: the words and the time become required.
  await form.getByLabel('IP address').fill('203.0.113.24');
  await form.getByRole('button', { name: 'Add lead' }).click();
  await expect(form.getByLabel('Consent text')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Captured at (Central time)')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Consent text').fill(consentText);
  await form.getByLabel('Captured at (Central time)').fill('2026-11-20T14:30');
  await form.getByLabel('Certificate ID').fill(certificate);
  await expect(form.getByLabel('Consent text')).not.toHaveAttribute('aria-invalid', 'true');
  await shoot(team, testInfo, 'rich-lead-form');
  await form.getByRole('button', { name: 'Add lead' }).click();
  await expect(team.getByText('Lead added and published.')).toBeVisible();

  // The edit form opens with what was saved, the consent time back in Central time.
  await team.goto(`/admin/leads?search=${encodeURIComponent(street)}`);
  const row = team.getByRole('table', { name: 'Leads' }).getByRole('row').filter({ hasText: street });
  await row.getByRole('button', { name: 'Edit Maria Gonzalez' }).click();
  const edit = team.getByRole('dialog', { name: 'Edit lead' });
  await expect(edit.getByLabel('Bathrooms')).toHaveValue('2.5');
  await expect(edit.getByLabel('Estimated value')).toHaveValue('310000');
  await expect(edit.getByLabel('Do-Not-Call check')).toHaveValue('true');
  await expect(edit.getByLabel('Condition')).toHaveValue('needs work');
  await expect(edit.getByLabel('Captured at (Central time)')).toHaveValue('2026-11-20T14:30');
  await expect(edit.getByText('Equity: $215,000 (69.4% of the value)')).toBeVisible();
  await team.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await teamContext.close();

  // A visitor on the public marketplace: the house in ranges, never the seller.
  const visitorContext = await browser.newContext({ viewport: DESKTOP });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/marketplace');
  await visitor.getByLabel('ZIP codes').fill('83702');
  await visitor.getByRole('button', { name: 'Show leads' }).click();
  const card = visitor
    .getByRole('list', { name: 'Leads for sale' })
    .getByRole('article')
    .filter({ hasText: reason });
  await expect(card).toHaveCount(1);
  for (const text of [
    '3 beds · 2.5 baths · 1,480 sq ft',
    'Needs work',
    'Vacant',
    '$300k–$500k',
    '60%+ equity',
    'Consent on file',
    'DNC: on a Do-Not-Call list',
  ])
    await expect(card).toContainText(text);
  for (const secret of ['Maria Gonzalez', email, street, 'roof is 20 years old', '$310,000', '7,200'])
    await expect(card).not.toContainText(secret);
  await shoot(visitor, testInfo, 'rich-lead-marketplace-card', card);
  const leadId = (await card.getAttribute('id'))!.replace(/^lead-/, '');
  await visitorContext.close();

  // The demo member takes it with a credit and opens Purchased Leads.
  const buyerContext = await browser.newContext({ viewport: DESKTOP });
  const buyer = await buyerContext.newPage();
  const login = await buyer.request.post('/api/v1/auth/login', {
    data: { email: DEMO.email, password: DEMO.password },
    headers: { origin: baseURL! },
  });
  expect(login.status()).toBe(200);
  const taken = await buyer.request.post('/api/v1/leads/take-premium-lead', {
    data: { lead_id: leadId },
    headers: { origin: baseURL!, 'Idempotency-Key': `e2e-rich-lead-${id}` },
  });
  expect(taken.status(), await taken.text()).toBe(200);
  await buyer.goto(`/purchased-leads/get-purchased-premium-leads?search=${encodeURIComponent(street)}`);
  const owned = buyer
    .getByRole('listitem')
    .filter({ has: buyer.getByRole('heading', { level: 2, name: 'Maria Gonzalez' }) })
    .filter({ hasText: street });
  await expect(owned).toHaveCount(1);
  await expect(owned.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(owned.getByText('On a Do-Not-Call list: check before you call')).toBeVisible();
  for (const text of [
    '3 beds · 2.5 baths · 1,480 sq ft',
    '7,200 sq ft',
    '1978',
    'Needs work',
    'Vacant',
    '$310,000',
    '$95,000',
    '$215,000 (69.4%)',
    '$265,000',
    'Ada County, ID',
    'Cold call',
  ])
    await expect(owned).toContainText(text);
  await owned.getByText('More details: notes, call recording, consent').click();
  await expect(owned.getByText(notes)).toBeVisible();
  await expect(owned.locator('audio')).toHaveAttribute('src', recording);
  await expect(owned.locator('audio')).toHaveAttribute('preload', 'none');
  await expect(owned.getByRole('link', { name: 'Open the recording' })).toHaveAttribute('href', recording);
  await expect(owned.getByText(consentText)).toBeVisible();
  await expect(owned.getByText('203.0.113.24')).toBeVisible();
  await expect(owned.getByRole('link', { name: certificate })).toHaveAttribute('href', certificate);
  await shoot(buyer, testInfo, 'rich-lead-purchased-card', owned);
  await buyerContext.close();
});
