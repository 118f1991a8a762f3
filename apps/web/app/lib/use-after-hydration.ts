import { useEffect, useState } from 'react';

/**
 * `prerendered` while the page hydrates (so the first render reproduces the prerendered HTML
 * exactly), then `inBrowser()` from the first effect on. Used instead of useSyncExternalStore's
 * server snapshot because the public pages hydrate with Preact (decision 008), which ignores it.
 */
export function useAfterHydration<T>(prerendered: T, inBrowser: () => T): T {
  const [value, setValue] = useState(prerendered);
  useEffect(() => setValue(inBrowser()), [inBrowser]);
  return value;
}
