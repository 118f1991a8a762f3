import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { META_PIXEL_SCRIPT_SRC } from './meta-pixel';
import { useMetaPixel } from './use-meta-pixel';

const pixelScripts = () => document.querySelectorAll(`script[src="${META_PIXEL_SCRIPT_SRC}"]`);
const pageViews = () =>
  (window.fbq?.queue ?? []).filter(([command, event]) => command === 'track' && event === 'PageView');

describe('useMetaPixel (docs/product.md §2.1: pixel initialised on load with a page view)', () => {
  afterEach(() => {
    delete window.fbq;
    delete window._fbq;
    pixelScripts().forEach((script) => script.remove());
  });

  it('does nothing at all when no pixel id is configured', () => {
    const { rerender } = renderHook(({ path }) => useMetaPixel('', path), { initialProps: { path: '/' } });
    rerender({ path: '/faq' });
    expect(pixelScripts()).toHaveLength(0);
    expect(window.fbq).toBeUndefined();
    expect(window._fbq).toBeUndefined();
  });

  it('injects the async script once, initialises the pixel and counts the first page view', () => {
    renderHook(() => useMetaPixel('1234567890', '/'));
    const scripts = pixelScripts();
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    expect(window.fbq?.queue).toEqual([
      ['init', '1234567890'],
      ['track', 'PageView'],
    ]);
  });

  it('counts exactly one page view per route change', () => {
    const { rerender } = renderHook(({ path }) => useMetaPixel('1234567890', path), {
      initialProps: { path: '/' },
    });
    rerender({ path: '/' });
    expect(pageViews()).toHaveLength(1);

    rerender({ path: '/premiumleads' });
    rerender({ path: '/premiumleads' });
    expect(pageViews()).toHaveLength(2);

    rerender({ path: '/faq' });
    expect(pageViews()).toHaveLength(3);
    expect(pixelScripts()).toHaveLength(1);
    expect(window.fbq?.queue.filter(([command]) => command === 'init')).toHaveLength(1);
  });

  it('hands calls to the real library once it has loaded', () => {
    renderHook(({ path }) => useMetaPixel('1234567890', path), { initialProps: { path: '/' } });
    const received: unknown[][] = [];
    if (window.fbq) window.fbq.callMethod = (...args) => received.push(args);
    window.fbq?.('track', 'Lead');
    expect(received).toEqual([['track', 'Lead']]);
  });
});
