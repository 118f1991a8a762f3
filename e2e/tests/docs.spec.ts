import { expect, test } from '@playwright/test';

/** docs/product.md §2.8, and §4 and §9: 'Copied!' for 2 s. */
test.describe('webhook API documentation', () => {
  test('explains the x-api-key header, the Postman steps and the endpoint', async ({ page, baseURL }) => {
    await page.goto('/docs');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhook API documentation' })).toBeVisible();

    const auth = page.getByRole('region', { name: 'Authentication' });
    await expect(auth).toContainText('x-api-key');

    const postman = page.getByRole('region', { name: 'Try it in Postman' }).getByRole('listitem');
    await expect(postman).toContainText([
      'GET',
      'Authorization',
      'API Key',
      'x-api-key',
      'generated API key',
      'Header',
    ]);

    const endpoint = page.getByRole('region', { name: 'The endpoint' });
    // The page's own origin, once hydrated.
    await expect(endpoint).toContainText(`${baseURL}/api/v1/leads/get-purchased-premium-leads`);
    const parameters = endpoint.getByRole('table').getByRole('rowheader');
    await expect(parameters).toContainText(['page', 'limit', 'lead_type', 'state', 'since']);
    await expect(endpoint).toContainText('pagination.pageCount');
  });

  test('has the sample response, the tutorials, the members pointer and the support email', async ({
    page,
  }) => {
    await page.goto('/docs');
    const sample = await page.getByRole('region', { name: 'Sample response' }).locator('pre').innerText();
    const body = JSON.parse(sample) as { message: string; pagination: unknown; result: unknown[] };
    expect(body.message).toBe('Data fetched successfully');
    expect(body.pagination).toEqual({ currentPage: 1, pageCount: 1 });

    const tutorials = page.getByRole('region', { name: 'Tutorial videos' });
    await expect(tutorials).toContainText('Webhook API tutorial');
    await expect(tutorials).toContainText('Google Sheet tutorial');
    await expect(tutorials).toContainText('Go High Level tutorial');

    const members = page.getByRole('region', { name: 'Connect from your account' });
    await expect(members).toContainText('Purchased');
    await expect(members).toContainText('Premium Leads');
    await expect(members).toContainText('Connect Webhook');
    await expect(members).toContainText('Connect Sheet');
    await expect(members.getByRole('link')).toHaveAttribute(
      'href',
      '/purchased-leads/get-purchased-premium-leads',
    );

    await expect(
      page.getByRole('region', { name: 'Support' }).getByRole('link', { name: 'support@sellersignal.io' }),
    ).toHaveAttribute('href', /^mailto:support@sellersignal\.io/);
  });

  test("copies an example, shows 'Copied!' for 2 seconds, then 'Copy' again", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs');
    const examples = page.getByRole('region', { name: 'Request examples' });
    const panel = examples.getByRole('tabpanel', { name: 'cURL' });
    await expect(panel).toContainText(
      `curl -sS -H "x-api-key: YOUR_API_KEY" "${baseURL}/api/v1/leads/get-purchased-premium-leads?page=1&limit=25"`,
    );

    const copy = panel.getByRole('button');
    await expect(copy).toHaveText('Copy');
    await copy.click();
    const copiedAt = Date.now();
    await expect(copy).toHaveText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `curl -sS -H "x-api-key: YOUR_API_KEY" "${baseURL}/api/v1/leads/get-purchased-premium-leads?page=1&limit=25"\n`,
    );
    await expect(copy).toHaveText('Copy', { timeout: 4000 });
    expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(1800);
  });

  test('switches between cURL, Node, Python and Java with the keyboard', async ({ page }) => {
    await page.goto('/docs');
    const tabs = page.getByRole('tablist', { name: 'Request example language' }).getByRole('tab');
    await expect(tabs).toHaveText(['cURL', 'Node', 'Python', 'Java']);
    // The prerendered tabs are enabled once the page has hydrated (they paint before it).
    await expect(tabs.first()).toBeEnabled();
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Node' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Node' })).toContainText('await fetch(');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tabpanel', { name: 'Python' })).toContainText('urllib.request');
    await page.keyboard.press('End');
    await expect(page.getByRole('tabpanel', { name: 'Java' })).toContainText('java.net.http.HttpClient');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'cURL' })).toHaveAttribute('aria-selected', 'true');
  });

  test('explains do_not_contact and the lead.opt_out event with a sample (issue 19.1)', async ({ page }) => {
    await page.goto('/docs');
    await expect(page.getByRole('region', { name: 'Sample response' })).toContainText('do_not_contact');
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: /Sellers who opt out/ })
      .click();
    await expect(page).toHaveURL(/#opt-outs$/);
    const section = page.getByRole('region', { name: 'Sellers who opt out' });
    await expect(section).toContainText('Do Not Contact');
    await expect(section).toContainText('Standard Webhooks');
    const sample = JSON.parse(await section.getByLabel('Sample lead.opt_out event').innerText()) as {
      type: string;
      data: { do_not_contact: boolean };
    };
    expect(sample.type).toBe('lead.opt_out');
    expect(sample.data.do_not_contact).toBe(true);
  });

  test('lists each property and seller field of a lead with its CSV column (issue 18.3)', async ({
    page,
  }, testInfo) => {
    await page.goto('/docs#lead-details');
    const fields = page
      .getByRole('region', { name: 'Sample response' })
      .getByRole('table', { name: 'Property and seller fields of a purchased lead' });
    const names = await fields.getByRole('rowheader').locator('.font-mono').allInnerTexts();
    expect(names).toEqual(
      expect.arrayContaining([
        'seller_email',
        'bedrooms',
        'equity_percent',
        'call_recording_url',
        'consent',
        'dnc',
      ]),
    );
    const dnc = fields.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^dnc/ }) });
    await expect(dnc).toContainText('Do-Not-Call');
    await expect(dnc).toContainText('CSV: DNC');
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await fields.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`docs-lead-fields-${width}.png`) });
    }
  });
});
