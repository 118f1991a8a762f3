import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountUp } from './use-count-up';

describe('useCountUp (docs/product.md §4: the hero counter animates up to $99,999 over 3 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts at 0', () => {
    const { result } = renderHook(() => useCountUp(99_999, 3_000));
    expect(result.current).toEqual({ value: 0, isDone: false });
  });

  it('climbs steadily and is not done halfway through', () => {
    const { result } = renderHook(() => useCountUp(99_999, 3_000));
    act(() => vi.advanceTimersByTime(1_500));
    expect(result.current.isDone).toBe(false);
    expect(result.current.value).toBeGreaterThan(50_000);
    expect(result.current.value).toBeLessThan(99_999);

    const halfway = result.current.value;
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.value).toBeGreaterThan(halfway);
  });

  it('lands exactly on the final value after the duration and stops', () => {
    const { result } = renderHook(() => useCountUp(99_999, 3_000));
    act(() => vi.advanceTimersByTime(3_100));
    expect(result.current).toEqual({ value: 99_999, isDone: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits while not running', () => {
    const { result, rerender } = renderHook(({ isRunning }) => useCountUp(100, 1_000, isRunning), {
      initialProps: { isRunning: false },
    });
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.value).toBe(0);

    rerender({ isRunning: true });
    act(() => vi.advanceTimersByTime(1_100));
    expect(result.current).toEqual({ value: 100, isDone: true });
  });

  it('jumps straight to the final value under prefers-reduced-motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const { result } = renderHook(() => useCountUp(99_999, 3_000));
    expect(result.current).toEqual({ value: 99_999, isDone: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancels the animation when unmounted', () => {
    const { unmount } = renderHook(() => useCountUp(99_999, 3_000));
    act(() => vi.advanceTimersByTime(100));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
