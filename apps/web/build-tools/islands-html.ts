/**
 * Turns a page prerendered by React Router into a page of islands (decision 008): React
 * Router's bootstrap (its module preloads, its inline context and hydration scripts, scroll
 * restoration) is removed, and the islands runtime is loaded instead (by app/islands/boot.ts,
 * after the first paint). Structured data (application/ld+json) stays. The prerendered HTML is
 * otherwise untouched.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/g;
const STRUCTURED_DATA = /type="application\/ld\+json"/;

export function toIslandsPage(html: string, runtimeSrc: string): string {
  if (!html.includes('</body>')) throw new Error('A prerendered page without </body>');
  const withoutRouter = html
    .replace(MODULE_PRELOAD, '')
    .replace(SCRIPT, (script, attributes: string) => (STRUCTURED_DATA.test(attributes) ? script : ''));
  const hasIslands = withoutRouter.includes('data-island=');
  if (!hasIslands) return withoutRouter;
  return withoutRouter.replace('</body>', `<script type="module" src="${runtimeSrc}"></script></body>`);
}
