import { expect, test } from '@playwright/test';
import { pdfText } from '../../apps/api/test/pdf-text';
import { KEEP_SCREENSHOTS } from './accounts-helpers';
import { linkAfter, receivedMail } from './mail-helpers';

/*
 * Issue 17's journey, as a new customer lives it with e-mail sent for real: sign up, receive the
 * confirmation over SMTP, follow its link, subscribe, receive the receipt with its invoice.
 */
test('sign up by the mailed link, subscribe, and receive the receipt with the invoice', async ({
  page,
  baseURL,
}, testInfo) => {
  // Two mails through SMTP and the job queue, a payment and a PDF: longer than a page test.
  test.setTimeout(90_000);
  const email = `journey-${Date.now()}@example.com`;
  await page.goto('/sign-up');
  await page.getByLabel('Full name').fill('Casey Morgan');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('I am 18 or older').check();
  await page.getByLabel(/I accept the terms and conditions/).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  const confirmation = await receivedMail(email, /^Confirm your email to finish joining SellerSignal$/);
  expect(confirmation.from).toBe('hello@sellersignal.test');
  expect(confirmation.headers.from).toContain('SellerSignal');
  expect(confirmation.headers['x-sellersignal-message']).toMatch(/^[0-9a-f-]{36}$/);
  // Our words only, to an address nobody has confirmed yet: not the name typed in the form.
  expect(confirmation.text).not.toContain('Casey');
  expect(confirmation.html).not.toContain('Casey');
  const link = linkAfter(confirmation.text, 'Confirm my email');
  expect(link).toMatch(new RegExp(`^${baseURL}/verify-email\\?token=[\\w-]+$`));
  expect(confirmation.html).toContain(`href="${link}"`);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
  await page.getByLabel('Choose a password').fill('caseys own password');
  await page.getByLabel('Password again').fill('caseys own password');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.goto('/billing');
  const card = page.getByRole('region', { name: 'Payment method' });
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Security code (CVC)').fill('123');
  await card.getByLabel('ZIP code').fill('78701');
  await card.getByRole('button', { name: 'Save card' }).click();
  await expect(card).toContainText('4242');
  const subscribe = page.getByRole('region', { name: 'Subscribe' });
  await subscribe.getByRole('radio', { name: /Basic\s*Monthly/ }).check();
  await subscribe.getByRole('button', { name: 'Review order' }).click();
  await subscribe.getByRole('button', { name: /^Pay \$\d+\.\d{2} and subscribe$/ }).click();
  await expect(page.getByText(/^Welcome to Basic\./)).toBeVisible();
  if (KEEP_SCREENSHOTS)
    await page.screenshot({ path: testInfo.outputPath('journey-billing-1440.png'), fullPage: true });

  const receipt = await receivedMail(
    email,
    /^Your SellerSignal receipt: \$\d+\.\d{2} \(invoice \d{4}-\d{6}\)$/,
  );
  const [, amount, number] = /receipt: (\$\d+\.\d{2}) \(invoice (\d{4}-\d{6})\)/.exec(receipt.subject)!;
  expect(receipt.text).toContain('Hi Casey Morgan,');
  expect(receipt.text).toContain(`Invoice number: ${number}`);
  expect(receipt.text).toContain(`Total paid:     ${amount}`);
  expect(receipt.text).toContain('For:            Basic plan (monthly)');
  const pdfLink = linkAfter(receipt.text, 'Download the invoice (PDF)');
  expect(receipt.html).toContain(`href="${pdfLink.replaceAll('&', '&amp;')}"`);

  // The link works from the mail, signed in or not.
  const pdf = await page.request.get(pdfLink);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(await pdf.body());
  expect(text).toContain(`Number ${number}`);
  expect(text).toContain('SellerSignal LLC');
  expect(text).toContain('100 Congress Ave');
  expect(text).toContain('Billed to Casey Morgan');
  expect(text).toContain(`Total paid ${amount}`);
});
