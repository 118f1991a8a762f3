import { afterEach, describe, expect, it } from 'vitest';
import { isInPageHashLink, isWholePageLaidOut, layOutBeforeHashJumps } from './deferred-layout';

/** Decision 014: the page is laid out whole before any jump to a #hash, and not before. */
function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  anchor.append(document.createElement('span'));
  document.body.append(anchor);
  return anchor;
}

function visit(url: string) {
  window.history.replaceState(null, '', url);
}

describe('deferred layout', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-laid-out');
    visit('/');
  });

  it('tells an in-page #hash link from other links', () => {
    visit('/?ref=abc');
    expect(isInPageHashLink(link('/?ref=abc#pricing'), window.location)).toBe(true);
    expect(isInPageHashLink(link('#pricing'), window.location)).toBe(true);
    expect(isInPageHashLink(link('/?ref=abc'), window.location)).toBe(false);
    expect(isInPageHashLink(link('/faq#pricing'), window.location)).toBe(false);
    expect(isInPageHashLink(link('/#pricing'), window.location)).toBe(false);
    expect(isInPageHashLink(link('https://example.com/?ref=abc#pricing'), window.location)).toBe(false);
    expect(isInPageHashLink(link('#pricing', { target: '_blank' }), window.location)).toBe(false);
    expect(isInPageHashLink(link('#report', { download: '' }), window.location)).toBe(false);
  });

  it('lays out the whole page at once when it is opened at a #hash', () => {
    visit('/#pricing');
    layOutBeforeHashJumps();
    expect(isWholePageLaidOut()).toBe(true);
  });

  it('waits for a click on an in-page #hash link, and ignores links to other pages', () => {
    visit('/');
    layOutBeforeHashJumps();
    // jsdom does not follow links; the browser would (after the capturing listener has run).
    document.body.addEventListener('click', (event) => event.preventDefault());
    expect(isWholePageLaidOut()).toBe(false);
    link('/faq#contact').firstElementChild!.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true }),
    );
    expect(isWholePageLaidOut()).toBe(false);
    const seePricing = link('/#pricing');
    seePricing.addEventListener('click', () => expect(isWholePageLaidOut()).toBe(true));
    seePricing.firstElementChild!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(isWholePageLaidOut()).toBe(true);
  });

  it('lays out the page when its #hash changes without a click', () => {
    visit('/');
    layOutBeforeHashJumps();
    window.location.hash = '#faq';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(isWholePageLaidOut()).toBe(true);
  });
});
