import { useSyncExternalStore } from 'react';
import { site } from '../../config/site';

const subscribe = () => () => undefined;

/** This site's origin for the examples; SSR-safe (the configured app URL before hydration). */
export function usePageOrigin(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => site.appUrl || 'http://localhost:3001',
  );
}
