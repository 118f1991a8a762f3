import { expect, test, type Page } from '@playwright/test';

/** The content pages of docs/product.md §2.1: lead pages, terms, privacy, FAQ, refund policy and the 404 page. */

async function expectTexts(page: Page, texts: readonly (string | RegExp)[]) {
  const main = page.getByRole('main');
  for (const text of texts) await expect(main.getByText(text).first()).toBeVisible();
}

test.describe('every content page has its meta tags', () => {
  for (const path of [
    '/premiumleads',
    '/exclusiveleads',
    '/terms-and-conditions',
    '/agreement',
    '/privacy-policy',
    '/faq',
    '/refund',
    '/affiliate',
    '/webinar',
  ]) {
    test(`${path} has a title, a description and Open Graph tags, and one h1`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(/\S/);
      for (const selector of [
        'meta[name="description"]',
        'meta[property="og:title"]',
        'meta[property="og:description"]',
        'meta[property="og:type"]',
      ]) {
        await expect(page.locator(selector)).toHaveAttribute('content', /\S/);
      }
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }
});

test.describe('Premium Leads page', () => {
  test('explains the premium rules of the spec with a sample lead and a comparison', async ({ page }) => {
    await page.goto('/premiumleads');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Premium Leads');
    await expectTexts(page, [
      /non-exclusive/,
      'Included in Basic and Pro',
      /cold calls, inbound and outbound marketing and Meta ads/i,
      'Qualified before upload',
      /at most three buyers/,
      /after three downloads or 30 days, whichever comes first/,
      /unused credits do not roll over/,
      /before 10 AM Central Time/,
      'CSV download',
      'Webhook API',
      'Google Sheet',
      'Go High Level',
    ]);
    for (const reason of ['Incorrect lead type', 'Listed on MLS', 'Already sold', 'Unmotivated seller']) {
      await expect(
        page
          .getByRole('main')
          .getByRole('listitem')
          .filter({ hasText: new RegExp(`^${reason}$`) }),
      ).toBeVisible();
    }
    const sample = page.getByRole('figure').filter({ hasText: 'Sample' });
    await expect(sample).toContainText('Premium Lead');
    for (const field of [
      'Property address',
      'Property type',
      'Listed on MLS',
      'Reason for selling',
      'Selling timeline',
      'Location',
    ]) {
      await expect(sample.getByRole('term').filter({ hasText: field })).toBeVisible();
    }
    for (const field of [
      'Seller name',
      'Phone number',
      'Property address',
      'Property type',
      'MLS-listed flag',
      'Reason for selling',
      'Selling timeline',
      'Location',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: field, exact: true })).toBeVisible();
    }
    const table = page.getByRole('table', { name: 'Comparison of Premium Leads and Exclusive Leads' });
    await expect(table.getByRole('columnheader')).toContainText(['Premium Leads', 'Exclusive Leads']);
    await expect(table.getByRole('row', { name: /Buyers per lead/ })).toContainText('One buyer only');
  });

  test('calls to action lead to sign-up and to the pricing section', async ({ page }) => {
    await page.goto('/premiumleads');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Start with 25 leads for $99' }).first()).toHaveAttribute(
      'href',
      /\/sign-up$/,
    );
    await expect(main.getByRole('link', { name: 'See pricing' }).first()).toHaveAttribute(
      'href',
      '/#pricing',
    );
  });
});

test.describe('Exclusive Leads page', () => {
  test('explains the exclusive rules of the spec', async ({ page }) => {
    await page.goto('/exclusiveleads');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Exclusive Leads');
    await expectTexts(page, [
      'One buyer only',
      'Validated twice',
      'From Meta ads and AI callers',
      'First come, first served',
      'Paid from your wallet',
      /giveaways and special events/,
      /disappears from the marketplace/,
      /within 72 hours of receiving it/,
      /call, SMS or email logs/,
    ]);
    for (const reason of [
      'Invalid contact info',
      'Duplicate',
      'Wholesaler submission',
      'Seller not interested',
    ]) {
      await expect(
        page
          .getByRole('main')
          .getByRole('listitem')
          .filter({ hasText: new RegExp(`^${reason}$`) }),
      ).toBeVisible();
    }
    await expect(page.getByRole('figure').filter({ hasText: 'Sample' })).toContainText('Exclusive Lead');
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /Sign up to buy Exclusive Leads/ })
        .first(),
    ).toHaveAttribute('href', /\/sign-up$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'See pricing' }).first()).toHaveAttribute(
      'href',
      '/#pricing',
    );
  });
});

