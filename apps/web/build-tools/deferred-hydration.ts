/**
 * Issue 24.1: a prerendered page of the customer area is hydrated after its first paint, as the
 * public pages load their islands (decision 008). React Router's page preloads every module of the
 * matched routes in its head and its hydration script imports them, then its client entry: the
 * browser fetched, compiled and ran all of it (about 200 KB compressed) before painting the HTML,
 * which already shows the page — 300 to 500 ms of script ahead of the first paint at Lighthouse's
 * mobile CPU, and the modules sharing the network with the style sheet. The page is rewritten so
 * that its first paint waits for the HTML and the style sheet only: once it is on screen (at most
 * 3 s; at once in a hidden tab, which paints nothing), the script preloads the same modules all at
 * once (no chain: the document asks for every one of them) and imports the routes in their order.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const HYDRATION_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const MANIFEST_IMPORT = /^import "([^"]+)";$/m;
const ROUTE_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/gm;
const ROUTE_MODULES = /^\s*(window\.__reactRouterRouteModules = \{[^\n]*\};)$/m;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/m;

/** The wait, as app/islands/boot.ts waits before the islands (the same rules, written small). */
const AFTER_FIRST_PAINT = [
  'await new Promise((resolve) => {',
  "  if (document.visibilityState === 'hidden') return resolve();",
  '  const timeout = setTimeout(resolve, 3000);',
  "  document.addEventListener('visibilitychange', resolve, { once: true });",
  "  if (!PerformanceObserver.supportedEntryTypes?.includes('paint'))",
  '    return requestAnimationFrame(() => setTimeout(resolve, 0));',
  '  new PerformanceObserver((entries, observer) => {',
  "    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;",
  '    observer.disconnect();',
  '    clearTimeout(timeout);',
  '    resolve();',
  "  }).observe({ type: 'paint', buffered: true });",
  '});',
].join('\n');

/** The module preloads, added by the script once the page is painted. */
const preloadAll = (hrefs: string[]) =>
  [
    // The policy's nonce (decision 019), which the API writes on every script of the page.
    "const nonce = document.querySelector('script[nonce]')?.nonce;",
    `for (const href of ${JSON.stringify(hrefs)}) {`,
    "  const link = document.createElement('link');",
    "  link.rel = 'modulepreload';",
    '  if (nonce) link.nonce = nonce;',
    '  link.href = href;',
    '  document.head.append(link);',
    '}',
  ].join('\n');

export function withHydrationAfterFirstPaint(html: string): string {
  const scripts = [...html.matchAll(HYDRATION_SCRIPT)].filter((match) =>
    match[1]!.includes('window.__reactRouterRouteModules'),
  );
  if (scripts.length !== 1)
    throw new Error(`Expected one React Router hydration script in the page, found ${scripts.length}`);
  const [script, body = ''] = scripts[0]!;
  const manifest = MANIFEST_IMPORT.exec(body)?.[1];
  const routes = [...body.matchAll(ROUTE_IMPORT)].map(([, name, src]) => ({ name: name!, src: src! }));
  const routeModules = ROUTE_MODULES.exec(body)?.[1];
  const entry = ENTRY_IMPORT.exec(body)?.[1];
  if (!manifest || routes.length === 0 || !routeModules || !entry)
    throw new Error(
      'React Router hydration script changed shape (build-tools/deferred-hydration.ts expects its ' +
        `manifest import, route imports, route modules and entry import): ${body.slice(0, 300)}`,
    );
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  if (preloads.length === 0) throw new Error('A prerendered page without module preloads');
  const deferred = [
    `import "${manifest}";`,
    AFTER_FIRST_PAINT,
    preloadAll(preloads),
    // One after another, as the static imports evaluated: the root module runs first (lib/zod-jitless).
    ...routes.map(({ name, src }) => `const ${name} = await import("${src}");`),
    routeModules,
    `import("${entry}");`,
  ].join('\n');
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(script, `<script type="module" async="">${deferred}</script>`);
}
