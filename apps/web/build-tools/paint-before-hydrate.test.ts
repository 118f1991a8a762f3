import { describe, expect, it } from 'vitest';
import { deferHydrationUntilPainted } from './paint-before-hydrate';

const REACT_ROUTER_BOOTSTRAP = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-2.js";',
  'import * as route1 from "/assets/home-3.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  '',
  'import("/assets/entry.client-4.js");',
].join('\n');

const page = (bootstrap: string) =>
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>' +
  `<link rel="stylesheet" href="/assets/root.css"/></head><body><main>Text</main><script type="module" async="">${bootstrap}</script>` +
  '<script>other()</script></body></html>';

describe('deferHydrationUntilPainted', () => {
  it('preloads and imports the same modules, in the same order, once a frame has been painted', () => {
    const html = deferHydrationUntilPainted(page(REACT_ROUTER_BOOTSTRAP))!;
    expect(html).toContain('<head><link rel="stylesheet" href="/assets/root.css"/></head>');
    expect(html).toContain(
      [
        `<script type="module" async="">if (document.visibilityState !== 'hidden') await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));`,
        `for (const href of ["/assets/manifest-1.js","/assets/root-2.js"]) document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));`,
        'await import("/assets/manifest-1.js");',
        'const route0 = await import("/assets/root-2.js");',
        'const route1 = await import("/assets/home-3.js");',
        'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
        'import("/assets/entry.client-4.js");</script><script>other()</script>',
      ].join('\n'),
    );
    expect(html).toContain('<main>Text</main>');
  });

  it('leaves a page alone when the bootstrap has a shape it does not know', () => {
    expect(deferHydrationUntilPainted(page(`${REACT_ROUTER_BOOTSTRAP}\nsomethingNew();`))).toBeNull();
    expect(deferHydrationUntilPainted(page('import "/assets/manifest-1.js";'))).toBeNull();
    expect(deferHydrationUntilPainted('<html><body>No scripts</body></html>')).toBeNull();
  });
});
