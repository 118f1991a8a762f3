import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO } from '../playwright.config';
import { adminApi, screenshotsAtBothWidths, signIn, signedUpMember } from './accounts-helpers';

/*
 * Issue 20.1-20.3 as a member and the team see them: every charge is shown as an order summary
 * first (plan or pack, period, promo, total, card or wallet), an upgrade applies now with a
 * prorated charge and its credits, a downgrade waits for the renewal and can be undone, credit
 * packs are bought from the wallet or by card, and the team prices packs in the console.
 */

async function billingOverview(api: APIRequestContext) {
  const response = await api.get('/api/v1/billing/get-billing');
  expect(response.status()).toBe(200);
  return (await response.json()).result as {
    credits_left: number;
    wallet_balance: number;
    payments: { kind: string; amount: number; invoice: { number: string } | null }[];
  };
}

/** A wallet top-up in test mode, through the wallet page. */
async function topUp(page: Page, dollars: number) {
  await page.goto('/wallet');
  await page.getByLabel('Amount (USD)').fill(String(dollars));
  await page.getByRole('button', { name: 'Add funds' }).click();
  await expect(page.getByText(new RegExp(`\\$${dollars} added\\. Your balance is`))).toBeVisible();
}

const orderSummary = (page: Page) => page.getByRole('region', { name: 'Order summary' });

