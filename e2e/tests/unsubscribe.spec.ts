import { expect, test, type Page } from '@playwright/test';
import { isGreen, isRed, rgbOf } from './entry-helpers';

/** A gate a routed request waits at until the test has seen what it needed (no fixed delay). */
function holdUntilReleased() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release: () => release() };
}

/** docs/product.md §2.7, §4, §5 and §8: the newsletter unsubscribe page against the real API. */
const UNSUBSCRIBE_API = '**/api/v1/customers/unsubscribe-newsletter';

const emailInput = (page: Page) => page.getByRole('searchbox', { name: 'Email address' });

test.describe('newsletter unsubscribe', () => {
  test('shows the centred title, the search-type input and the Unsubscribe button', async ({ page }) => {
    await page.goto('/unsubscribe');
    const title = page.getByRole('heading', { level: 1, name: 'Unsubscribe Yourself from Newsletter' });
    await expect(title).toHaveCSS('text-align', 'center');
    await expect(emailInput(page)).toHaveAttribute('type', 'search');
    await expect(emailInput(page)).toHaveAttribute('placeholder', 'Enter your email to unsubscribe');
    await expect(emailInput(page)).toHaveAttribute('required', '');
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });

  test('goes Loading... → Unsubscribed (disabled, green) and offers to subscribe again', async ({ page }) => {
    await page.goto('/unsubscribe');
    await emailInput(page).fill('happy-path@example.com');
    // Hold the answer back until the loading state has been seen.
    const held = holdUntilReleased();
    await page.route(UNSUBSCRIBE_API, async (route) => {
      await held.released;
      await route.continue();
    });
    const request = page.waitForRequest(
      (r) => r.url().endsWith('/customers/unsubscribe-newsletter') && r.method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    held.release();
    expect((await request).postDataJSON()).toEqual({ email: 'happy-path@example.com' });

    const done = page.getByRole('button', { name: 'Unsubscribed' });
    await expect(done).toBeDisabled();
    expect(isGreen(await rgbOf(done, 'background-color'))).toBe(true);
    await expect(page.getByText("You won't receive our newsletter at this address any more.")).toBeVisible();

    // The button stays disabled: Enter in the field sends nothing more.
    let extraCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/customers/unsubscribe-newsletter')) extraCalls += 1;
    });
    await emailInput(page).press('Enter');
    await expect(done).toBeDisabled();
    expect(extraCalls).toBe(0);

    const resubscribe = page.waitForRequest((r) => r.url().endsWith('/customers/resubscribe-newsletter'));
    await page.getByRole('button', { name: 'Subscribe again' }).click();
    expect((await resubscribe).postDataJSON()).toEqual({ email: 'happy-path@example.com' });
    // Double opt-in (docs/decisions/018): subscribed only once the emailed link is opened.
    await expect(page.getByText('Check your inbox.')).toBeVisible();
    await expect(page.getByText('We sent a link to happy-path@example.com.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });

  test('lets a malformed address through to the server and shows its message in red under the form', async ({
    page,
  }) => {
    await page.goto('/unsubscribe');
    await emailInput(page).fill('not-an-email');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    const error = page.getByText('Enter a valid email address');
    await expect(error).toBeVisible();
    expect(isRed(await rgbOf(error, 'color'))).toBe(true);
    // Back to idle: the visitor can correct the address and try again.
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
    await expect(emailInput(page)).toHaveAttribute('aria-invalid', 'true');
  });

  test("shows 'Failed to unsubscribe. Please try again.' when the result is falsy", async ({ page }) => {
    await page.route(UNSUBSCRIBE_API, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Failed to edit data', result: false }),
      }),
    );
    await page.goto('/unsubscribe');
    await emailInput(page).fill('falsy@example.com');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('Failed to unsubscribe. Please try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });

  test('clears the previous error when trying again, and says so when the server cannot be reached', async ({
    page,
  }) => {
    await page.route(UNSUBSCRIBE_API, (route) => route.abort('connectionrefused'));
    await page.goto('/unsubscribe');
    await emailInput(page).fill('offline@example.com');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(
      page.getByText('We could not reach the server. Check your connection and try again.'),
    ).toBeVisible();

    await page.unroute(UNSUBSCRIBE_API);
    const heldAgain = holdUntilReleased();
    await page.route(UNSUBSCRIBE_API, async (route) => {
      await heldAgain.released;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('button', { name: 'Loading...' })).toBeVisible();
    heldAgain.release();
    await expect(
      page.getByText('We could not reach the server. Check your connection and try again.'),
    ).toBeHidden();
    await expect(page.getByRole('button', { name: 'Unsubscribed' })).toBeDisabled();
  });

  test('needs a value before anything is sent (browser-level required) and works from the keyboard', async ({
    page,
  }) => {
    await page.goto('/unsubscribe');
    // The button is disabled until the page's script runs, and Tab skips a disabled button: on a
    // busy machine the keys below came before it and focus went past it.
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/customers/unsubscribe-newsletter')) calls += 1;
    });
    await emailInput(page).focus();
    await page.keyboard.press('Enter');
    expect(await emailInput(page).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
    expect(calls).toBe(0);

    await page.keyboard.type('keyboard-user@example.com');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Unsubscribed' })).toBeDisabled();
    expect(calls).toBe(1);
  });
});
