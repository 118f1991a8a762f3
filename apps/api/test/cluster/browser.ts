/** A JSON answer read loosely, as JSON.parse gives it: the tests assert on its exact fields. */
type Json = ReturnType<typeof JSON.parse>;

/** What a call answered: the status, the JSON body, and which instance (through HAProxy) served it. */
export interface Answer<T = Json> {
  status: number;
  body: T;
  server: string | null;
  cookies: string[];
}

/**
 * One client of the cluster with its own cookie jar, like a browser tab: it can send each call to
 * the proxy or to one instance directly, always as a page of the site would (the Origin the CSRF
 * check expects).
 */
export class Browser {
  readonly jar = new Map<string, string>();

  constructor(private readonly origin: string) {}

  async call<T = Json>(
    baseUrl: string,
    method: 'GET' | 'POST',
    path: string,
    options: {
      query?: Record<string, string | number>;
      body?: unknown;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer<T>> {
    const search = options.query
      ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]): [string, string] => [k, String(v)]))}`
      : '';
    const headers: Record<string, string> = { origin: this.origin, ...options.headers };
    if (this.jar.size > 0)
      headers.cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}/api/v1/${path}${search}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
    const cookies = response.headers.getSetCookie();
    for (const cookie of cookies) {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a),
      );
      if (expired || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const text = await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : null,
      server: response.headers.get('x-cluster-server'),
      cookies,
    };
  }
}
