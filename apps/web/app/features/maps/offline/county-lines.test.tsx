import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Country } from './atlas-layers';
import { useCountyLines } from './offline-leads-map';

/** Two states side by side in the atlas's frame: Ohio (39) on the left, Pennsylvania (42) right of it. */
const country: Country = {
  land: '',
  stateBorders: '',
  states: [
    {
      id: '39',
      box: [
        [0, 0],
        [100, 100],
      ],
    },
    {
      id: '42',
      box: [
        [250, 0],
        [350, 100],
      ],
    },
  ],
};
const size = { width: 975, height: 610 };
/** Zoomed in four times: the screen shows x 0 to 244 of the frame (Ohio only), then 100 to 344 (both). */
const onOhio = { k: 4, x: 0, y: 0 };
const onBoth = { k: 4, x: -400, y: 0 };

afterEach(() => vi.unstubAllGlobals());

describe('county lines of the states in view (issue 24.5)', () => {
  it('keeps a file coming when the view moves on while it loads, and fetches each state once', async () => {
    const pending = new Map<string, (body: unknown) => void>();
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        fetched.push(url);
        return new Promise((resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          pending.set(url, (body) => resolve(new Response(JSON.stringify(body))));
        });
      }),
    );
    const { result, rerender } = renderHook(({ view }) => useCountyLines(country, view, size), {
      initialProps: { view: onOhio },
    });
    await waitFor(() => expect(fetched).toHaveLength(1));
    expect(fetched[0]).toMatch(/39/);
    // The member pans before Ohio's file has come: Pennsylvania is asked for, Ohio keeps coming.
    rerender({ view: onBoth });
    await waitFor(() => expect(fetched).toHaveLength(2));
    await act(async () => {
      for (const [url, resolve] of pending) resolve({ d: url.includes('39') ? 'M1,1l1,1' : 'M2,2l2,2' });
    });
    await waitFor(() => expect(result.current.map((lines) => lines.id)).toEqual(['39', '42']));
    expect(result.current[0]!.d).toBe('M1,1l1,1');
    // Back to Ohio alone: nothing fetched again.
    rerender({ view: onOhio });
    expect(result.current.map((lines) => lines.id)).toEqual(['39']);
    expect(fetched).toHaveLength(2);
  });

  it('draws none at the whole country’s zoom', () => {
    vi.stubGlobal('fetch', vi.fn());
    const { result } = renderHook(() => useCountyLines(country, { k: 1, x: 0, y: 0 }, size));
    expect(result.current).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
