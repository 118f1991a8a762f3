import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/**
 * What the islands of the prerendered public pages use of TanStack Query, without TanStack Query
 * (decision 013): vite.islands.config.ts resolves '@tanstack/react-query' to this file in the
 * islands build only, as it does 'react-router' (decision 008); the app keeps the library. The
 * library and its React bindings are more script (10 kB gzip) than the islands that use them.
 *
 * - QueryClient: queries cached by key for the life of the page, shared by its islands.
 * - useQuery: fetches a query when an island first shows it, again once it is stale (`staleTime`)
 *   or invalidated, one request at a time; retries a failure `retry` times, 1 s, 2 s, 4 s… apart;
 *   aborts the request when no island shows the query any more, if the query function took the
 *   signal; `enabled`; `placeholderData: keepPreviousData`. As TanStack Query does.
 * - useQueryClient().invalidateQueries(): every query goes stale; those on screen refetch.
 *
 * Not here, because no island uses it: mutations, refetching on window focus or reconnection,
 * intervals, garbage collection, suspense, structural sharing.
 */

export type QueryKey = readonly unknown[];

interface QueryFunctionContext {
  signal: AbortSignal;
}

interface QueryDefaults {
  staleTime?: number;
  retry?: boolean | number;
}

export interface UseQueryOptions<T> extends QueryDefaults {
  queryKey: QueryKey;
  queryFn: (context: QueryFunctionContext) => Promise<T>;
  enabled?: boolean;
  placeholderData?: (previousData: T | undefined) => T | undefined;
}

type ObserverOptions<T> = UseQueryOptions<T> & Required<QueryDefaults> & { enabled: boolean };

interface QueryState<T> {
  status: 'pending' | 'success' | 'error';
  data: T | undefined;
  error: Error | null;
  /** When the data arrived (ms since the epoch); 0 before it ever did. */
  dataUpdatedAt: number;
  isFetching: boolean;
  isInvalidated: boolean;
}

/** TanStack Query's defaults for what the client does not set. */
const DEFAULTS: Required<QueryDefaults> = { staleTime: 0, retry: 3 };
const MAX_RETRY_DELAY_MS = 30_000;

/** TanStack Query's key hash: the same JSON whatever the order of an object's keys. */
function hashKey(queryKey: QueryKey): string {
  return JSON.stringify(queryKey, (_, value: unknown) =>
    value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

function waitBeforeRetry(failures: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, Math.min(1000 * 2 ** failures, MAX_RETRY_DELAY_MS));
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

interface Running {
  promise: Promise<void>;
  controller: AbortController;
  /** TanStack Query aborts only a request that can be aborted: one whose function took the signal. */
  tookSignal: boolean;
}

class Query<T> {
  private state: QueryState<T> = {
    status: 'pending',
    data: undefined,
    error: null,
    dataUpdatedAt: 0,
    isFetching: false,
    isInvalidated: false,
  };
  private readonly listeners = new Set<() => void>();
  private running: Running | null = null;
  /** What the island that showed the query last asked for: what an invalidation refetches. */
  private options: ObserverOptions<T> | null = null;

  readonly getState = () => this.state;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.running?.tookSignal) this.running.controller.abort();
    };
  };

  private setState(change: Partial<QueryState<T>>) {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  /** The query as an island shows it: fetched if it is enabled and stale. */
  observe(options: ObserverOptions<T>) {
    this.options = options;
    const { data, dataUpdatedAt, isInvalidated } = this.state;
    const isStale = data === undefined || isInvalidated || Date.now() >= dataUpdatedAt + options.staleTime;
    if (options.enabled && isStale) void this.fetch(options);
  }

  invalidate(): Promise<void> {
    this.setState({ isInvalidated: true });
    const { options } = this;
    return this.listeners.size > 0 && options?.enabled ? this.fetch(options) : Promise.resolve();
  }

  private fetch(options: ObserverOptions<T>): Promise<void> {
    if (this.running && !this.running.controller.signal.aborted) return this.running.promise;
    const running: Running = {
      promise: Promise.resolve(),
      controller: new AbortController(),
      tookSignal: false,
    };
    this.running = running;
    running.promise = this.run(options, running);
    return running.promise;
  }

  private async run(options: ObserverOptions<T>, running: Running) {
    const { signal } = running.controller;
    const context: QueryFunctionContext = {
      get signal() {
        running.tookSignal = true;
        return signal;
      },
    };
    const before = this.state;
    this.setState({ isFetching: true });
    const maxRetries = options.retry === true ? Infinity : options.retry === false ? 0 : options.retry;
    for (let failures = 0; ; failures += 1) {
      try {
        const data = await options.queryFn(context);
        if (this.running !== running) return;
        this.running = null;
        this.setState({
          status: 'success',
          data,
          error: null,
          dataUpdatedAt: Date.now(),
          isFetching: false,
          isInvalidated: false,
        });
        return;
      } catch (error) {
        if (!signal.aborted && failures < maxRetries) {
          await waitBeforeRetry(failures, signal).catch(() => undefined);
          if (!signal.aborted) continue;
        }
        // An aborted request that a newer one replaced leaves the query to it.
        if (this.running !== running) return;
        this.running = null;
        // Aborted because no island shows the query any more: as if it had never been asked.
        if (signal.aborted) this.setState({ ...before, isFetching: false });
        else this.setState({ status: 'error', error: error as Error, isFetching: false });
        return;
      }
    }
  }
}

