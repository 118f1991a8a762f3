import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the prerendered HTML and during hydration, true once React runs in the browser.
 * Buttons that only work with JavaScript stay disabled until then, so an early click is not
 * silently lost (and a form is never submitted natively, putting its fields in the URL).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
