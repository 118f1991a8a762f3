/**
 * sitemap.xml and robots.txt, written into the build by vite.config.ts so that search engines find
 * every prerendered public page and skip the customer and admin areas (docs/product.md §12).
 */

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A sitemap (sitemaps.org 0.9) of absolute URLs; lastmod is the build date as YYYY-MM-DD. */
export function buildSitemap(paths: readonly string[], origin: string, builtAt: Date): string {
  const lastmod = builtAt.toISOString().slice(0, 10);
  const urls = paths.map(
    (path) =>
      `  <url>\n    <loc>${escapeXml(`${origin}${path}`)}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Everything is crawlable except the private areas; the sitemap is named by absolute URL. */
export function buildRobots(disallowed: readonly string[], origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
