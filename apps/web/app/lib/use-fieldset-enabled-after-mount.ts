import { useEffect, useRef, useState } from 'react';

/**
 * A fieldset drawn disabled at first (`startsDisabled`) and enabled right after it mounts or
 * hydrates: in a task of its own after its effect, on the element itself and so outside React's
 * commit, then in its state, whose render sets `disabled` to false on a fieldset that already is.
 * Returns the fieldset's ref and its `disabled` prop.
 *
 * Why outside the commit (issue 24.1): enabling a fieldset re-styles each control and option under
 * it, and Chrome's style-invalidation tracking, on in every Lighthouse trace, records each of those
 * with the JavaScript stack of the call. Inside React's commit that stack is as deep as the page's
 * tree: the marketplace's fieldsets, enabled there, took 305-453 ms in Lighthouse's trace (about
 * 1 s once its simulation slows the CPU 4×), against under 10 ms from a shallow stack. Without
 * tracing, both take 1-7 ms. A task of its own rather than a microtask: a microtask ran in the
 * task of the effects that follow hydration, adding its 7-8 ms to that task (a traced load of the
 * marketplace, Lighthouse's run without throttling, 2026-12-04).
 */
export function useFieldsetEnabledAfterMount(startsDisabled: boolean) {
  const ref = useRef<HTMLFieldSetElement>(null);
  const [disabled, setDisabled] = useState(startsDisabled);
  useEffect(() => {
    if (!disabled) return;
    const timer = window.setTimeout(() => {
      if (ref.current) ref.current.disabled = false;
      setDisabled(false);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [disabled]);
  return { ref, disabled };
}
