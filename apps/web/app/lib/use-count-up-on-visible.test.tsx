import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatWithThousands, useCountUpOnVisible } from './use-count-up-on-visible';

type ObserverCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;

let observers: {
  callback: ObserverCallback;
  options?: IntersectionObserverInit;
  disconnect: ReturnType<typeof vi.fn>;
}[] = [];

class FakeIntersectionObserver {
  readonly disconnect = vi.fn();
  readonly observe = vi.fn();
  readonly unobserve = vi.fn();
  constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
    observers.push({ callback, options, disconnect: this.disconnect });
  }
}

function Counter({ target }: { target: number }) {
  const { ref, display } = useCountUpOnVisible<HTMLParagraphElement>(target, 2000);
  return <p ref={ref}>{display}</p>;
}

const showAt = (ratio: number) =>
  act(() => observers[0]?.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]));

describe('useCountUpOnVisible (docs/product.md §9: 2 s count-up at 50% visibility)', () => {
  beforeEach(() => {
    observers = [];
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('formats numbers with a thousands separator', () => {
    expect(formatWithThousands(15000)).toBe('15,000');
    expect(formatWithThousands(1234567.6)).toBe('1,234,568');
    expect(formatWithThousands(11)).toBe('11');
  });

  it('observes with a 0.5 threshold and waits at zero until half visible', () => {
    render(<Counter target={15000} />);
    expect(observers[0]?.options?.threshold).toBe(0.5);
    expect(screen.getByText('0')).toBeInTheDocument();
    showAt(0.2);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('counts up to the exact target over 2 seconds with separators', () => {
    render(<Counter target={15000} />);
    showAt(0.6);
    act(() => vi.advanceTimersByTime(1000));
    const midway = Number(screen.getByRole('paragraph').textContent?.replace(/,/g, ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(15000);
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.getByRole('paragraph')).toHaveTextContent('15,000');
  });

  it('runs once only: later visibility changes do not restart it', () => {
    render(<Counter target={500} />);
    showAt(1);
    expect(observers[0]?.disconnect).toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2100));
    expect(screen.getByRole('paragraph')).toHaveTextContent('500');
    showAt(0);
    showAt(1);
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('paragraph')).toHaveTextContent('500');
  });

  it('shows the final value without animating when reduced motion is preferred', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    render(<Counter target={15000} />);
    expect(observers).toHaveLength(0);
    expect(screen.getByRole('paragraph')).toHaveTextContent('15,000');
  });
});
