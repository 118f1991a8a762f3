import { describe, expect, it } from 'vitest';
import { PRIVATE_PATH_PREFIXES, PUBLIC_PATHS } from '../config/public-paths';
import { DEFAULT_SITE_ORIGIN, siteOrigin } from '../config/site';
import { buildRobots, buildSitemap } from './seo-files';

describe('sitemap.xml', () => {
  const xml = buildSitemap(PUBLIC_PATHS, 'https://sellersignal.io', new Date('2025-07-16T23:30:00Z'));

  it('lists every public path as an absolute URL with the build date', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PUBLIC_PATHS.map((path) => `https://sellersignal.io${path}`));
    expect(xml.match(/<lastmod>2025-07-16<\/lastmod>/g)).toHaveLength(PUBLIC_PATHS.length);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });

  it('escapes characters that XML reserves', () => {
    expect(buildSitemap(['/a?b=1&c=2'], 'https://x.test', new Date())).toContain(
      '<loc>https://x.test/a?b=1&amp;c=2</loc>',
    );
  });
});

describe('robots.txt', () => {
  const robots = buildRobots(PRIVATE_PATH_PREFIXES, 'https://sellersignal.io');

  it('allows the site, keeps the private areas out and points to the sitemap', () => {
    expect(robots).toContain('User-agent: *\nAllow: /\n');
    for (const prefix of ['/dashboard', '/admin', '/login', '/sign-up', '/confirm-email']) {
      expect(robots).toContain(`Disallow: ${prefix}\n`);
    }
    expect(robots).toContain('Sitemap: https://sellersignal.io/sitemap.xml');
    for (const path of PUBLIC_PATHS) expect(robots).not.toContain(`Disallow: ${path}\n`);
  });
});

describe('siteOrigin', () => {
  it('uses VITE_APP_URL without a trailing slash, else the production origin', () => {
    expect(siteOrigin({ VITE_APP_URL: 'https://leads.example.com/' })).toBe('https://leads.example.com');
    expect(siteOrigin({ VITE_APP_URL: '  ' })).toBe(DEFAULT_SITE_ORIGIN);
    expect(siteOrigin({})).toBe('https://sellersignal.io');
  });
});
