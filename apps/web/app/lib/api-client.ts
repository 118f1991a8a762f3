import { MESSAGES, type Endpoint } from '@app/shared';
import type { z } from 'zod';
import { forgetFirstScreenAnswers } from './first-screen-answers';
import { JSON_REQUEST, forgetPreloadedFetches, takePreloadedFetch } from './preloaded-fetches';
import { viewAsHeaders } from './view-as';

export interface FieldErrorShape {
  path: string;
  message: string;
}

/** The error of a failed call: the server's catalogue message, its detail and field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | undefined;
  readonly fieldErrors: FieldErrorShape[];
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    message: string,
    detail?: string,
    fieldErrors: FieldErrorShape[] = [],
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The most useful sentence for a person: the server's detail, else its message. */
  get userMessage(): string {
    return this.detail ?? this.message;
  }
}

const SUCCESS_MESSAGES = new Set<string>([
  MESSAGES.added,
  MESSAGES.fetched,
  MESSAGES.edited,
  MESSAGES.deleted,
  MESSAGES.authSuccess,
  MESSAGES.checkoutSuccess,
]);

/**
 * An endpoint known by its method and path only, for code that runs in an island of a public page
 * (decision 013): importing a contract builds its zod schemas, and zod is more script than a whole
 * island. The compiler holds the method and path to the contract's (they are literal types there).
 */
export interface EndpointRoute<E extends Endpoint> {
  method: E['method'];
  path: E['path'];
  /** Never set: carries the contract's types to `callApi`. */
  readonly contract?: E;
}

export const endpointRoute = <E extends Endpoint>(
  method: E['method'],
  path: E['path'],
): EndpointRoute<E> => ({
  method,
  path,
});

export interface CallOptions<E extends Endpoint> {
  query?: E['query'] extends z.ZodType ? z.input<E['query']> : never;
  body?: E['body'] extends z.ZodType ? z.input<E['body']> : never;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * docs/product.md §7: a call succeeds only on HTTP 200 and, for most, only when the message is the
   * standard success text. Set false for calls that read only `result` (unsubscribe).
   */
  requireSuccessMessage?: boolean;
}

function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The address a GET of this endpoint with this query is sent to (what a preload must name). */
export const addressOf = <E extends Endpoint>(
  endpoint: E | EndpointRoute<E>,
  query?: CallOptions<E>['query'],
): string => `/api/v1/${endpoint.path}${toQueryString(query as Record<string, unknown> | undefined)}`;

/**
 * Calls one endpoint of packages/shared: {host}/api/v1/{path}, JSON in and out. Given the contract,
 * the answer is parsed with its response schema; given an EndpointRoute, it is the API's own answer
 * as its handler typed it (the schema's input). Failures are logged and rethrown as ApiError
 * (docs/product.md §7).
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  options?: CallOptions<E>,
): Promise<z.output<E['response']>>;
export async function callApi<E extends Endpoint>(
  endpoint: EndpointRoute<E>,
  options?: CallOptions<E>,
): Promise<z.input<E['response']>>;
export async function callApi<E extends Endpoint>(
  endpoint: E | EndpointRoute<E>,
  options: CallOptions<E> = {},
): Promise<unknown> {
  const url = addressOf(endpoint, options.query);
  const viewAs = viewAsHeaders();
  const init: RequestInit = {
    method: endpoint.method,
    credentials: JSON_REQUEST.credentials,
    headers: {
      ...JSON_REQUEST.headers,
      ...(options.body ? { 'Content-Type': 'application/json' } : {}),
      ...viewAs,
      ...options.headers,
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  };
  // The shell's preloads (preloaded-fetches.ts) are the very request a plain GET makes.
  const plainGet = endpoint.method === 'GET' && !options.headers && Object.keys(viewAs).length === 0;
  const preloaded = plainGet ? takePreloadedFetch(url) : undefined;
  if (endpoint.method !== 'GET') {
    forgetPreloadedFetches();
    forgetFirstScreenAnswers();
  }
  let response: Response;
  try {
    response = await (preloaded?.catch(() => fetch(url, init)) ?? fetch(url, init));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    console.warn(`${endpoint.method} ${endpoint.path} failed`, error);
    throw new ApiError(
      0,
      MESSAGES.error,
      'We could not reach the server. Check your connection and try again.',
    );
  }
  const payload = (await response.json().catch(() => null)) as {
    message?: string;
    detail?: string;
    errors?: FieldErrorShape[];
  } | null;
  const message = payload?.message ?? MESSAGES.error;
  const requireMessage = options.requireSuccessMessage ?? true;
  if (response.status !== 200 || !payload || (requireMessage && !SUCCESS_MESSAGES.has(message))) {
    const retryAfter = Number(response.headers.get('retry-after')) || undefined;
    const error = new ApiError(response.status, message, payload?.detail, payload?.errors ?? [], retryAfter);
    console.warn(`${endpoint.method} ${endpoint.path} failed: ${response.status} ${message}`);
    throw error;
  }
  return 'response' in endpoint ? endpoint.response.parse(payload) : payload;
}
