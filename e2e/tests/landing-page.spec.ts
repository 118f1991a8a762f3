import { expect, test } from '@playwright/test';

const FEATURE_TITLES = [
  'Premium Leads',
  'Exclusive Leads',
  'Cut the Extra Weight',
  'Resources in Abundance',
  'Service Over Transactions',
  'Growth Together',
];

/** docs/product.md §2.4: the public landing page. */
test.describe('landing page', () => {
  test('exports its meta tags and has one h1', async ({ page }) => {
    await page.goto('/landing-page');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\$99/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('the hero counter climbs for 3 s and then shows $1M', async ({ page }) => {
    await page.goto('/landing-page');
    const counter = page.getByTestId('hero-counter');
    await expect(counter).toHaveText(/^\$\d{1,2},?\d{0,3}$/);
    await expect(counter).toHaveText('$1M', { timeout: 6_000 });
  });

  test('under reduced motion the counter shows $1M at once and the reviews stand still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Every figure the counter ever shows, from the first paint: under reduced motion it goes from
    // the server's $0 straight to $1M, with no figure in between, however late the page hydrates.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { counterTexts: string[] }).counterTexts = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="hero-counter"]')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/landing-page');
    await expect(page.getByTestId('hero-counter')).toHaveText('$1M');
    const shown = await page.evaluate(() => (window as unknown as { counterTexts: string[] }).counterTexts);
    expect(shown.filter((text) => text !== '$0')).toEqual(['$1M']);
    const tracks = page.locator('#user-testimonials').getByTestId('testimonial-track');
    for (const track of await tracks.all()) {
      if (await track.isVisible()) await expect(track).toHaveCSS('animation-name', 'none');
    }
  });

  test('calls to action open the app root and the sign-up route', async ({ page }) => {
    await page.goto('/landing-page');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Start for $99' })).toHaveAttribute('href', /\/sign-up$/);
    await expect(main.getByRole('link', { name: 'Explore the platform' }).first()).toHaveAttribute(
      'href',
      /^(https?:\/\/[^/]+)?\/$/,
    );
  });

  test("shows the avatar strip, the success stories and 'What Do We Bring to the Table?'", async ({
    page,
  }) => {
    await page.goto('/landing-page');
    await expect(page.getByText('1,000+ investors', { exact: true })).toBeVisible();
    const stories = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Real Deals Closed by Real Members' }) });
    await expect(stories.getByRole('listitem')).toHaveCount(3);
    await expect(stories.locator('video')).toHaveCount(0);

    const grid = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'What Do We Bring to the Table?', exact: true }) });
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText(FEATURE_TITLES);
  });

  test("'What Our Users Are Saying' shows 16 five-star testimonials that scroll and can be paused", async ({
    page,
  }) => {
    await page.goto('/landing-page');
    const section = page.locator('#user-testimonials');
    await expect(
      section.getByRole('heading', { name: 'What Our Users Are Saying', exact: true }),
    ).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveCount(16);
    await expect(section.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(16);
    const track = section.getByTestId('testimonial-track').first();
    await expect(track).toHaveCSS('animation-name', 'scroll-up');

    const pause = section.getByRole('button', { name: 'Pause scrolling' });
    // The section comes alive as it nears the viewport (an island, decision 008), as a reader scrolls to it.
    await pause.scrollIntoViewIfNeeded();
    await pause.click();
    await expect(section.getByRole('button', { name: 'Resume scrolling' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(track).toHaveCSS('animation-play-state', 'paused');
  });

  test('16 testimonials are there on a phone too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/landing-page');
    await expect(page.locator('#user-testimonials').getByRole('listitem')).toHaveCount(16);
  });

  test("closes with 'Get Your Next Contract Here!' and the shared footer", async ({ page }) => {
    await page.goto('/landing-page');
    await expect(
      page.getByRole('heading', { name: 'Get Your Next Contract Here!', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Members must be 18 or older');
  });
});
