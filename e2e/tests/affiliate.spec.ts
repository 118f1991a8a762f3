import { expect, test } from '@playwright/test';

/** The affiliate landing page (docs/product.md §2.10). */
test.describe('affiliate landing page', () => {
  test('hero with the spec texts; Get Started and Explore open in a new tab', async ({ page }) => {
    await page.goto('/affiliate');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smart Partnerships Real Payouts');
    await expect(
      page.getByText(
        /^Help businesses grow while you earn\. Join \S.*'s affiliate program and turn referrals into real revenue\.$/,
      ),
    ).toBeVisible();

    const getStarted = page.getByRole('link', { name: /^Get Started/ });
    await expect(getStarted).toHaveAttribute('target', '_blank');
    await expect(getStarted).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(getStarted).toHaveAttribute('href', /\S/);

    const explore = page.getByRole('link', { name: /^Explore/ });
    await expect(explore).toHaveAttribute('target', '_blank');
    await expect(explore).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(explore).toHaveAttribute('href', /\/$/);
  });

  test('the prerendered HTML already shows the final stats for readers without JavaScript', async ({
    request,
  }) => {
    const html = await (await request.get('/affiliate')).text();
    expect(html).toContain('Numbers that Drive Impact — Your Success, Visualized');
    for (const value of ['11%', '$15,000', '100%', '500+']) expect(html).toContain(value);
  });

  test('the stats count up once, to the spec values, when scrolled into view', async ({ page }) => {
    await page.goto('/affiliate');
    const strip = page.getByRole('region', { name: 'Numbers that Drive Impact — Your Success, Visualized' });
    const values = strip.locator('[data-stat-value]');
    // After hydration the numbers wait at zero until the strip is half visible.
    await expect(values).toHaveText(['0%', '$0', '0%', '0+']);

    await strip.scrollIntoViewIfNeeded();
    await expect(values).toHaveText(['11%', '$15,000', '100%', '500+'], { timeout: 5000 });
    for (const label of [
      'Lifetime Commission',
      'Daily Sales',
      'Guaranteed Payments',
      'Affiliates Onboarded',
    ]) {
      await expect(strip.getByText(label)).toBeVisible();
    }

    await page.evaluate(() => window.scrollTo(0, 0));
    await strip.scrollIntoViewIfNeeded();
    await expect(values).toHaveText(['11%', '$15,000', '100%', '500+'], { timeout: 100 });
  });

  test('six feature cards, how it works and the payout FAQ', async ({ page }) => {
    await page.goto('/affiliate');
    for (const title of [
      'Premium Leads',
      'Exclusive Leads',
      'Cut the Extra Weight',
      'Resources in Abundance',
      'Service Over Transactions',
      'Growth Together',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
    }
    const steps = page
      .getByRole('region', { name: 'Three steps to your first commission' })
      .getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(2)).toContainText('11% for life');

    const question = page.getByRole('button', { name: 'How much do I earn?' });
    // The FAQ comes alive as it nears the viewport (an island, decision 008), as a reader scrolls to it.
    await question.scrollIntoViewIfNeeded();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'How much do I earn?' })).toContainText(
      '11% of what the businesses you refer spend with us',
    );
  });
});
