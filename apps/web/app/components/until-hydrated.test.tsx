import { act, render } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { UntilHydrated } from './until-hydrated';

const Page = () => (
  <UntilHydrated>
    <label>
      City <input name="city" />
    </label>
    <button type="submit">Show leads</button>
    <a href="/wallet">Wallet</a>
  </UntilHydrated>
);

const disabledIn = (root: ParentNode) => ({
  button: root.querySelector('button')!.matches(':disabled'),
  field: root.querySelector('input')!.matches(':disabled'),
});

describe('UntilHydrated (issue 24.1)', () => {
  const containers: HTMLElement[] = [];
  afterEach(() => {
    for (const container of containers.splice(0)) container.remove();
  });

  it('disables every control in the prerendered HTML, and enables them once React has taken it over', async () => {
    const html = renderToString(<Page />);
    const container = document.createElement('div');
    containers.push(container);
    container.innerHTML = html;
    document.body.append(container);
    // Before the code runs: nothing can be clicked or typed into in vain; the link still works.
    expect(disabledIn(container)).toEqual({ button: true, field: true });
    expect(container.querySelector('fieldset')!.getAttribute('role')).toBe('presentation');

    const root = await act(async () => hydrateRoot(container, <Page />));
    // Hydrated without a mismatch (a console.error would fail the test), then enabled in a task of
    // its own (useFieldsetEnabledAfterMount).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(disabledIn(container)).toEqual({ button: false, field: false });
    act(() => root.unmount());
  });

  it('is enabled from its first render in a page the browser draws itself (a navigation inside the app)', () => {
    const seen: boolean[] = [];
    function Probe() {
      const ref = useRef<HTMLButtonElement>(null);
      useLayoutEffect(() => {
        seen.push(ref.current!.matches(':disabled'));
      }, []);
      return <button ref={ref}>Buy</button>;
    }
    render(
      <UntilHydrated>
        <Probe />
      </UntilHydrated>,
    );
    expect(seen).toEqual([false]);
  });
});