test.describe('terms and conditions', () => {
  test('/agreement and /terms-and-conditions show the same terms; /agreement has its own way home', async ({
    page,
  }) => {
    await page.goto('/terms-and-conditions');
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    const text = await page.getByRole('article').innerText();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveCount(0);

    await page.goto('/agreement');
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      headings,
    );
    expect(await page.getByRole('article').innerText()).toBe(text);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('states every rule of the spec', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
    await expectTexts(page, [
      /Effective date:/,
      '18 years of age or older',
      /renews automatically/,
      'Cancellation takes effect at the end of the current billing period',
      'US dollars (USD)',
      /Fees are non-refundable and there are no refunds on subscriptions/,
      'at least one month ahead',
      'up to about one month of service',
      /We may suspend your access while a payment is/,
      /credits reset after each successful monthly charge/,
      /credits reset on each monthly anniversary/,
      'Unused credits are forfeited',
      /leaves the marketplace after three downloads or 30 days/,
      /removed from the marketplace once it has been downloaded by its buyer/,
      /250,000 lead rows per calendar month/,
      'text messages, at most one per day',
      'deny, revoke or limit access',
      'State of Arizona',
    ]);
    await expect(page.getByRole('article').getByRole('link', { name: /@/ }).first()).toHaveAttribute(
      'href',
      /^mailto:/,
    );
  });

  test('the table of contents links to numbered sections', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.getByRole('link', { name: /Governing law/ }).click();
    await expect(page).toHaveURL(/#governing-law$/);
    await expect(page.getByRole('heading', { name: /^\d+\. Governing law and disputes$/ })).toBeInViewport();
  });
});

test.describe('privacy policy', () => {
  test('says what is collected and why', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expectTexts(page, [
      'Account information:',
      'Billing information:',
      /payment processor/,
      'Usage information:',
      'API and integration data:',
      'Leads delivered to you:',
      'session cookie',
      'The Meta pixel is used only when it is enabled',
      'at most once per day',
      /laws of the State of Arizona/,
      'Your rights and choices',
      // The retention table of docs/privacy.md, in plain words.
      /deleted 180 days after the lead leaves our marketplace/,
      /their content is deleted after 90 days/,
      /kept for seven years because tax and accounting law requires it/,
    ]);
  });
});

test.describe('FAQ', () => {
  test('has exactly 14 questions and FAQPage data', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('main').getByRole('button', { expanded: false })).toHaveCount(14);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(14);
  });

  test('the accordion works from the keyboard', async ({ page }) => {
    await page.goto('/faq');
    const questions = page.getByRole('main').getByRole('button', { name: /\?$/ });
    const first = questions.first();
    // The prerendered questions are enabled once the page has hydrated (they paint before it).
    await expect(first).toBeEnabled();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const region = page.getByRole('region', { name: 'What is a motivated-seller lead?' });
    await expect(region).toBeVisible();
    await expect(region).toContainText('seller name, phone number, property address');

    await page.keyboard.press('ArrowDown');
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('region', { name: /difference between Premium Leads and Exclusive Leads/ }),
    ).toContainText('at most 3 buyers');

    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(region).toBeHidden();
  });
});

test.describe('refund policy', () => {
  test('covers subscriptions, premium replacements and exclusive wallet refunds', async ({ page }) => {
    await page.goto('/refund');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refund Policy');
    await expectTexts(page, [
      'There are no refunds on subscriptions.',
      'we replace a Premium Lead',
      'back to your wallet',
      'within 72 hours of receiving the lead',
      'call, SMS or email logs',
      /purchased-leads area/,
      'What happens next',
    ]);
    const article = page.getByRole('article');
    for (const item of [
      'Incorrect lead type',
      'Listed on MLS',
      'Already sold',
      'Unmotivated seller',
      'Invalid contact info',
      'Duplicate',
      'Wholesaler submission',
      'Seller not interested',
    ]) {
      await expect(article.getByText(item, { exact: true })).toBeVisible();
    }
    for (const item of ['the property address;', 'the seller name;', 'the contact number you used.']) {
      await expect(article.getByText(item)).toBeVisible();
    }
  });
});

test.describe('not-found page', () => {
  test('a friendly 404 with links home, to Premium Leads and the FAQ', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle('Page not found');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Home page/ })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: /Premium Leads/ })).toHaveAttribute('href', '/premiumleads');
    await expect(main.getByRole('link', { name: /FAQ/ })).toHaveAttribute('href', '/faq');
  });
});
