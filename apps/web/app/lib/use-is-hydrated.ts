import { useAfterHydration } from './use-after-hydration';

const inBrowser = () => true;

/**
 * False in the prerendered HTML and during hydration, true once the page's script runs.
 * Buttons that only work with JavaScript stay disabled until then, so an early click is not
 * silently lost (and a form is never submitted natively, putting its fields in the URL).
 */
export function useIsHydrated(): boolean {
  return useAfterHydration(false, inBrowser);
}
