import { describe, expect, it } from 'vitest';
import { withHydrationAfterFirstPaint } from './deferred-hydration';

/** React Router 7's hydration script for a prerendered page, as its build writes it. */
const PAGE = `<html><head><link rel="modulepreload" href="/assets/manifest-44b8a9b6.js"/><link rel="modulepreload" href="/assets/root-BH8483ms.js"/><link rel="modulepreload" href="/assets/chunk-1.js"/><link rel="stylesheet" href="/assets/root-1.css"/></head><body><main>The page</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-44b8a9b6.js";
import * as route0 from "/assets/root-BH8483ms.js";
import * as route1 from "/assets/app-layout-BuhplmGa.js";
import * as route2 from "/assets/dashboard-marketplace-bHcQkh1U.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/app-layout":route1,"routes/dashboard-marketplace":route2};

import("/assets/entry.client-Du8u9g3T.js");</script></body></html>`;

describe('withHydrationAfterFirstPaint', () => {
  it('imports the routes one after another, in order, after the first paint, then the client entry', () => {
    const html = withHydrationAfterFirstPaint(PAGE);
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const lines = script.split('\n');
    expect(lines[0]).toBe('import "/assets/manifest-44b8a9b6.js";');
    const wait = script.indexOf("observe({ type: 'paint', buffered: true })");
    const imports = ['root-BH8483ms', 'app-layout-BuhplmGa', 'dashboard-marketplace-bHcQkh1U'].map((name) =>
      script.indexOf(`= await import("/assets/${name}.js");`),
    );
    expect(wait).toBeGreaterThan(0);
    expect(imports.every((at, index) => at > wait && (index === 0 || at > imports[index - 1]!))).toBe(true);
    expect(script).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/app-layout":route1,"routes/dashboard-marketplace":route2};',
    );
    expect(lines.at(-1)).toBe('import("/assets/entry.client-Du8u9g3T.js");');
    // No static import of a route is left: nothing of the app runs before the paint.
    expect(script).not.toMatch(/^import \* as/m);
    // The module preloads are asked for by the script once the page is painted, all of them.
    expect(html).not.toContain('rel="modulepreload"');
    const preload = script.indexOf(
      '["/assets/manifest-44b8a9b6.js","/assets/root-BH8483ms.js","/assets/chunk-1.js"]',
    );
    expect(preload).toBeGreaterThan(wait);
    expect(preload).toBeLessThan(imports[0]!);
    expect(script).toContain('link.nonce = nonce');
    // The rest of the page is untouched.
    expect(html.replace(script, '')).toBe(
      PAGE.replace(/<link rel="modulepreload"[^>]*>/g, '').replace(
        /<script type="module" async="">[\s\S]*?<\/script>/,
        '<script type="module" async=""></script>',
      ),
    );
  });

  it('runs in a browser as a module (the wait and the imports are valid script)', () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(
      withHydrationAfterFirstPaint(PAGE),
    )![1]!;
    // Imports aside, the rest must parse as the body of an async function (top-level await).
    const body = script.replace(/^import "[^"]+";$/m, '').replace(/import\(/g, 'load(');
    expect(() => new Function('load', `return (async () => {${body}})`)).not.toThrow();
  });

  it('refuses a page whose hydration script it does not recognise, rather than ship it unchanged', () => {
    expect(() => withHydrationAfterFirstPaint('<html><body></body></html>')).toThrow(/found 0/);
    expect(() =>
      withHydrationAfterFirstPaint(
        '<head><link rel="modulepreload" href="/a.js"/></head><body><script type="module" async="">window.__reactRouterRouteModules = {};</script></body>',
      ),
    ).toThrow(/changed shape/);
  });
});
