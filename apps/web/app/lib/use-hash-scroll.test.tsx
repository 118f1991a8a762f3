import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isWholePageLaidOut } from './deferred-layout';
import { useHashScroll } from './use-hash-scroll';

function addElement(id: string) {
  const element = document.createElement('section');
  element.id = id;
  document.body.append(element);
  return element;
}

describe('useHashScroll (docs/product.md §2.2: hash links wait up to 10 seconds)', () => {
  const scrollIntoView = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    scrollIntoView.mockReset();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-laid-out');
  });

  it('scrolls smoothly to an element that is already on the page', () => {
    addElement('pricing');
    renderHook(() => useHashScroll('#pricing', 'a'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'pricing');
  });

  it('lays out the blocks laid out lazily before it scrolls, so the jump lands on the target (decision 014)', () => {
    addElement('pricing');
    scrollIntoView.mockImplementation(() => expect(isWholePageLaidOut()).toBe(true));
    expect(isWholePageLaidOut()).toBe(false);
    renderHook(() => useHashScroll('#pricing', 'a'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a hash', () => {
    addElement('pricing');
    renderHook(() => useHashScroll('', 'a'));
    vi.advanceTimersByTime(20_000);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('waits for an element that appears later and scrolls to it once', () => {
    renderHook(() => useHashScroll('#pricing', 'a'));
    vi.advanceTimersByTime(3_000);
    expect(scrollIntoView).not.toHaveBeenCalled();

    addElement('pricing');
    vi.advanceTimersByTime(100);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(10_000);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('still finds an element that appears just before 10 seconds', () => {
    renderHook(() => useHashScroll('#pricing', 'a'));
    vi.advanceTimersByTime(9_850);
    addElement('pricing');
    vi.advanceTimersByTime(100);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('gives up after 10 seconds and stops polling', () => {
    renderHook(() => useHashScroll('#pricing', 'a'));
    vi.advanceTimersByTime(10_000);
    expect(vi.getTimerCount()).toBe(0);

    addElement('pricing');
    vi.advanceTimersByTime(1_000);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('stops polling when the page unmounts', () => {
    const { unmount } = renderHook(() => useHashScroll('#pricing', 'a'));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('scrolls again when the same hash link is followed a second time', () => {
    addElement('home');
    const { rerender } = renderHook(({ navigationKey }) => useHashScroll('#home', navigationKey), {
      initialProps: { navigationKey: 'first' },
    });
    rerender({ navigationKey: 'second' });
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('jumps without animation for visitors who prefer reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    addElement('pricing');
    renderHook(() => useHashScroll('#pricing', 'a'));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    vi.unstubAllGlobals();
  });
});
