import { expect, test, type Page } from '@playwright/test';

const BRAND = process.env.E2E_BRAND_NAME ?? 'SellerSignal';

/** docs/product.md §2.1 and §2.3: the home page and its nine sections. */
test.describe('home page', () => {
  test('exports its title, description and Open Graph tags', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(new RegExp(BRAND));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\$99/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  });

  test('the hero says what is sold, to whom, for how much and how to start, within one screen', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('main').first()).toHaveAttribute('id', 'home');
    const hero = page.getByRole('heading', { level: 1 });
    await expect(hero).toHaveText(/Motivated-seller leads for investors, wholesalers & agents/);
    await expect(hero).toBeInViewport();
    const heroSection = page.locator('section').filter({ has: hero });
    await expect(heroSection.getByText('$99', { exact: true })).toBeInViewport();
    await expect(heroSection.getByText('25 leads', { exact: true })).toBeInViewport();
    const signUp = page.getByRole('link', { name: /^Sign up — start for \$99$/ });
    await expect(signUp).toHaveAttribute('href', /\/sign-up$/);
    await expect(signUp).toBeInViewport();
    for (const claim of ['1,000+', '~$1M', '~$10K'])
      await expect(page.locator('main dl').first()).toContainText(claim);

    await page.getByRole('link', { name: 'See pricing' }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.locator('section#pricing')).toBeInViewport();
  });

  test('shows the sections in order, ending with the testimonials and the promotional block', async ({
    page,
  }) => {
    await page.goto('/');
    const headings = await page.locator('main h2').allTextContents();
    const expectedOrder = [
      /Built by investors/,
      /four steps/,
      /steady pipeline/,
      /nobody else is calling/,
      new RegExp(`What you get with ${BRAND}`),
      /Questions investors ask/,
      new RegExp(`What Clients Say About ${BRAND}`),
      /already in the marketplace/,
    ];
    let cursor = -1;
    for (const pattern of expectedOrder) {
      const index = headings.findIndex((text, i) => i > cursor && pattern.test(text));
      expect(index, `heading ${pattern} after position ${cursor}`).toBeGreaterThan(cursor);
      cursor = index;
    }
    await expect(page.locator('section#pricing')).toHaveCount(1);
  });

  test('the four feature highlights expand and collapse', async ({ page }) => {
    await page.goto('/');
    for (const title of ['Exclusive Leads', 'Premium Leads', 'Features', 'Wallet']) {
      await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
    }
    const toggle = page.getByRole('button', { name: 'See more about Wallet' });
    const card = page
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: 'Wallet', exact: true }) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(card).toContainText('...');

    // The section comes alive as it nears the viewport (an island, decision 008), as a reader scrolls to it.
    await toggle.scrollIntoViewIfNeeded();
    await toggle.click();
    const collapse = page.getByRole('button', { name: 'See less about Wallet' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect(card).toContainText('special events are credited there too.');

    await collapse.click();
    await expect(page.getByRole('button', { name: 'See more about Wallet' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(card).not.toContainText('special events are credited there too.');
  });

  test('six client testimonials show posters, with no broken media when no video storage is configured', async ({
    page,
  }) => {
    await page.goto('/');
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: `What Clients Say About ${BRAND}`, exact: true }) });
    await expect(section.getByRole('listitem').filter({ has: page.locator('blockquote') })).toHaveCount(6);
    await expect(section.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(6);
    await expect(section.locator('video')).toHaveCount(0);
    await expect(section.getByRole('button', { name: /^Play video/ })).toHaveCount(0);
  });

  test("the promotional block's Learn more opens the web app's marketplace", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', /\/marketplace$/);
  });

  test('shows a FAQ excerpt linking to all questions', async ({ page }) => {
    await page.goto('/');
    await page.getByText('What is a motivated-seller lead?').click();
    await expect(page.getByText(/A homeowner who has told us they want to sell/)).toBeVisible();
    await expect(page.getByRole('link', { name: /See all 14 questions/ })).toHaveAttribute('href', '/faq');
  });
});

test.describe('home page contact form', () => {
  test('explains what is wrong before sending anything', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/contact/')) posts.push(request.url());
    });
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Talk to a person, not a bot' });
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Message').fill('Too short');
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Email')).toHaveValue('not-an-email');
    expect(posts).toEqual([]);
  });

  test('sends a message and confirms it on the page and in a toast', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Talk to a person, not a bot' });
    await form.getByLabel('Name').fill('Jordan Miles');
    await form.getByLabel('Email').fill(`jordan+${Date.now()}@example.com`);
    await form.getByLabel('Phone').fill('+1 (480) 555-0199');
    await form.getByLabel('Message').fill('Do you cover Tulsa, Oklahoma? I would take 20 leads a month.');
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(form.getByRole('status')).toContainText('your message is on its way');
    await expect(page.getByText('Message sent. We will get back to you soon.')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
  });

  test('keeps what was typed and shows an error when sending fails', async ({ page }) => {
    await page.route('**/api/v1/contact/create-contact-message', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Error', result: null }),
      }),
    );
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Talk to a person, not a bot' });
    await form.getByLabel('Name').fill('Jordan Miles');
    await form.getByLabel('Email').fill('jordan@example.com');
    await form.getByLabel('Message').fill('Do you cover Tulsa, Oklahoma? I would take 20 leads a month.');
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(form.getByRole('alert')).toHaveText('Error');
    await expect(form.getByLabel('Message')).toHaveValue(
      'Do you cover Tulsa, Oklahoma? I would take 20 leads a month.',
    );
  });
});

/**
 * Decision 014: below its first block the page is laid out as it nears the screen, with estimated
 * heights until then. A jump to #pricing must still land on the section itself, not an
 * estimate's error away from it: from the hero's link before and after the islands have
 * started, and on a visit opened at /#pricing.
 */
test.describe('jumps to #pricing on a phone (lazily laid out page)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Waits for the smooth scroll to settle, then holds the pricing section's top near the viewport's. */
  async function expectLandedOnPricing(page: Page) {
    let last = Number.NaN;
    await expect
      .poll(async () => {
        const top = await page
          .locator('section#pricing')
          .evaluate((el) => Math.round(el.getBoundingClientRect().top));
        const settled = top === last;
        last = top;
        return settled;
      })
      .toBe(true);
    expect(last).toBeGreaterThanOrEqual(0);
    expect(last).toBeLessThan(120);
  }

  test('the hero link lands on the section before the islands have started', async ({ page }) => {
    await page.route('**/assets/island-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'See pricing' }).click();
    await expectLandedOnPricing(page);
  });

  test('the hero link lands on the section once the page is live', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'See pricing' }).click();
    await expectLandedOnPricing(page);
  });

  test('a visit opened at /#pricing lands on the section', async ({ page }) => {
    await page.goto('/#pricing');
    await page.waitForLoadState('networkidle');
    await expectLandedOnPricing(page);
  });
});
