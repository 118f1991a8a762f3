import { describe, expect, it } from 'vitest';
import { toIslandsPage } from './islands-html';

const ROUTER_PAGE = [
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="stylesheet" href="/assets/root.css"/></head>',
  '<body><div class="contents" data-island="site-header" data-when="load"><header>Menu</header></div>',
  '<main><h1>Leads</h1><script type="application/ld+json">{"@type":"FAQPage"}</script></main>',
  '<script>console.log("scroll restoration")</script>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js"; import("/assets/entry.client-2.js");</script>',
  '</body></html>',
].join('');

describe('toIslandsPage (decision 008)', () => {
  it("removes React Router's preloads and scripts, keeps the page, its stylesheet and its structured data", () => {
    const page = toIslandsPage(ROUTER_PAGE, '/assets/islands-abc.js');
    expect(page).not.toContain('modulepreload');
    expect(page).not.toContain('__reactRouterContext');
    expect(page).not.toContain('scroll restoration');
    expect(page).not.toContain('entry.client');
    expect(page).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(page).toContain('<h1>Leads</h1>');
    expect(page).toContain('<script type="application/ld+json">{"@type":"FAQPage"}</script>');
  });

  it('loads the islands runtime once, as the last thing in the body', () => {
    const page = toIslandsPage(ROUTER_PAGE, '/assets/islands-abc.js');
    expect(page.match(/<script type="module"/g)).toHaveLength(1);
    expect(page.endsWith('<script type="module" src="/assets/islands-abc.js"></script></body></html>')).toBe(
      true,
    );
  });

  it('ships no script at all on a page without islands', () => {
    const page = toIslandsPage('<html><body><p>Static</p><script>x()</script></body></html>', '/i.js');
    expect(page).toBe('<html><body><p>Static</p></body></html>');
  });

  it('refuses a page it cannot place the runtime in', () => {
    expect(() => toIslandsPage('<p>fragment</p>', '/i.js')).toThrow('without </body>');
  });
});
