import { Suspense, lazy, useEffect, useState } from 'react';
import { LIMITS } from '@app/shared';

// Toasts only follow something the visitor did, so the notifier's code is not part of a page's
// initial JavaScript (docs/product.md §12). A toast raised before it mounts is still shown:
// sonner replays the active toasts to a Toaster that subscribes late.
const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** docs/product.md §2.1: a toast notifier at top right that closes itself after 3000 ms. */
export function Toaster() {
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIsMounted(true), 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIsMounted(true), { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  if (!isMounted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-right" duration={LIMITS.toastAutoCloseMs} richColors closeButton />
    </Suspense>
  );
}