test.describe('billing: order summaries, upgrades, scheduled switches and credit packs', () => {
  // A whole membership: card, subscription, upgrade, switch and undo, two packs, a top-up, the console.
  test.describe.configure({ timeout: 180_000 });

  test('a member subscribes, upgrades, schedules and undoes a switch, and buys credit packs after a summary each time', async ({
    page,
    baseURL,
  }, testInfo) => {
    const admin = await adminApi(baseURL!);
    const member = await signedUpMember(baseURL!, admin, 'upgrades');
    await signIn(page, baseURL!, member);

    // The test card form asks what a real card form asks.
    await page.goto('/billing');
    const card = page.getByRole('region', { name: 'Payment method' });
    await card.getByLabel('Card number').fill('4242 4242 4242 4242');
    await card.getByRole('button', { name: 'Save card' }).click();
    await expect(card.getByText('Enter the 3 or 4 digits of the security code')).toBeVisible();
    await expect(card.getByText('Enter a 5-digit ZIP code')).toBeVisible();
    await expect(card.getByLabel('Security code (CVC)')).toHaveAttribute('autocomplete', 'cc-csc');
    await expect(card.getByLabel('ZIP code')).toHaveAttribute('autocomplete', 'postal-code');
    await card.getByLabel('Security code (CVC)').fill('123');
    await card.getByLabel('ZIP code').fill('78701');
    await card.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Card ending in 4242 saved.')).toBeVisible();

    // Subscribe to Basic with WELCOME50, through the order summary.
    const subscribe = page.getByRole('region', { name: 'Subscribe' });
    await subscribe.getByRole('radio', { name: /Basic\s*Monthly/ }).check();
    await subscribe.getByLabel(/Promo code/).fill('welcome50');
    await subscribe.getByRole('button', { name: 'Review order' }).click();
    const summary = orderSummary(page);
    await expect(summary.getByText('Basic plan (monthly)', { exact: true })).toBeVisible();
    await expect(summary.getByRole('row', { name: /Basic plan \(monthly\), first month/ })).toContainText(
      '$99.00',
    );
    await expect(summary.getByRole('row', { name: /WELCOME50: 50% off/ })).toContainText('−$49.50');
    await expect(summary.getByRole('row', { name: /^Total/ })).toContainText('$49.50');
    await expect(summary.getByText('Visa ending 4242 (test card)')).toBeVisible();
    await screenshotsAtBothWidths(page, testInfo, 'billing-summary');
    // Back to the form, without the code: WELCOME50 is one per card, and every test card is the
    // same card, so redeeming it here would take it from the other tests that show it.
    await summary.getByRole('button', { name: 'Back to plans' }).click();
    await expect(subscribe.getByLabel(/Promo code/)).toHaveValue('welcome50');
    await subscribe.getByLabel(/Promo code/).fill('');
    await subscribe.getByRole('button', { name: 'Review order' }).click();
    await expect(summary.getByRole('row', { name: /WELCOME50/ })).toHaveCount(0);
    await expect(summary.getByRole('row', { name: /^Total/ })).toContainText('$99.00');
    await summary.getByRole('button', { name: 'Pay $99.00 and subscribe' }).click();
    await expect(
      page.getByText('Welcome to Basic. $99.00 charged. Your premium credits are ready.'),
    ).toBeVisible();
    expect((await billingOverview(page.request)).credits_left).toBe(25);

    // Upgrade to Pro: charged now, prorated, with the extra credits at once.
    const plan = page.getByRole('region', { name: 'Current plan' });
    await plan.getByRole('button', { name: 'Change plan' }).click();
    await plan.getByRole('radio', { name: /Pro\s*Monthly/ }).check();
    await plan.getByRole('button', { name: 'Review change' }).click();
    await expect(summary.getByText('Upgrade from Basic to Pro plan (monthly)')).toBeVisible();
    const prorated = summary.getByRole('row', {
      name: /Pro minus Basic: \$200\.00 per month, for the \d+ days left/,
    });
    await expect(prorated).toBeVisible();
    const total = (
      await summary
        .getByRole('row', { name: /^Total/ })
        .getByRole('cell')
        .innerText()
    ).trim();
    expect(total).toMatch(/^\$\d{3}\.\d{2}$/);
    await expect(summary.getByText('Premium credits added now')).toBeVisible();
    await summary.getByRole('button', { name: `Pay ${total} and upgrade` }).click();
    await expect(page.getByText(`Upgraded to Pro: ${total} charged, 75 credits added.`)).toBeVisible();
    await expect(plan).toContainText('Pro · $299 / month');
    const history = page.getByRole('region', { name: 'Payment history' });
    const upgradeRow = history.getByRole('listitem').filter({ hasText: 'Plan upgrade' });
    await expect(upgradeRow).toContainText(total);
    await expect(upgradeRow.getByRole('link', { name: /^Invoice \d{4}-\d{6} \(PDF\)$/ })).toBeVisible();
    expect((await billingOverview(page.request)).credits_left).toBe(100);

    // A switch to Basic yearly waits for the renewal, and is shown until then.
    await plan.getByRole('button', { name: 'Change plan' }).click();
    await plan.getByRole('radio', { name: /Basic\s*Yearly/ }).check();
    await plan.getByRole('button', { name: 'Review change' }).click();
    await expect(summary.getByText('Switch from Pro to Basic plan (yearly)')).toBeVisible();
    await expect(summary.getByRole('row', { name: /^Due today/ })).toContainText('$0.00');
    await summary.getByRole('button', { name: 'Switch at renewal' }).click();
    await expect(
      page.getByText(
        /^Basic \(yearly\) starts at your renewal on \w{3} \d{1,2}, \d{4}\. Until then you keep Pro\.$/,
      ),
    ).toBeVisible();
    const pending = plan.getByText(/^Switching to Basic \(yearly\) at your renewal on \w{3} \d{1,2}, \d{4}$/);
    await expect(pending).toBeVisible();
    await screenshotsAtBothWidths(page, testInfo, 'billing-pending-switch');

    await plan.getByRole('button', { name: 'Cancel subscription' }).click();
    const cancelDialog = page.getByRole('alertdialog', { name: 'Cancel subscription?' });
    await expect(cancelDialog).toContainText(
      'Your switch to Basic (yearly), scheduled for that renewal, does not happen either',
    );
    await cancelDialog.getByRole('button', { name: 'Keep my plan' }).click();

    await page.goto('/dashboard');
    const subscriptionCard = page.getByRole('region', { name: 'Subscription' });
    await expect(subscriptionCard).toContainText('Pro');
    await expect(subscriptionCard).toContainText(
      /Switching to Basic \(yearly\) at your renewal on \w{3} \d{1,2}, \d{4}\./,
    );
    await screenshotsAtBothWidths(page, testInfo, 'dashboard-pending-switch');

    // The plans page's cancel dialog reads the switch from Billing when it opens.
    await page.goto('/dashboard/plans');
    const proCard = page
      .getByRole('list', { name: 'Plans' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Pro', exact: true }) });
    await proCard.getByRole('button', { name: 'Cancel subscription' }).click();
    const plansDialog = page.getByRole('dialog', { name: 'Cancel your Pro subscription?' });
    await expect(plansDialog).toContainText(
      /Your switch to Basic \(yearly\), scheduled for your renewal on \w+ \d{1,2}, \d{4}, does not happen either, unless you resume before then\./,
    );
    await plansDialog.getByRole('button', { name: 'Keep my plan' }).click();

    await page.goto('/billing');
    await plan.getByRole('button', { name: 'Keep my current plan' }).click();
    await expect(page.getByText('You keep Pro: the switch to Basic (yearly) is cancelled.')).toBeVisible();
    await expect(pending).toHaveCount(0);

    // A credit pack of the Pro plan, first from the wallet, then by card.
    await topUp(page, 100);
    await page.goto('/billing#credit-packs');
    const packs = page.getByRole('region', { name: 'Credit packs' });
    await expect(packs).toContainText('100 premium credits left; your credits reset on');
    await packs.getByRole('radio', { name: /25 premium credits/ }).check();
    await expect(packs.getByRole('radio', { name: /Wallet/ })).toBeEnabled();
    await packs.getByRole('radio', { name: /Wallet/ }).check();
    await screenshotsAtBothWidths(page, testInfo, 'billing-credit-packs');
    await packs.getByRole('button', { name: 'Review order' }).click();
    await expect(summary.getByText('25 premium credits', { exact: true })).toBeVisible();
    await expect(summary.getByText('Your wallet', { exact: true })).toBeVisible();
    await expect(summary.getByRole('row', { name: /^Total/ })).toContainText('$89.00');
    await summary.getByRole('button', { name: 'Pay $89.00' }).click();
    await expect(
      page.getByText(/^25 premium credits added, valid until \w{3} \d{1,2}, \d{4}\.$/),
    ).toBeVisible();
    await expect(packs).toContainText('125 premium credits left');
    expect((await billingOverview(page.request)).wallet_balance).toBe(11);

    // $11 left in the wallet: it cannot pay, and says why; the card can.
    await expect(packs.getByRole('radio', { name: /Wallet/ })).toBeDisabled();
    await expect(packs).toContainText('Your wallet holds $11.00; this pack costs $89.00.');
    await expect(packs.getByRole('radio', { name: /Card/ })).toBeChecked();
    await packs.getByRole('button', { name: 'Review order' }).click();
    await expect(summary.getByText('Visa ending 4242 (test card)')).toBeVisible();
    await summary.getByRole('button', { name: 'Pay $89.00' }).click();
    await expect(packs).toContainText('150 premium credits left');
    const overview = await billingOverview(page.request);
    expect(overview.credits_left).toBe(150);
    expect(overview.payments.filter((payment) => payment.kind === 'credit_pack')).toHaveLength(1);
    await expect(history.getByRole('listitem').filter({ hasText: 'Credit pack' })).toContainText('$89.00');
    await admin.dispose();
  });

  test('the team puts a credit pack on sale, changes its price and takes it off sale', async ({
    page,
    baseURL,
  }, testInfo) => {
    await signIn(page, baseURL!, { email: DEMO.adminEmail, password: DEMO.adminPassword });
    await page.goto('/admin/credit-packs');
    await expect(page.getByRole('heading', { level: 1, name: 'Credit packs' })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Operations' })
        .getByRole('link', { name: 'Credit packs', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    const table = page.getByRole('table', { name: 'Credit packs' });
    await expect(table.getByRole('row', { name: /Basic \(monthly\)/ }).first()).toContainText('$49.00');

    // Credits unique to this run, so the row is this test's own.
    const credits = 200 + Math.floor(Math.random() * 700);
    await page.getByRole('button', { name: 'New credit pack' }).click();
    const dialog = page.getByRole('dialog', { name: 'New credit pack' });
    await dialog.getByLabel('Plan').selectOption({ label: 'Basic (yearly)' });
    await dialog.getByLabel('Credits').fill(String(credits));
    await dialog.getByLabel('Price (USD)').fill('0.5');
    await dialog.getByRole('button', { name: 'Put on sale' }).click();
    await expect(dialog.getByText('Price must be at least $1')).toBeVisible();
    await dialog.getByLabel('Price (USD)').fill(String(credits * 4));
    await expect(dialog.getByText('$4.00 per credit')).toBeVisible();
    await dialog.getByRole('button', { name: 'Put on sale' }).click();
    await expect(
      page.getByText(
        `Basic (yearly): ${credits} credits for $${(credits * 4).toLocaleString('en-US')}.00 is on sale.`,
      ),
    ).toBeVisible();
    const row = table
      .getByRole('row')
      .filter({ hasText: 'Basic (yearly)' })
      .filter({ hasText: String(credits) });
    await expect(row).toContainText('$4.00');
    await expect(row).toContainText('On sale');
    await screenshotsAtBothWidths(page, testInfo, 'admin-credit-packs');

    await row.getByRole('button', { name: /^Edit the/ }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${credits}-credit pack` });
    await edit.getByLabel('Price (USD)').fill(String(credits * 3));
    await edit.getByRole('button', { name: 'Save pack' }).click();
    await expect(row).toContainText('$3.00');

    await row.getByRole('button', { name: 'Take off sale' }).click();
    await expect(
      page.getByText(
        `The ${credits}-credit pack of Basic (yearly) is off sale. Credits already bought stay valid.`,
      ),
    ).toBeVisible();
    await expect(row).toContainText('Off sale');
    await expect(row.getByRole('button', { name: 'Put back on sale' })).toBeVisible();
  });
});
