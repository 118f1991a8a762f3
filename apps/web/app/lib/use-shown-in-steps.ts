import { useEffect, useState } from 'react';

/** Cards drawn in the first task: more than a phone's or a desktop's first screen of cards shows. */
export const FIRST_STEP = 6;
/** Cards drawn in each later task. */
export const LATER_STEP = 6;

/**
 * How many items of a list to draw now: the first few at once, then a few more in each following
 * task, so that drawing a long list never holds the main thread for one long task (issue 8: TBT
 * 0 ms on a phone). A new `list` (another page, other filters) starts over.
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
        setProgress((previous) =>
          previous.list === list
            ? { list, shown: Math.min(list.length, previous.shown + LATER_STEP) }
            : previous,
        ),
      0,
    );
    return () => window.clearTimeout(timer);
  }, [list, current.shown]);

  return current.shown;
}
