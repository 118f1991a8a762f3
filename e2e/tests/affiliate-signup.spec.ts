import { expect, test, type Page } from '@playwright/test';

/** docs/product.md §2.9, §4, §5 and §8: affiliate sign-up against the real API. */
const CREATE_API = '**/api/v1/affiliator/create-affiliators';
const SUCCESS_TOAST = 'Affiliate signup successful! We will contact you soon.';
const FAILURE_TOAST = 'Signup failed. Please try again.';

async function fillAndSend(page: Page, name: string, email: string) {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Become an affiliate' }).click();
}

const modal = (page: Page) => page.getByRole('dialog', { name: "You're In!" });

test.describe('affiliate sign-up', () => {
  test('has the marketing panel and the sign-up card', async ({ page }) => {
    await page.goto('/affiliate-signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your Business Account' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Earn 11% for life/ })).toBeVisible();
    await expect(page.getByText('500+ affiliates already refer investors')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    // No OAuth client is configured in the test build: the button says why it does nothing.
    const google = page.getByRole('button', { name: 'Continue with Google' });
    await expect(google).toBeDisabled();
    await expect(google).toHaveAccessibleDescription(
      "Google sign-in isn't enabled yet — use your email above.",
    );
  });

  test("alerts 'Please fill in all fields.' and sends nothing when a field is empty", async ({ page }) => {
    await page.goto('/affiliate-signup');
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/affiliator/create-affiliators')) calls += 1;
    });
    const alerts: string[] = [];
    page.on('dialog', async (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.accept();
    });

    await page.getByRole('button', { name: 'Become an affiliate' }).click();
    await page.getByLabel('Full Name').fill('Only A Name');
    await page.getByRole('button', { name: 'Become an affiliate' }).click();
    await page.getByLabel('Full Name').fill('   ');
    await page.getByLabel('Email').fill('only-email@example.com');
    await page.getByRole('button', { name: 'Become an affiliate' }).click();

    await expect
      .poll(() => alerts)
      .toEqual([
        'alert: Please fill in all fields.',
        'alert: Please fill in all fields.',
        'alert: Please fill in all fields.',
      ]);
    expect(calls).toBe(0);
  });

  test("signs up, toasts and opens the 380 px 'You're In!' modal, closed by the icon, the backdrop, Continue and Escape", async ({
    page,
  }) => {
    await page.goto('/affiliate-signup');
    const send = page.getByRole('button', { name: 'Become an affiliate' });

    // 1. The close icon.
    const request = page.waitForRequest((r) => r.url().endsWith('/affiliator/create-affiliators'));
    await fillAndSend(page, 'Jordan Rivera', 'jordan.rivera@example.com');
    expect((await request).postDataJSON()).toEqual({
      name: 'Jordan Rivera',
      email: 'jordan.rivera@example.com',
    });
    await expect(page.getByText(SUCCESS_TOAST)).toBeVisible();
    await expect(modal(page)).toBeVisible();
    await expect(modal(page)).toContainText(
      'Thank you for signing up as an affiliate. Our team will reach out to you soon.',
    );
    expect((await modal(page).boundingBox())!.width).toBe(380);
    // Focus is inside the dialog while it is open.
    expect(await modal(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await modal(page).getByRole('button', { name: 'Close' }).click();
    await expect(modal(page)).toBeHidden();
    await expect(send).toBeFocused();
    await expect(page.getByLabel('Full Name')).toHaveValue('');

    // 2. A click on the backdrop.
    await fillAndSend(page, 'Jordan Rivera', 'jordan.rivera+2@example.com');
    await expect(modal(page)).toBeVisible();
    await page.mouse.click(10, 10);
    await expect(modal(page)).toBeHidden();

    // 3. Continue.
    await fillAndSend(page, 'Jordan Rivera', 'jordan.rivera+3@example.com');
    await expect(modal(page)).toBeVisible();
    await modal(page).getByRole('button', { name: 'Continue' }).click();
    await expect(modal(page)).toBeHidden();

    // 4. Escape (a repeat sign-up answers exactly like the first).
    await fillAndSend(page, 'Jordan Rivera', 'jordan.rivera@example.com');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await expect(send).toBeFocused();
  });

  test("toasts 'Signup failed. Please try again.' when the server fails", async ({ page }) => {
    await page.route(CREATE_API, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Error', result: null }),
      }),
    );
    await page.goto('/affiliate-signup');
    await fillAndSend(page, 'Casey Morgan', 'casey@example.com');
    await expect(page.getByText(FAILURE_TOAST)).toBeVisible();
    await expect(modal(page)).toBeHidden();
    // What was typed stays, so the visitor can simply try again.
    await expect(page.getByLabel('Email')).toHaveValue('casey@example.com');
  });

  test('treats a falsy result as a failure', async ({ page }) => {
    await page.route(CREATE_API, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Data added successfully', result: false }),
      }),
    );
    await page.goto('/affiliate-signup');
    await fillAndSend(page, 'Casey Morgan', 'casey@example.com');
    await expect(page.getByText(FAILURE_TOAST)).toBeVisible();
    await expect(modal(page)).toBeHidden();
  });

  test("shows the server's field message under the email field", async ({ page }) => {
    await page.goto('/affiliate-signup');
    await fillAndSend(page, 'Casey Morgan', 'not-an-email');
    await expect(page.getByText(FAILURE_TOAST)).toBeVisible();
    const email = page.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');
  });
});
