import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_STEP, LATER_STEP, useShownInSteps } from './use-shown-in-steps';

const list = (length: number) => Array.from({ length }, (_, index) => index);

/** Runs the pending step, then the one its render schedules, until none is left. */
function runEveryStep() {
  for (let task = 0; task < 20 && vi.getTimerCount() > 0; task += 1) act(() => vi.advanceTimersToNextTimer());
}

describe('useShownInSteps (issue 8: a long list is drawn over several short tasks)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws the first step at once and one more step per task until the list is whole', () => {
    const leads = list(25);
    const { result } = renderHook(() => useShownInSteps(leads));
    expect(result.current).toBe(FIRST_STEP);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(FIRST_STEP + LATER_STEP);
    runEveryStep();
    expect(result.current).toBe(25);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('draws a short list whole, with no task left behind', () => {
    const { result } = renderHook(() => useShownInSteps(list(3)));
    expect(result.current).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts over for a new list, and the old list’s pending step does not count for it', () => {
    const first = list(25);
    const { result, rerender } = renderHook(({ items }) => useShownInSteps(items), {
      initialProps: { items: first },
    });
    runEveryStep();
    expect(result.current).toBe(25);
    const second = list(20);
    rerender({ items: second });
    expect(result.current).toBe(FIRST_STEP);
    runEveryStep();
    expect(result.current).toBe(20);
    rerender({ items: [] });
    expect(result.current).toBe(0);
  });
});
