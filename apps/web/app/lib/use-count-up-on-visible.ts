import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '@app/shared';
import { formatThousands } from './format-number';
import { prefersReducedMotion } from './prefers-reduced-motion';

/** docs/product.md §9: the count-up starts once the element is at least 50% visible. */
export const COUNT_UP_VISIBILITY_THRESHOLD = 0.5;

/** docs/product.md §9: stats count up "with a thousands separator" (15000 → "15,000"). */
export const formatWithThousands = (value: number): string => formatThousands(value);

/** Ease-out cubic: fast at first, settling gently on the final number. */
function easeOut(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/**
 * Counts from 0 to `target` over `durationMs` the first time the returned ref's element is at
 * least half visible, and never again. The first render (and so the prerendered HTML that
 * readers without JavaScript get) shows the final value; visitors who prefer reduced motion
 * and browsers without IntersectionObserver keep it too.
 */
export function useCountUpOnVisible<T extends Element>(
  target: number,
  durationMs: number = LIMITS.statsCountUpMs,
) {
  const ref = useRef<T | null>(null);
  const [value, setValue] = useState(target);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) {
      setValue(target);
      return;
    }
    setValue(0);
    let frame = 0;
    let startedAt: number | null = null;
    const step = (now: number) => {
      startedAt ??= now;
      const progress = Math.min(1, (now - startedAt) / durationMs);
      setValue(progress >= 1 ? target : target * easeOut(progress));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const isVisibleEnough = entries.some(
          (entry) => entry.isIntersecting && entry.intersectionRatio >= COUNT_UP_VISIBILITY_THRESHOLD,
        );
        if (!isVisibleEnough) return;
        // Once only (docs/product.md §2.10): scrolling away and back does not restart it.
        observer.disconnect();
        frame = requestAnimationFrame(step);
      },
      { threshold: COUNT_UP_VISIBILITY_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, durationMs]);

  return { ref, value, display: formatWithThousands(value) };
}
