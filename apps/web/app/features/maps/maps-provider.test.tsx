import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UI_TEXT } from '@app/shared';
import { MapsProvider } from './maps-provider';
import { AUTH_FAILURE_CALLBACK, AUTH_FAILURE_MESSAGE, MAPS_READY_CALLBACK } from './maps-status';

const mapsScript = () => document.querySelector<HTMLScriptElement>('script[data-google-maps]');

function renderProvider(apiKey = 'test-key') {
  return render(
    <MapsProvider apiKey={apiKey} fallback={<p>The offline map</p>}>
      <p>The map itself</p>
    </MapsProvider>,
  );
}

afterEach(() => {
  mapsScript()?.remove();
  delete window[AUTH_FAILURE_CALLBACK];
  delete window[MAPS_READY_CALLBACK];
});

describe('MapsProvider', () => {
  it('loads nothing without a key and shows the offline map, with no word about configuration', () => {
    renderProvider('');
    expect(mapsScript()).toBeNull();
    expect(screen.getByText('The offline map')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/VITE_|API key/);
    expect(screen.queryByText('The map itself')).not.toBeInTheDocument();
  });

  it('injects the script once, async, with the key, loading=async and a callback', () => {
    renderProvider();
    const script = mapsScript()!;
    const url = new URL(script.src);
    expect(url.origin).toBe('https://maps.googleapis.com');
    expect(url.searchParams.get('key')).toBe('test-key');
    expect(url.searchParams.get('loading')).toBe('async');
    expect(url.searchParams.get('callback')).toBe(MAPS_READY_CALLBACK);
    expect(script.async).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the map');
  });

  it('renders its children once the API calls back', () => {
    renderProvider();
    act(() => window[MAPS_READY_CALLBACK]!());
    expect(screen.getByText('The map itself')).toBeInTheDocument();
  });

  it('logs the spec message and falls back to the offline map when the script fails to load', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderProvider();
    act(() => {
      mapsScript()!.dispatchEvent(new Event('error'));
    });
    expect(error).toHaveBeenCalledWith(UI_TEXT.mapsLoadFailed);
    expect(screen.getByText('The offline map')).toBeInTheDocument();
    expect(screen.queryByText('The map itself')).not.toBeInTheDocument();
  });

  it("shows 'Error: AuthFailure' when Google rejects the key, even after loading", () => {
    renderProvider();
    act(() => window[MAPS_READY_CALLBACK]!());
    act(() => window[AUTH_FAILURE_CALLBACK]!());
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent('Error: AuthFailure');
    expect(panel).toHaveTextContent(AUTH_FAILURE_MESSAGE);
    expect(screen.queryByText('The map itself')).not.toBeInTheDocument();
  });
});
