import type { ReactNode } from 'react';
import { useIsHydrated } from '../lib/use-is-hydrated';

/**
 * A fieldset whose controls stay disabled until the page's script runs, so that nothing typed
 * into the prerendered page is lost when a controlled form hydrates. It holds the hydrated flag
 * itself: when the flag turns, only the fieldset renders again, not the form around its
 * controls (a long task on a phone for a form of many fields, decision 013).
 */
export function DisabledUntilHydrated({ className, children }: { className?: string; children: ReactNode }) {
  const isHydrated = useIsHydrated();
  return (
    <fieldset disabled={!isHydrated} className={`m-0 min-w-0 border-0 p-0 ${className ?? ''}`}>
      {children}
    </fieldset>
  );
}
