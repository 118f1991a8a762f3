import { Toaster as SonnerToaster } from 'sonner';
import { LIMITS } from '@app/shared';

/** Spec section 2: a toast notifier at top right that closes itself after 3000 ms. */
export function Toaster() {
  return <SonnerToaster position="top-right" duration={LIMITS.toastAutoCloseMs} richColors closeButton />;
}
