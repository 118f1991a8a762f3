import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailureBoundary } from './load-failure-boundary';

function ChunkThatFailed(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/offline-leads-map.js');
}

describe('LoadFailureBoundary', () => {
  it('shows its fallback in place of code that could not load, tells once, and keeps the page', () => {
    // React reports the error its boundary caught; expected here, and checked below.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onFailure = vi.fn();
    render(
      <main>
        <p>The list of leads</p>
        <LoadFailureBoundary onFailure={onFailure} fallback={<p role="alert">The map could not load.</p>}>
          <ChunkThatFailed />
        </LoadFailureBoundary>
      </main>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The map could not load.');
    expect(screen.getByText('The list of leads')).toBeInTheDocument();
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls.flat().map(String).join(' ')).toContain(
      'Failed to fetch dynamically imported module',
    );
  });

  it('shows its children while they load and run', () => {
    render(
      <LoadFailureBoundary fallback={<p>fallback</p>}>
        <p>The map</p>
      </LoadFailureBoundary>,
    );
    expect(screen.getByText('The map')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });
});
