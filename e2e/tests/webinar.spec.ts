import { expect, test } from '@playwright/test';

/** The webinar landing page (docs/product.md §2.11); the date (July 16th, 2025 7PM CDT) has passed. */
test.describe('webinar page', () => {
  test('hero with the spec texts, and honest about the past date', async ({ page }) => {
    await page.goto('/webinar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Discover How to Make First $10,000 Wholesaling Real Estate',
    );
    await expect(page.getByText('FREE TRAINING FOR REAL ESTATE INVESTORS', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Free Training' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Services' })).toBeVisible();
    await expect(
      page.getByText('The live session took place on July 16th, 2025 at 7PM CDT.', { exact: false }),
    ).toBeVisible();
    await expect(page.locator('time[datetime="2025-07-16T19:00:00-05:00"]').first()).toHaveText(
      'July 16th, 2025 at 7PM CDT',
    );
  });

  test('asks for the recording through the contact endpoint', async ({ page }) => {
    await page.goto('/webinar');
    const form = page.getByRole('form', { name: 'Get the recording' });
    await form.getByLabel('Your name').fill('Dana Reed');
    await form.getByLabel('Email').fill('dana.reed@example.com');
    const [request] = await Promise.all([
      page.waitForRequest(
        (r) => r.url().endsWith('/api/v1/contact/create-contact-message') && r.method() === 'POST',
      ),
      form.getByRole('button', { name: 'Get the recording' }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({
      name: 'Dana Reed',
      email: 'dana.reed@example.com',
      message: 'Webinar recording request',
    });
    await expect(
      page.getByRole('status').filter({ hasText: 'We will email you the recording' }),
    ).toBeVisible();
  });

  test("'Here's what we'll cover' starts with Secret 1 open and keeps one item open at a time", async ({
    page,
  }) => {
    await page.goto('/webinar');
    const cover = page.getByRole('region', { name: "Here's what we'll cover" });
    const items = cover.getByRole('button', { name: /^(Secret [123]|Grant Access)/ });
    await expect(items).toHaveCount(4);
    const [secret1, secret2, secret3, grant] = [items.nth(0), items.nth(1), items.nth(2), items.nth(3)];
    const expanded = async (states: boolean[]) => {
      for (const [index, item] of [secret1, secret2, secret3, grant].entries()) {
        await expect(item).toHaveAttribute('aria-expanded', String(states[index]));
      }
    };

    await expanded([true, false, false, false]);
    await expect(cover.getByText(/little to no experience/).first()).toBeVisible();
    await expect(cover.getByRole('region')).toContainText('You do not need a license');

    await secret2.click();
    await expanded([false, true, false, false]);
    await expect(cover.getByRole('region')).toBeHidden();

    await grant.click();
    await expanded([false, false, false, true]);

    await grant.click();
    await expanded([false, false, false, false]);

    await secret1.click();
    await expanded([true, false, false, false]);
    await secret1.click();
    await expanded([false, false, false, false]);
  });

  test("the designer card's Show More toggles more text", async ({ page }) => {
    await page.goto('/webinar');
    const showMore = page.getByRole('button', { name: 'Show More' });
    await expect(showMore).toHaveAttribute('aria-expanded', 'false');
    await showMore.click();
    const showLess = page.getByRole('button', { name: 'Show Less' });
    await expect(showLess).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/Every module is built from real calls/)).toBeVisible();
    await showLess.click();
    await expect(page.getByText(/Every module is built from real calls/)).toBeHidden();
  });

  test('Top 3 Speakers and What Our Clients Say are static, with inert arrows', async ({ page }) => {
    await page.goto('/webinar');
    const speakers = page.getByRole('region', { name: 'Top 3 Speakers' });
    await expect(speakers.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(speakers.getByText('$35/hr').first()).toBeVisible();
    await expect(speakers.getByText('$40/hr')).toBeVisible();

    const clients = page.getByRole('region', { name: 'What Our Clients Say' });
    await expect(clients.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);
    await expect(clients.getByRole('list', { name: 'Topics' })).toHaveCount(3);
    for (const name of ['Previous testimonials', 'Next testimonials']) {
      await expect(clients.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    const first = await clients.getByRole('blockquote').first().textContent();
    // Playwright itself treats aria-disabled as disabled, so force the click to prove it changes nothing.
    await clients.getByRole('button', { name: 'Next testimonials' }).click({ force: true });
    await expect(clients.getByRole('blockquote').first()).toHaveText(first ?? '');
  });

  test("a decorative 'Get Started' bubble follows the mouse over the headline", async ({ page }) => {
    await page.goto('/webinar');
    const headline = page.getByRole('heading', { level: 1 });
    const bubble = page.getByTestId('follow-bubble');
    await expect(bubble).toHaveAttribute('aria-hidden', 'true');
    const box = (await headline.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 20);
    await page.mouse.move(box.x + box.width - 40, box.y + box.height / 2, { steps: 5 });
    await expect(bubble).toHaveCSS('opacity', '1');
    await expect(bubble).toHaveText('Get Started');
    // Eased: a moment later it has caught up with the pointer.
    await expect
      .poll(async () => (await bubble.boundingBox())?.x ?? 0, { timeout: 3000 })
      .toBeGreaterThan(box.x + box.width / 2);
  });
});
