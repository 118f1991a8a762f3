import type { ReactNode } from 'react';
import { useFieldsetEnabledAfterMount } from '../lib/use-fieldset-enabled-after-mount';

/**
 * A fieldset whose controls stay disabled until the page's script runs, so that nothing typed
 * into the prerendered page is lost when a controlled form hydrates. It holds the flag itself:
 * when it turns, only the fieldset renders again, not the form around its controls (a long task
 * on a phone for a form of many fields, decision 013). It works the same under Preact (the public
 * pages' islands, decision 008).
 */
export function DisabledUntilHydrated({ className, children }: { className?: string; children: ReactNode }) {
  const { ref, disabled } = useFieldsetEnabledAfterMount(true);
  return (
    <fieldset ref={ref} disabled={disabled} className={`m-0 min-w-0 border-0 p-0 ${className ?? ''}`}>
      {children}
    </fieldset>
  );
}
