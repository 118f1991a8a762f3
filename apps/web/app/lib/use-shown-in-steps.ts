import { startTransition, useEffect, useState } from 'react';

/** Cards drawn in the first task: more than a phone's or a desktop's first screen of cards shows. */
export const FIRST_STEP = 6;
/** Cards drawn in each later task. */
export const LATER_STEP = 6;

/**
 * How many items of a list to draw now: the first few at once, then a few more in each following
 * task, so that drawing a long list never holds the main thread for one long task (issue 8: TBT
 * 0 ms on a phone). A new `list` (another page, other filters) starts over. Each later step is a
 * transition, which React renders in slices and sets aside for any input (issue 24.1: a step of
 * six marketplace cards was one 10-17 ms task in a traced load without throttling).
 */
export function useShownInSteps(list: readonly unknown[]): number {
  const [progress, setProgress] = useState({ list, shown: Math.min(list.length, FIRST_STEP) });
  // A new list starts over from the first step, in the same render (no frame of the old count).
  const current = progress.list === list ? progress : { list, shown: Math.min(list.length, FIRST_STEP) };
  if (current !== progress) setProgress(current);

  useEffect(() => {
    if (current.shown >= list.length) return;
    const timer = window.setTimeout(
      () =>
        startTransition(() =>
          setProgress((previous) =>
            previous.list === list
              ? { list, shown: Math.min(list.length, previous.shown + LATER_STEP) }
              : previous,
          ),
        ),
      0,
    );
    return () => window.clearTimeout(timer);
  }, [list, current.shown]);

  return current.shown;
}
