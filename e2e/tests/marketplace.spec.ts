import { expect, test, type Page } from '@playwright/test';

/** docs/product.md §10 and §13: the public marketplace preview; §2.12: the maps view. */
const LEADS_API = '/api/v1/leads/get-marketplace-leads-unauthorized';
const leadCards = (page: Page) => page.getByRole('list', { name: 'Leads for sale' }).getByRole('article');

test.describe('public lead marketplace', () => {
  test('lists the leads from the API with where, what, why, when and availability', async ({ page }) => {
    const response = page.waitForResponse((r) => r.url().includes(LEADS_API));
    await page.goto('/marketplace');
    await expect(page.getByRole('heading', { level: 1, name: 'Leads for sale right now' })).toBeVisible();
    const body = (await (await response).json()) as {
      pagination: { currentPage: number; pageCount: number };
      result: { city: string; state: string; ZIP: string; lead_type: string; price: number | null }[];
    };
    await expect(leadCards(page)).toHaveCount(body.result.length);

    const first = body.result[0]!;
    const firstCard = leadCards(page).first();
    await expect(firstCard.getByRole('heading')).toHaveText(`${first.city}, ${first.state} ${first.ZIP}`);
    for (const label of ['Property', 'Timeline', 'Reason', 'Listed on MLS'])
      await expect(firstCard.getByText(label, { exact: true })).toBeVisible();

    const premium = leadCards(page).filter({ hasText: 'Premium' }).first();
    await expect(premium).toContainText(/taken \d of 3 · leaves in \d+ days/);
    const exclusiveLead = body.result.find((lead) => lead.lead_type === 'exclusive');
    if (exclusiveLead)
      await expect(leadCards(page).filter({ hasText: 'Exclusive' }).first()).toContainText(/\$\d+/);

    await expect(firstCard.getByRole('link', { name: /Sign up to take this lead/ })).toHaveAttribute(
      'href',
      /\/sign-up$/,
    );
    await expect(
      page.getByText(`Page ${body.pagination.currentPage} of ${body.pagination.pageCount}`),
    ).toBeVisible();
  });

  test('never shows a seller name, phone or street address', async ({ page }) => {
    const response = page.waitForResponse((r) => r.url().includes(LEADS_API));
    await page.goto('/marketplace');
    const body = (await (await response).json()) as { result: Record<string, unknown>[] };
    for (const lead of body.result) {
      expect(lead).not.toHaveProperty('lead_name');
      expect(lead).not.toHaveProperty('lead_phone');
      expect(lead).not.toHaveProperty('address_line_1');
    }
    await expect(leadCards(page).first()).toBeVisible();
    const text = await page.getByRole('list', { name: 'Leads for sale' }).innerText();
    expect(text).not.toMatch(/\(\d{3}\) \d{3}-\d{4}/);
    expect(text).not.toMatch(/\d+ \w+ (St|Ave|Rd|Ln|Dr|Blvd)\b/);
  });

  test('filters by state and lead type, and pages', async ({ page }) => {
    await page.goto('/marketplace');
    await expect(leadCards(page).first()).toBeVisible();
    await page.getByLabel('State').selectOption('TX');
    await page.getByLabel('Lead type').selectOption('exclusive');
    const request = page.waitForRequest((r) => r.url().includes(LEADS_API) && r.url().includes('state=TX'));
    await page.getByRole('button', { name: 'Show leads' }).click();
    const url = new URL((await request).url());
    expect(url.searchParams.get('lead_type')).toBe('exclusive');
    expect(url.searchParams.get('page')).toBe('1');
    await expect(page.getByRole('button', { name: 'Clear filters (2)' })).toBeEnabled();
    const cards = leadCards(page);
    await expect(cards.first()).toContainText(', TX ');
    for (const heading of await cards.getByRole('heading').allInnerTexts())
      expect(heading).toMatch(/, TX \d{5}$/);
    await expect(cards.filter({ hasText: 'Premium' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear filters (2)' }).click();
    await expect(page.getByLabel('State')).toHaveValue('');
    const next = page.waitForRequest((r) => r.url().includes(LEADS_API) && r.url().includes('page=2'));
    await page.getByRole('button', { name: 'Next' }).click();
    await next;
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  });

  test("shows the server's message for a bad filter", async ({ page }) => {
    await page.goto('/marketplace');
    await page.getByLabel('ZIP code').fill('123');
    await page.getByRole('button', { name: 'Show leads' }).click();
    await expect(page.getByRole('alert')).toHaveText('zip must be five digits');
  });

  test('without a maps key the list works and the map area says how to enable it', async ({ page }) => {
    const mapsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('maps.googleapis.com') || request.url().includes('leads-map-panel'))
        mapsRequests.push(request.url());
    });
    await page.goto('/marketplace');
    await expect(page.getByText('Set VITE_GOOGLE_MAPS_API_KEY to show leads on a map.')).toBeVisible();
    await expect(leadCards(page).first()).toBeVisible();
    // The radius filter needs a map centre, so it is not offered.
    await expect(page.getByLabel('Around the map centre')).toHaveCount(0);
    expect(mapsRequests).toEqual([]);
  });
});
