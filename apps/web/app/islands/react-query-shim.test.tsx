import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
} from './react-query-shim';

/** A query function whose answers the test gives, one call at a time. */
function controlledFetch<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: Error) => void; signal: AbortSignal }[] = [];
  const queryFn = vi.fn(
    ({ signal }: { signal: AbortSignal }) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve, reject, signal });
        signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      }),
  );
  return { calls, queryFn };
}

function Shown({ label, options }: { label: string; options: UseQueryOptions<string> }) {
  const { data, error, isPending, isFetching, isPlaceholderData } = useQuery(options);
  return (
    <p data-testid={label}>
      {isPending ? 'pending' : error ? `error: ${error.message}` : `data: ${data}`}
      {isFetching ? ' (fetching)' : ''}
      {isPlaceholderData ? ' (previous)' : ''}
    </p>
  );
}

function InvalidateButton() {
  const client = useQueryClient();
  return (
    <button type="button" onClick={() => void client.invalidateQueries()}>
      Invalidate
    </button>
  );
}

function renderWith(client: QueryClient, children: ReactNode) {
  const view = render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
  return {
    ...view,
    rerenderWith: (next: ReactNode) =>
      view.rerender(<QueryClientProvider client={client}>{next}</QueryClientProvider>),
  };
}

const noRetry = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const text = (label: string) => screen.getByTestId(label).textContent;

describe('the TanStack Query stand-in of the islands (decision 013)', () => {
  afterEach(() => vi.useRealTimers());

  it('fetches a key once for every island that shows it, and shares the answer', async () => {
    const { calls, queryFn } = controlledFetch<string>();
    const options = { queryKey: ['plans', { occurrence: 'monthly', page: 1 }], queryFn };
    const sameKeyOtherOrder = { queryKey: ['plans', { page: 1, occurrence: 'monthly' }], queryFn };
    renderWith(
      noRetry(),
      <>
        <Shown label="a" options={options} />
        <Shown label="b" options={sameKeyOtherOrder} />
      </>,
    );
    expect(text('a')).toBe('pending (fetching)');
    expect(queryFn).toHaveBeenCalledTimes(1);

    await act(async () => calls[0]!.resolve('25 leads for $99'));
    expect(text('a')).toBe('data: 25 leads for $99');
    expect(text('b')).toBe('data: 25 leads for $99');
  });

  it('serves fresh data from the cache and refetches stale data when shown again', async () => {
    vi.useFakeTimers({ now: 0 });
    const { calls, queryFn } = controlledFetch<string>();
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
    const view = renderWith(client, <Shown label="a" options={{ queryKey: ['me'], queryFn }} />);
    await act(async () => calls[0]!.resolve('Dana'));

    view.rerenderWith(null);
    view.rerenderWith(<Shown label="a" options={{ queryKey: ['me'], queryFn }} />);
    expect(text('a')).toBe('data: Dana');
    expect(queryFn).toHaveBeenCalledTimes(1);

    view.rerenderWith(null);
    vi.setSystemTime(60_000);
    view.rerenderWith(<Shown label="a" options={{ queryKey: ['me'], queryFn }} />);
    expect(text('a')).toBe('data: Dana (fetching)');
    await act(async () => calls[1]!.resolve('Dana Reed'));
    expect(text('a')).toBe('data: Dana Reed');
  });

  it('retries a failure as often as `retry` says, 1 s then 2 s apart, then shows the error', async () => {
    vi.useFakeTimers();
    const queryFn = vi.fn(() => Promise.reject(new Error('Server unavailable')));
    renderWith(new QueryClient(), <Shown label="a" options={{ queryKey: ['plans'], queryFn, retry: 2 }} />);
    await act(async () => undefined);
    expect(queryFn).toHaveBeenCalledTimes(1);

    await act(async () => vi.advanceTimersByTime(999));
    expect(queryFn).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(queryFn).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTime(2000));
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(text('a')).toBe('error: Server unavailable');
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it('keeps the previous key’s data on screen, marked, while the next key loads', async () => {
    const { calls, queryFn } = controlledFetch<string>();
    const page = (n: number) => ({ queryKey: ['leads', n], queryFn, placeholderData: keepPreviousData });
    const view = renderWith(noRetry(), <Shown label="a" options={page(1)} />);
    await act(async () => calls[0]!.resolve('page 1'));

    view.rerenderWith(<Shown label="a" options={page(2)} />);
    expect(text('a')).toBe('data: page 1 (fetching) (previous)');
    await act(async () => calls[1]!.resolve('page 2'));
    expect(text('a')).toBe('data: page 2');
  });

  it('aborts a request that no island shows any more, and asks again when one does', async () => {
    const { calls, queryFn } = controlledFetch<string>();
    const view = renderWith(noRetry(), <Shown label="a" options={{ queryKey: ['leads', 1], queryFn }} />);
    view.rerenderWith(<Shown label="a" options={{ queryKey: ['leads', 2], queryFn }} />);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    await act(async () => calls[1]!.resolve('page 2'));

    view.rerenderWith(<Shown label="a" options={{ queryKey: ['leads', 1], queryFn }} />);
    expect(text('a')).toBe('pending (fetching)');
    await act(async () => calls[2]!.resolve('page 1'));
    expect(text('a')).toBe('data: page 1');
  });

  it('lets a request run to the end when its function did not take the signal', async () => {
    let answer: (value: string) => void = () => undefined;
    const queryFn = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const view = renderWith(noRetry(), <Shown label="a" options={{ queryKey: ['plans'], queryFn }} />);
    view.rerenderWith(null);
    await act(async () => answer('kept'));

    view.rerenderWith(<Shown label="a" options={{ queryKey: ['plans'], queryFn, staleTime: 60_000 }} />);
    expect(text('a')).toBe('data: kept');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('does not fetch a disabled query', () => {
    const queryFn = vi.fn(() => Promise.resolve('card'));
    renderWith(noRetry(), <Shown label="a" options={{ queryKey: ['card'], queryFn, enabled: false }} />);
    expect(text('a')).toBe('pending');
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('refetches the queries on screen when they are invalidated, and only those', async () => {
    const shown = controlledFetch<string>();
    const hidden = vi.fn(() => Promise.resolve('old'));
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    const view = renderWith(
      client,
      <>
        <Shown label="hidden" options={{ queryKey: ['hidden'], queryFn: hidden }} />
        <Shown label="a" options={{ queryKey: ['subscription'], queryFn: shown.queryFn }} />
        <InvalidateButton />
      </>,
    );
    await act(async () => shown.calls[0]!.resolve('active'));
    view.rerenderWith(
      <>
        <Shown label="a" options={{ queryKey: ['subscription'], queryFn: shown.queryFn }} />
        <InvalidateButton />
      </>,
    );

    act(() => screen.getByRole('button', { name: 'Invalidate' }).click());
    expect(text('a')).toBe('data: active (fetching)');
    await act(async () => shown.calls[1]!.resolve('cancelled'));
    expect(text('a')).toBe('data: cancelled');
    expect(hidden).toHaveBeenCalledTimes(1);
  });

  it('says so when a component asks for the client outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<InvalidateButton />)).toThrow('No QueryClient set');
  });
});