export class QueryClient {
  private readonly queries = new Map<string, Query<unknown>>();
  private readonly defaults: Required<QueryDefaults>;

  constructor(config: { defaultOptions?: { queries?: QueryDefaults } } = {}) {
    this.defaults = { ...DEFAULTS, ...config.defaultOptions?.queries };
  }

  /** Used by useQuery: the query of a key, made on first use. */
  query<T>(queryKey: QueryKey): Query<T> {
    const hash = hashKey(queryKey);
    let query = this.queries.get(hash);
    if (!query) {
      query = new Query<unknown>();
      this.queries.set(hash, query);
    }
    return query as Query<T>;
  }

  /** Used by useQuery: an island's options over the client's defaults. */
  resolve<T>(options: UseQueryOptions<T>): ObserverOptions<T> {
    return {
      ...options,
      enabled: options.enabled ?? true,
      staleTime: options.staleTime ?? this.defaults.staleTime,
      retry: options.retry ?? this.defaults.retry,
    };
  }

  /** Every query goes stale; those on screen refetch, and the promise waits for them. */
  async invalidateQueries(): Promise<void> {
    await Promise.all([...this.queries.values()].map((query) => query.invalidate()));
  }
}

export const QueryClientContext = createContext<QueryClient | undefined>(undefined);

export function QueryClientProvider({ client, children }: { client: QueryClient; children?: ReactNode }) {
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}

export function useQueryClient(): QueryClient {
  const client = useContext(QueryClientContext);
  if (!client) throw new Error('No QueryClient set, use QueryClientProvider to set one');
  return client;
}

/** `placeholderData: keepPreviousData`: the last key's data stays on screen while the next one loads. */
export const keepPreviousData = <T,>(previousData: T | undefined): T | undefined => previousData;

export function useQuery<T>(options: UseQueryOptions<T>) {
  const client = useQueryClient();
  const query = client.query<T>(options.queryKey);
  const state = useSyncExternalStore(query.subscribe, query.getState, query.getState);
  const resolved = client.resolve(options);
  const { enabled, staleTime } = resolved;
  // A query is fetched when it is shown (its key changes) or enabled, not whenever its function does.
  const latestOptions = useRef(resolved);
  latestOptions.current = resolved;
  useEffect(() => query.observe(latestOptions.current), [query, enabled, staleTime]);

  // The data of the last query shown that had some: what keepPreviousData shows meanwhile.
  const [previousData, setPreviousData] = useState<T | undefined>(undefined);
  if (state.data !== undefined && state.data !== previousData) setPreviousData(state.data);
  const placeholder =
    state.status === 'pending' && state.data === undefined
      ? options.placeholderData?.(previousData)
      : undefined;
  const isPlaceholderData = placeholder !== undefined;
  const status = isPlaceholderData ? 'success' : state.status;
  return {
    data: isPlaceholderData ? placeholder : state.data,
    error: state.error,
    status,
    isPending: status === 'pending',
    isSuccess: status === 'success',
    isError: status === 'error',
    isFetching: state.isFetching,
    isPlaceholderData,
  };
}
