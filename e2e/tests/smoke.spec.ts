import { expect, test } from '@playwright/test';

test.describe('the product is served on one origin', () => {
  test('the home page is prerendered HTML with its text even before JavaScript runs', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('Motivated-Seller Leads');
    // Islands (decision 008): one external module script, no inline script, so nothing needs 'unsafe-inline'.
    expect(html).toMatch(/<script type="module" src="\/assets\/islands-[\w-]+\.js"><\/script>/);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/);
    const csp = response.headers()['content-security-policy'];
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  });

  test('unknown pages answer 404 and API paths answer JSON', async ({ request }) => {
    expect((await request.get('/no-such-page')).status()).toBe(404);
    const api = await request.get('/api/v1/nope');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ message: 'No such data' });
  });

  test('hashed assets are cached for a year', async ({ request, page }) => {
    await page.goto('/');
    const asset = await page.locator('script[type="module"][src]').first().getAttribute('src');
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.headers()['cache-control']).toContain('immutable');
  });

  test('no page logs a CSP violation or a console error on load', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(msg.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    for (const path of ['/', '/faq', '/docs', '/plans', '/unsubscribe']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  });
});
