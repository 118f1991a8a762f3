import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DisabledUntilHydrated } from './disabled-until-hydrated';

const form = (
  <form>
    <DisabledUntilHydrated>
      <label>
        ZIP code
        <input name="zip" />
      </label>
      <button type="submit">Show leads</button>
    </DisabledUntilHydrated>
  </form>
);

describe('DisabledUntilHydrated', () => {
  it('disables its controls in the prerendered page', () => {
    expect(renderToString(form)).toMatch(/<fieldset disabled=""/);
  });

  it('enables them once the script runs', async () => {
    render(form);
    // Enabled in a task after the first effect (useFieldsetEnabledAfterMount).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByLabelText('ZIP code')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Show leads' })).toBeEnabled();
  });
});
