import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useFieldsetEnabledAfterMount } from './use-fieldset-enabled-after-mount';

function Form({ startsDisabled, log }: { startsDisabled: boolean; log: string[] }) {
  const { ref, disabled } = useFieldsetEnabledAfterMount(startsDisabled);
  // Read as React renders, before it commits anything: what the element held when React came to it.
  log.push(
    `render disabled=${disabled}, element ${ref.current ? `disabled=${ref.current.disabled}` : 'not yet'}`,
  );
  useEffect(() => {
    log.push(`committed disabled=${ref.current!.disabled}`);
  });
  return (
    <fieldset ref={ref} disabled={disabled}>
      <button type="submit">Show leads</button>
    </fieldset>
  );
}

describe('useFieldsetEnabledAfterMount (issue 24.1)', () => {
  it('enables the element itself first, then its state, so the render after it changes nothing', async () => {
    const log: string[] = [];
    const { getByRole } = render(<Form startsDisabled log={log} />);
    expect(getByRole('button')).toBeDisabled();

    // Not in the task of the effects (issue 24.1): still disabled once they and their microtasks ran.
    await act(async () => undefined);
    expect(getByRole('button')).toBeDisabled();

    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(getByRole('button')).toBeEnabled();
    expect(log).toEqual([
      'render disabled=true, element not yet',
      'committed disabled=true',
      // The task enabled the element before React rendered the new state: the commit has nothing to do.
      'render disabled=false, element disabled=false',
      'committed disabled=false',
    ]);
  });

  it('leaves a fieldset that starts enabled alone', async () => {
    const log: string[] = [];
    const { getByRole } = render(<Form startsDisabled={false} log={log} />);
    await act(async () => undefined);
    expect(getByRole('button')).toBeEnabled();
    expect(log).toEqual(['render disabled=false, element not yet', 'committed disabled=false']);
  });

  it('does nothing once unmounted', async () => {
    const log: string[] = [];
    const { unmount } = render(<Form startsDisabled log={log} />);
    unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(log).toEqual(['render disabled=true, element not yet', 'committed disabled=true']);
  });
});
