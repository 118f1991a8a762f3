import { site } from '../config/site';
import { useAfterHydration } from './use-after-hydration';

/** docs/product.md §9: local development runs at port 3001; used when the page is prerendered. */
const PRERENDER_ORIGIN = site.appUrl || 'http://localhost:3001';
const pageOrigin = () => window.location.origin;

/**
 * The origin the examples should call: the page's own once in the browser. The prerendered
 * HTML has no window, so it carries the configured app URL and swaps it after hydration.
 */
export function usePageOrigin(): string {
  return useAfterHydration(PRERENDER_ORIGIN, pageOrigin);
}
