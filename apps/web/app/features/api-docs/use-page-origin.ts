import { useSyncExternalStore } from 'react';
import { site } from '../../config/site';

/** Spec section 9: local development runs at port 3001; used when the page is prerendered. */
const PRERENDER_ORIGIN = site.appUrl || 'http://localhost:3001';
const subscribe = () => () => undefined;

/**
 * The origin the examples should call: the page's own once in the browser. The prerendered
 * HTML has no window, so it carries the configured app URL and React swaps it after hydration.
 */
export function usePageOrigin(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => PRERENDER_ORIGIN,
  );
}
