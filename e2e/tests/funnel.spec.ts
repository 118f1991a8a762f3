import { expect, test } from '@playwright/test';
import { pdfText } from '../../apps/api/test/pdf-text';
import { screenshotsAtBothWidths } from './accounts-helpers';
import { linkAfter, receivedMail } from './mail-helpers';

/*
 * Issue 20.6: a funnel with no dead ends. A visitor picks a plan on the pricing page; Activate
 * takes them to /login with the plan, on to sign-up, through the mailed confirmation, and straight
 * to that plan's order summary; the payment gives an invoice whose PDF says what was bought.
 */
test('a visitor goes from a pricing card to sign-up, confirmation, the order summary, payment and the invoice', async ({
  page,
  baseURL,
}, testInfo) => {
  // Two mails through SMTP, a payment and a PDF, and screenshots: longer than a page test.
  test.setTimeout(120_000);
  const email = `funnel-${Date.now()}@example.com`;

  await page.goto('/plans');
  const pro = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Pro', exact: true }) });
  await pro.getByRole('link', { name: 'Activate the Pro plan' }).click();
  await expect(page).toHaveURL(/\/login\?plan=[\w-]+$/);
  const planId = new URL(page.url()).searchParams.get('plan')!;
  await expect(page.getByText('You chose the Pro plan (monthly), $299.00 a month.')).toBeVisible();

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(`/sign-up?plan=${planId}`);
  await expect(
    page.getByText(/You chose the Pro plan \(monthly\).*review the order before anything is charged/),
  ).toBeVisible();
  await screenshotsAtBothWidths(page, testInfo, 'funnel-sign-up');
  await page.getByLabel('Full name').fill('Jordan Blake');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('I am 18 or older').check();
  await page.getByLabel(/I accept the terms and conditions/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('takes you to your order summary', { exact: false })).toBeVisible();

  const confirmation = await receivedMail(email, /^Confirm your email to finish joining SellerSignal$/);
  await page.goto(linkAfter(confirmation.text, 'Confirm my email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
  await expect(page.getByText('then you will review your plan and pay', { exact: false })).toBeVisible();
  await page.getByLabel('Choose a password').fill('jordans own password');
  await page.getByLabel('Password again').fill('jordans own password');
  await page.getByRole('button', { name: 'Create my account' }).click();

  // Straight to the chosen plan's order summary; nothing is charged before a card is saved and Pay pressed.
  await expect(page).toHaveURL(`/billing?plan=${planId}`);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('Pro plan (monthly)', { exact: true })).toBeVisible();
  await expect(summary.getByRole('row', { name: /^Total/ })).toContainText('$299.00');
  const pay = summary.getByRole('button', { name: 'Pay $299.00 and subscribe' });
  await expect(pay).toBeDisabled();

  const card = page.getByRole('region', { name: 'Payment method' });
  await card.getByLabel('Card number').fill('5555 5555 5555 4444');
  await card.getByLabel('Security code (CVC)').fill('321');
  await card.getByLabel('ZIP code').fill('68132');
  await card.getByRole('button', { name: 'Save card' }).click();
  await expect(summary.getByText('Mastercard ending 4444 (test card)')).toBeVisible();
  await screenshotsAtBothWidths(page, testInfo, 'funnel-summary');
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(
    page.getByText('Welcome to Pro. $299.00 charged. Your premium credits are ready.'),
  ).toBeVisible();

  // The invoice of that payment, on Billing, says what was bought and for how much.
  const history = page.getByRole('region', { name: 'Payment history' });
  const invoice = history.getByRole('link', { name: /^Invoice \d{4}-\d{6} \(PDF\)$/ }).first();
  await expect(invoice).toBeVisible();
  const pdf = await page.request.get((await invoice.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(await pdf.body());
  expect(text).toContain('Pro plan (monthly)');
  expect(text).toContain(`Billed to Jordan Blake ${email}`);
  expect(text).toContain('Total paid $299.00');
  expect(baseURL).toBeTruthy();
});
