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
    // The page before stays on screen until the filtered one arrives (keepPreviousData): every card
    // must be in Texas once it has.
    await expect(async () => {
      for (const heading of await cards.getByRole('heading').allInnerTexts())
        expect(heading).toMatch(/, TX \d{5}$/);
    }).toPass({ timeout: 15_000 });
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
    await page.getByLabel('ZIP codes').fill('123');
    await page.getByRole('button', { name: 'Show leads' }).click();
    await expect(page.getByRole('alert')).toHaveText('zip must be five digits');
    // A refused search is an answer: nothing is loading any more, and no skeleton stands in for cards.
    await expect(page.locator('[aria-busy]').filter({ has: page.getByRole('alert') })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    await expect(page.getByText('Loading leads…')).toHaveCount(0);
  });

  test('without a maps key the map draws offline, loads only when shown, and says nothing of configuration', async ({
    page,
  }) => {
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (/maps\.googleapis\.com|leads-map|\/assets\/(?:country|\d\d)-[\w-]+\.json/.test(url))
        mapRequests.push(url);
    });
    const response = page.waitForResponse((r) => r.url().includes(LEADS_API));
    await page.goto('/marketplace');
    const listed = ((await (await response).json()) as { result: unknown[] }).result.length;
    await expect(leadCards(page)).toHaveCount(listed);
    await expect(page.locator('body')).not.toContainText('VITE_');
    // The list page loads no map code or geodata until the visitor asks for the map.
    expect(mapRequests).toEqual([]);

    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page).toHaveURL(/[?&]view=map/);
    const map = page.getByRole('region', { name: 'Map of the leads on this page' });
    await expect(map).toHaveAttribute('data-map-ready', 'true');
    expect(mapRequests.some((url) => url.includes('offline-leads-map'))).toBe(true);
    // The country's outline and state lines first (issue 24.5: 17 kB, drawn at build time).
    expect(mapRequests.some((url) => /\/assets\/country-[\w-]+\.json/.test(url))).toBe(true);
    expect(mapRequests.filter((url) => url.includes('maps.googleapis.com'))).toEqual([]);
    // Every lead of the list is on the map, alone or in a cluster that says how many.
    const counts = await map
      .locator('[data-map-marker]')
      .evaluateAll((markers) => markers.map((marker) => Number(marker.getAttribute('data-lead-count'))));
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(listed);
    await expect(page.locator('body')).not.toContainText('VITE_');
  });

  test('the map pans and zooms by keyboard and buttons, and shows a lead’s card on click', async ({
    page,
  }) => {
    await page.goto('/marketplace?near_zip=44113&radius_miles=25&view=map');
    const map = page.getByRole('region', { name: 'Map of the leads on this page' });
    await expect(map).toHaveAttribute('data-map-ready', 'true');
    await expect(map.locator('[data-map-circle]')).toHaveCount(1);
    // Zoomed in on Cleveland: Ohio's county lines are fetched and drawn, not the whole country's.
    await expect(map).toHaveAttribute('data-county-lines', /(^| )39( |$)/);
    expect((await map.getAttribute('data-county-lines'))!.split(' ').length).toBeLessThan(6);
    const scale = async () =>
      Number(/scale\(([\d.]+)\)/.exec((await map.locator('svg g').getAttribute('transform')) ?? '')?.[1]);
    const start = await scale();
    await map.focus();
    await page.keyboard.press('-');
    await expect.poll(scale).toBeCloseTo(start / 2, 3);
    await page.keyboard.press('+');
    await expect.poll(scale).toBeCloseTo(start, 3);
    await map.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(scale).toBeCloseTo(start / 2, 3);
    const before = await map.locator('svg g').getAttribute('transform');
    await map.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => map.locator('svg g').getAttribute('transform')).not.toBe(before);

    // Open markers until one shows its card (a cluster zooms in first).
    const card = page.getByRole('dialog');
    for (let i = 0; i < 8 && (await card.count()) === 0; i++) {
      await map.locator('[data-map-marker]').first().click();
    }
    await expect(card.getByRole('article').first()).toContainText('Cleveland, OH');
    await expect(card.getByRole('link', { name: /Sign up to take this lead/ }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card).toHaveCount(0);
  });

  test('searches a territory: miles around a ZIP code, county, nearest first, with the number of results, kept in the URL', async ({
    page,
  }) => {
    await page.goto('/marketplace');
    await expect(leadCards(page).first()).toBeVisible();
    const form = page.getByRole('form', { name: 'Filter leads' });
    await form.getByLabel('State').selectOption('OH');
    await expect(form.getByLabel('County').locator('option', { hasText: 'Cuyahoga County, OH' })).toHaveCount(
      1,
    );
    await form.getByLabel('County').selectOption('Cuyahoga County, OH');
    await form.getByLabel('Within').selectOption('25');
    await form.getByLabel('Of ZIP code').fill('44113');
    await form.getByLabel('Sort by').selectOption('distance');
    const request = page.waitForResponse(
      (r) => r.url().includes(LEADS_API) && r.url().includes('near_zip=44113'),
    );
    await form.getByRole('button', { name: 'Show leads' }).click();
    const response = await request;
    const sent = new URL(response.url()).searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({
      state: 'OH',
      county: 'Cuyahoga County, OH',
      near_zip: '44113',
      radius_miles: '25',
      sort: 'distance',
    });
    const body = (await response.json()) as {
      pagination: { total: number };
      result: { county: string; distance_miles: number }[];
    };
    expect(body.result.length).toBeGreaterThan(0);
    for (const lead of body.result) {
      expect(lead.county).toBe('Cuyahoga County, OH');
      expect(lead.distance_miles).toBeLessThanOrEqual(25);
    }
    const distances = body.result.map((lead) => lead.distance_miles);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    const total = body.pagination.total;
    await expect(page.getByText(`${total} ${total === 1 ? 'lead matches' : 'leads match'}`)).toBeVisible();
    await expect(leadCards(page).first()).toContainText(/Cuyahoga County, OH · [\d.]+ miles away/);

    // The search is in the address: opened again (a bookmark, a shared link), it is the same search.
    await expect(page).toHaveURL(/near_zip=44113/);
    const bookmarked = page.url();
    const again = await page.context().newPage();
    const repeated = again.waitForResponse(
      (r) => r.url().includes(LEADS_API) && r.url().includes('near_zip=44113'),
    );
    await again.goto(bookmarked);
    expect(Object.fromEntries(new URL((await repeated).url()).searchParams)).toEqual(
      Object.fromEntries(sent),
    );
    const restored = again.getByRole('form', { name: 'Filter leads' });
    await expect(restored.getByLabel('Of ZIP code')).toHaveValue('44113');
    await expect(restored.getByLabel('Within')).toHaveValue('25');
    await expect(restored.getByLabel('County')).toHaveValue('Cuyahoga County, OH');
    await expect(restored.getByLabel('Sort by')).toHaveValue('distance');
    await expect(again.getByText(`${total} ${total === 1 ? 'lead matches' : 'leads match'}`)).toBeVisible();
    await again.close();
  });

  test('several ZIP codes at once and an exclusive price range', async ({ page }) => {
    await page.goto('/marketplace');
    await expect(leadCards(page).first()).toBeVisible();
    const form = page.getByRole('form', { name: 'Filter leads' });
    await form.getByLabel('ZIP codes').fill('44113, 44114, 77004');
    await form.getByLabel('Exclusive price from ($)').fill('50');
    await form.getByLabel('Exclusive price to ($)').fill('100');
    const request = page.waitForResponse(
      (r) => r.url().includes(LEADS_API) && r.url().includes('price_min=50'),
    );
    await form.getByRole('button', { name: 'Show leads' }).click();
    const body = (await (await request).json()) as {
      result: { ZIP: string; lead_type: string; price: number | null }[];
    };
    for (const lead of body.result) {
      expect(['44113', '44114', '77004']).toContain(lead.ZIP);
      if (lead.lead_type === 'exclusive') {
        expect(lead.price).toBeGreaterThanOrEqual(50);
        expect(lead.price).toBeLessThanOrEqual(100);
      }
    }
    await expect(page).toHaveURL(/zip=44113%2C44114%2C77004/);
  });

  test('the header and the home page lead to the marketplace', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Browse the leads for sale now' }).click();
    await expect(page).toHaveURL(/\/marketplace\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Leads for sale right now' })).toBeVisible();
    await page.goto('/faq');
    await page.getByRole('banner').getByRole('link', { name: 'Marketplace' }).click();
    await expect(page).toHaveURL(/\/marketplace\/?$/);
  });
});

test.describe('the offline map on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('draws every lead of the list, and the menu links to the marketplace', async ({ page }) => {
    const response = page.waitForResponse((r) => r.url().includes(LEADS_API));
    await page.goto('/marketplace?view=map');
    const listed = ((await (await response).json()) as { result: unknown[] }).result.length;
    const map = page.getByRole('region', { name: 'Map of the leads on this page' });
    await expect(map).toHaveAttribute('data-map-ready', 'true');
    await expect(leadCards(page)).toHaveCount(listed);
    const counts = await map
      .locator('[data-map-marker]')
      .evaluateAll((markers) => markers.map((marker) => Number(marker.getAttribute('data-lead-count'))));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(listed);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Browse leads for sale' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
  });
});
