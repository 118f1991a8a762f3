import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyWhenVisible } from './lazy-when-visible';

type ObserverCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;

let observers: { callback: ObserverCallback; options?: IntersectionObserverInit; observed: Element[] }[] = [];

class FakeIntersectionObserver {
  readonly observed: Element[] = [];
  readonly disconnect = vi.fn();
  constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
    observers.push({ callback, options, observed: this.observed });
  }
  observe(element: Element) {
    this.observed.push(element);
  }
}

function Pricing() {
  return <p>Plans are here</p>;
}

describe('lazyWhenVisible', () => {
  let anchor: HTMLElement;
  beforeEach(() => {
    observers = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    anchor = Object.assign(document.createElement('section'), { id: 'pricing' });
    document.body.append(anchor);
  });
  afterEach(() => {
    anchor.remove();
    vi.unstubAllGlobals();
  });

  it('fetches the code only once the anchor nears the viewport', async () => {
    const load = vi.fn(async () => Pricing);
    const LazyPricing = lazyWhenVisible('pricing', load);
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <LazyPricing />
      </Suspense>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(observers[0]?.observed).toEqual([anchor]);
    expect(observers[0]?.options?.rootMargin).toBe('600px 0px');
    expect(load).not.toHaveBeenCalled();

    await act(async () => observers[0]?.callback([{ isIntersecting: false }]));
    expect(load).not.toHaveBeenCalled();

    await act(async () => observers[0]?.callback([{ isIntersecting: true }]));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Plans are here')).toBeInTheDocument();
  });

  it('loads at once when the anchor is not in the document (a client-side navigation)', async () => {
    const load = vi.fn(async () => Pricing);
    const LazyPricing = lazyWhenVisible('not-rendered-yet', load);
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <LazyPricing />
      </Suspense>,
    );
    expect(await screen.findByText('Plans are here')).toBeInTheDocument();
    expect(observers).toHaveLength(0);
  });
});
