import { useSyncExternalStore, type ReactNode } from 'react';
import { useFieldsetEnabledAfterMount } from '../lib/use-fieldset-enabled-after-mount';

const subscribe = () => () => undefined;

/**
 * Issue 24.1: a customer-area page is painted from its prerendered HTML before its code has run.
 * Until then every button, field and list in it is disabled (one fieldset around the area), so a
 * click that could do nothing is not silently lost, a form is never submitted natively, and
 * nothing typed into a field is lost when the code takes it over (React keeps the field's state,
 * not what was typed before it). A page opened inside the running app is enabled from the start.
 * `role="presentation"`: the fieldset groups nothing a reader needs to hear.
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  // The server's answer (false) during hydration; true in a tree the browser renders itself.
  const isBrowserTree = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  // Its first answer decides: drawn disabled only when mounted while hydrating.
  const { ref, disabled } = useFieldsetEnabledAfterMount(!isBrowserTree);
  return (
    <fieldset ref={ref} disabled={disabled} role="presentation" className="contents">
      {children}
    </fieldset>
  );
}
