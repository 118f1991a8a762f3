import { useEffect, useState } from 'react';
import { prefersReducedMotion } from './prefers-reduced-motion';

export interface CountUp {
  value: number;
  isDone: boolean;
}

/** Ease-out cubic: quick at first, settling gently on the final number. */
function easeOut(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/**
 * Counts from 0 up to `end` over `durationMs`, one animation frame at a time, once `isRunning`
 * is true. Visitors who prefer reduced motion get the final value at once. The first render
 * (and so the prerendered HTML) shows 0, so callers should give screen readers the final
 * figure in text and hide the moving number from them.
 */
export function useCountUp(end: number, durationMs: number, isRunning = true): CountUp {
  const [state, setState] = useState<CountUp>({ value: 0, isDone: false });

  useEffect(() => {
    if (!isRunning) return;
    if (prefersReducedMotion() || durationMs <= 0) {
      setState({ value: end, isDone: true });
      return;
    }
    let frame = 0;
    let startedAt: number | null = null;
    const step = (now: number) => {
      startedAt ??= now;
      const progress = Math.min(1, (now - startedAt) / durationMs);
      const isDone = progress >= 1;
      setState({ value: isDone ? end : Math.round(end * easeOut(progress)), isDone });
      if (!isDone) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [end, durationMs, isRunning]);

  return state;
}
