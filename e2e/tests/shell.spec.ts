import { expect, test } from '@playwright/test';

/** docs/product.md §2.1 and §2.2: the shared header, the second shared element, the footer and the route shell. */
test.describe('shared header', () => {
  test('is sticky and turns solid once the page is scrolled', async ({ page }) => {
    await page.goto('/faq');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(header).toHaveCSS('position', 'sticky');

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('has the logo, the four nav links, socials, Sign up and Login', async ({ page }) => {
    await page.goto('/faq');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/');

    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Premium Leads', 'Exclusive Leads', 'Pricing']);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/#home');
    await expect(nav.getByRole('link', { name: 'Premium Leads' })).toHaveAttribute('href', '/premiumleads');
    await expect(nav.getByRole('link', { name: 'Exclusive Leads' })).toHaveAttribute(
      'href',
      '/exclusiveleads',
    );
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');

    for (const name of [/Facebook group/, /Instagram/, /Youtube/]) {
      const link = header.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(header.getByRole('link', { name: 'Sign up', exact: true })).toHaveAttribute(
      'href',
      /\/sign-up$/,
    );
    await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute(
      'href',
      /\/login$/,
    );
  });

  test('keeps the socials, Sign up and Login on one row at every desktop width', async ({ page }) => {
    for (const width of [1024, 1140, 1279, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/faq');
      const header = page.getByRole('banner');
      for (const name of [/Facebook group/, /Instagram/, /Youtube/])
        await expect(header.getByRole('link', { name })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
      // Nothing overflows: the page is no wider than the window, and the header is one row.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(80);
      if (width === 1024)
        await page.screenshot({
          path: test.info().outputPath('header-1024.png'),
          clip: { x: 0, y: 0, width, height: 90 },
        });
    }
  });

  test('highlights the active link, comparing the hash for hash links', async ({ page }) => {
    await page.goto('/premiumleads');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Premium Leads' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', /.+/);

    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'location');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', /.+/);
    await expect(nav.getByRole('link', { name: 'Premium Leads' })).not.toHaveAttribute('aria-current', /.+/);
  });

  test('hash links scroll to their section, also when coming from another page', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator('#pricing')).toBeInViewport();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/#home$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(200);
  });

  test('a direct visit to /#pricing lands on the pricing section', async ({ page }) => {
    await page.goto('/#pricing');
    await expect(page.locator('#pricing')).toBeInViewport();
  });

  test('is not shown on the user agreement', async ({ page }) => {
    await page.goto('/agreement');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // The menu button works once the page's JavaScript has started.
  test.beforeEach(async ({ page }) => {
    await page.goto('/faq');
    await page.waitForLoadState('networkidle');
  });

  test('opens as a dialog, moves focus in, closes with Escape or the close button and gives focus back', async ({
    page,
  }) => {
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const openButton = header.getByRole('button', { name: 'Open menu' });
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');

    await openButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(openButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', /\/login$/);
    await expect(menu.getByRole('link')).toContainText([
      'Home',
      'Premium Leads',
      'Exclusive Leads',
      'Pricing',
    ]);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(openButton).toBeFocused();

    await openButton.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(openButton).toBeFocused();
  });

  test('following a link from the menu closes it and navigates', async ({ page }) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Exclusive Leads' }).click();
    await expect(page).toHaveURL(/\/exclusiveleads$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });
});

test.describe('around every page', () => {
  test('the offer bar links to the plans', async ({ page }) => {
    await page.goto('/faq');
    const offer = page.getByRole('complementary', { name: 'Offer for new members' });
    await expect(offer).toContainText('$99');
    await expect(offer).toContainText('WELCOME50');
    await expect(offer.getByRole('link', { name: /See plans/ })).toHaveAttribute('href', '/plans');
  });

  test('the footer links every public page and states the terms', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const href of [
      '/premiumleads',
      '/exclusiveleads',
      '/plans',
      '/landing-page',
      '/webinar',
      '/faq',
      '/docs',
      '/affiliate',
      '/affiliate-signup',
      '/unsubscribe',
      '/terms-and-conditions',
      '/privacy-policy',
      '/privacy/sellers',
      '/refund',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText('Members must be 18 or older');
    await expect(footer).toContainText('USD');
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  });

  test("client-side navigation never leaves 'Loading...' on screen and scrolls to the top", async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('without a configured pixel id no Meta pixel is loaded', async ({ page }) => {
    const pixelRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('connect.facebook.net')) pixelRequests.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Premium Leads' }).click();
    await expect(page).toHaveURL(/\/premiumleads$/);
    expect(await page.evaluate(() => 'fbq' in window)).toBe(false);
    await expect(page.locator('script[src*="connect.facebook.net"]')).toHaveCount(0);
    expect(pixelRequests).toEqual([]);
  });
});
