import { Suspense, lazy, useSyncExternalStore, type ComponentProps } from 'react';
import type { Toaster as SonnerToaster, toast as sonnerToast } from 'sonner';

/**
 * What the islands of the prerendered public pages and the app use of sonner, loading sonner itself
 * with the first toast (decision 013, issue 24.1). A toast only ever follows something the visitor
 * did, while sonner (9 kB gzip, and a style sheet it adds to the page when it loads, which restyles
 * the whole page) used to load with every page. build-tools/sonner-stand-in.ts resolves 'sonner' to
 * this file in both builds, except here, where it is the real package.
 */

const loadSonner = () => import('sonner');

let isWanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const wasToastRaised = () => isWanted;

function raise<K extends 'success' | 'error'>(kind: K) {
  return (...args: Parameters<(typeof sonnerToast)[K]>) => {
    if (!isWanted) {
      isWanted = true;
      for (const listener of listeners) listener();
    }
    // sonner replays the toasts raised before its Toaster subscribed.
    void loadSonner().then(({ toast }) => (toast[kind] as (...raised: typeof args) => unknown)(...args));
  };
}

export const toast = { success: raise('success'), error: raise('error') };

const RealToaster = lazy(() => loadSonner().then((sonner) => ({ default: sonner.Toaster })));

/** Nothing until the first toast is raised; then sonner's Toaster with these props. */
export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  const isNeeded = useSyncExternalStore(subscribe, wasToastRaised, wasToastRaised);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <RealToaster {...props} />
    </Suspense>
  );
}
