import { expect, test } from '@playwright/test';
import { PRERENDERED_PATHS, PRIVATE_PATH_PREFIXES } from '../../apps/web/app/config/public-paths';

test.describe('robots.txt and sitemap.xml from the build, through the API', () => {
  test('sitemap.xml lists every public page as an absolute URL with the build date', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toEqual([...PRERENDERED_PATHS]);
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+<\/loc>/);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  test('robots.txt keeps the customer and admin areas out and points to the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const robots = await response.text();
    for (const prefix of PRIVATE_PATH_PREFIXES) expect(robots).toContain(`Disallow: ${prefix}\n`);
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });
});
