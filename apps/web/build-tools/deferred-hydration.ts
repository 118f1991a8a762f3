/**
 * Issue 24.1: a prerendered page of the customer area is hydrated after its first paint. React
 * Router's page preloads every module of the matched routes and its hydration script imports them,
 * then its client entry: the browser ran all of it (about 200 KB compressed) before painting the
 * HTML, which already shows the page (300 to 500 ms of script ahead of the first paint at 4× CPU,
 * measured). The page is rewritten so that the script waits for the first contentful paint (at
 * most 3 s; at once in a hidden tab, which paints nothing), then imports the routes in their order
 * and the client entry. The modules are preloaded all at once when the page has painted, no longer
 * from the head: the page's style sheet is in its HTML (build-tools/inline-style-sheet.ts), so it
 * paints as soon as its HTML is in and the code starts then; from the head the modules shared the
 * connection with the HTML and, over HTTP/2, held the first paint back (0.4-0.6 s now against
 * 1.3-1.8 s, the page ready within 0.1 s of when it was: docs/performance.md, 2026-12-03). Lighthouse
 * counts every request that ended before the largest paint as holding it (decision 042).
 *
 * The modules are run one at a time, with a yield to the browser between two: a route's import
 * ran its whole graph in one task (100 to 170 ms at 4× CPU each, measured, as the zod contracts
 * are built), during which the page painted from the HTML took no input. Each module is imported
 * in the order the static imports would have run it (depth first, each module after its own
 * imports, in their order), so every module still runs after everything it imports and in the
 * same sequence; a module graph with a cycle, whose order that would not keep, is refused.
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

/** Gives the browser a turn (input, paint) between two modules: scheduler.yield where it exists. */
const YIELD =
  'const yieldToBrowser = () => globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0));';

/** Reads a module of the build by its address (/assets/…), for its static imports. */
export type ReadModule = (href: string) => string;

/** `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`, as the build writes them. */
const STATIC_IMPORT = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?"(\.\/[^"]+|\/[^"]+)"/g;

/** The static imports of a built module, as addresses, in their order. */
function importsOf(href: string, source: string): string[] {
  const base = href.slice(0, href.lastIndexOf('/') + 1);
  return [...source.matchAll(STATIC_IMPORT)].map(([, spec]) =>
    spec!.startsWith('./') ? base + spec!.slice(2) : spec!,
  );
}

/**
 * The order in which static imports of `roots` would run their modules (depth first, imports
 * before the importer, in the order written), leaving out those in `done`; adds them to `done`.
 */
export function evaluationOrder(roots: string[], read: ReadModule, done = new Set<string>()): string[] {
  const order: string[] = [];
  const onPath = new Set<string>();
  const visit = (href: string) => {
    if (done.has(href)) return;
    if (onPath.has(href))
      throw new Error(`A cycle of module imports through ${href}: its order cannot be kept`);
    onPath.add(href);
    for (const dependency of importsOf(href, read(href))) visit(dependency);
    onPath.delete(href);
    done.add(href);
    order.push(href);
  };
  for (const root of roots) visit(root);
  return order;
}

/**
 * Module preloads added to the page in one go, a yield to the browser between two groups. Groups
 * of 8 took 1-24 ms each in Lighthouse's traces of the marketplace (up to 97 ms in its 4×
 * simulation, where 50 ms counts as blocking); groups of 4 took 1-15 ms in the traces of the
 * dashboard and the marketplace (2026-12-04).
 */
export const PRELOADS_AT_ONCE = 4;

/**
 * Asks for every module, as the head's preloads did, once the page has painted: the links take the
 * nonce of the document's scripts (the customer area's policy trusts by nonce). Starting 62 requests
 * was one task of 25-95 ms on the marketplace in a traced load (100-380 ms in Lighthouse's 4× CPU
 * simulation, issue 24.1): they are added a few at a time, each group in one insertion.
 */
const preloadAll = (hrefs: string[]) =>
  [
    "const nonce = document.querySelector('script[nonce]')?.nonce;",
    `const preloads = ${JSON.stringify(hrefs)};`,
    `for (let from = 0; from < preloads.length; from += ${PRELOADS_AT_ONCE}) {`,
    '  if (from > 0) await yieldToBrowser();',
    '  const links = document.createDocumentFragment();',
    `  for (const href of preloads.slice(from, from + ${PRELOADS_AT_ONCE})) {`,
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    '    if (nonce) link.nonce = nonce;',
    '    link.href = href;',
    '    links.append(link);',
    '  }',
    '  document.head.append(links);',
    '}',
  ].join('\n');

/** Imports each module in turn, a yield to the browser before each. */
const runInTurn = (hrefs: string[]) =>
  [
    `for (const href of ${JSON.stringify(hrefs)}) {`,
    '  await yieldToBrowser();',
    '  await import(href);',
    '}',
  ].join('\n');

export function withHydrationAfterFirstPaint(html: string, read: ReadModule): string {
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
  if (!html.includes('<link rel="modulepreload" href="'))
    throw new Error('A prerendered page without module preloads');
  const done = new Set<string>();
  const beforeRoutes = evaluationOrder(
    routes.map(({ src }) => src),
    read,
    done,
  );
  const beforeEntry = evaluationOrder([entry], read, done);
  const preloaded = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  const inOrder = [...beforeRoutes, ...beforeEntry];
  const preloads = [
    ...inOrder.filter((href) => preloaded.includes(href)),
    ...preloaded.filter((href) => href !== manifest && !inOrder.includes(href)),
  ];
  const deferred = [
    `import "${manifest}";`,
    AFTER_FIRST_PAINT,
    YIELD,
    preloadAll(preloads),
    // In the order the static imports ran them: the root module first (lib/zod-jitless), then the
    // layouts and the page; the route modules are then in hand, the client entry's imports next.
    runInTurn(beforeRoutes),
    ...routes.map(({ name, src }) => `const ${name} = await import("${src}");`),
    routeModules,
    runInTurn(beforeEntry.slice(0, -1)),
    `import("${entry}");`,
  ].join('\n');
  return html
    .replace(MODULE_PRELOAD, (link, href: string) => (href === manifest ? link : ''))
    .replace(script, `<script type="module" async="">${deferred}</script>`);
}
