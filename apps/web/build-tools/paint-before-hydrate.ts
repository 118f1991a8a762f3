/**
 * Lets a prerendered page paint before its JavaScript loads (DESIGN.md section 3; decision 007).
 *
 * React Router ends each page with an inline module script whose static imports evaluate every
 * route module and then hydrate, and it preloads all of those modules from <head>. On a phone the
 * ~130 KiB of scripts then share the connection with the stylesheet, and the modules run before
 * the first frame: the visitor waits for all of the JavaScript to see text that is already in the
 * HTML. This moves the preloads into the bootstrap and starts it once the first frame has been
 * painted (at once in a hidden tab, where no frame comes): the same modules, imported in the same
 * order, fetched in parallel as before.
 *
 * A page whose bootstrap does not have the expected shape is left as it is, so a React Router
 * upgrade can only cost the optimisation, never break a page.
 */
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");$/;
const ENTRY_IMPORT = /^import\(("[^"]+")\);$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = \{[^\n]*\};$/;

const AFTER_FIRST_PAINT =
  "if (document.visibilityState !== 'hidden') await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));";

export function deferHydrationUntilPainted(html: string): string | null {
  const match = BOOTSTRAP.exec(html);
  if (!match?.[1]) return null;
  const lines = match[1]
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (!lines.some((line) => ENTRY_IMPORT.test(line))) return null;

  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const rewritten: string[] = [
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));`,
  ];
  for (const line of lines) {
    const staticImport = STATIC_IMPORT.exec(line);
    if (staticImport) {
      const [, binding, url] = staticImport;
      rewritten.push(binding ? `const ${binding} = await import(${url});` : `await import(${url});`);
    } else if (ROUTE_MODULES.test(line) || ENTRY_IMPORT.test(line)) {
      rewritten.push(line);
    } else {
      return null;
    }
  }
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(BOOTSTRAP, () => `<script type="module" async="">${rewritten.join('\n')}</script>`);
}
