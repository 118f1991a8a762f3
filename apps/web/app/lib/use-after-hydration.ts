import { startTransition, useEffect, useState } from 'react';

/**
 * `prerendered` while the page hydrates (so the first render reproduces the prerendered HTML
 * exactly), then `inBrowser()` from the first effect on. Used instead of useSyncExternalStore's
 * server snapshot because the public pages hydrate with Preact (decision 008), which ignores it.
 *
 * The change is a transition (issue 24.1): set from the effects that follow hydration, it was a
 * blocking update, and every component reading it (the customer area's frame, the marketplace and
 * its filter form) rendered again in one task, 20-37 ms in a traced load of the marketplace
 * without throttling (80-150 ms in Lighthouse's 4× simulation). As a transition React renders it
 * in slices of a few milliseconds, the page taking input between two. Preact runs it at once.
 */
export function useAfterHydration<T>(prerendered: T, inBrowser: () => T): T {
  const [value, setValue] = useState(prerendered);
  useEffect(() => startTransition(() => setValue(inBrowser())), [inBrowser]);
  return value;
}
