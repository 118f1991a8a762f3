/**
 * Issue 24.1: the app's shell preloads the session and the frame's data (apps/api/src/http/
 * spa-preloads.ts). Chrome hands a preload to the first fetch of the same request, but the app
 * makes that fetch only once the page's code has loaded and run, which on a busy machine comes
 * more than the few seconds after the load event that Chrome waits before it warns that the
 * preload went unused (and asks again). The fetches are therefore made here, as the root module
 * runs, before the load event: they take the preloads at once, and the API client takes each
 * answer the first time it asks for that address.
 */

/** What every call of the API client sends, and so what a preload must match to be taken. */
export const JSON_REQUEST = {
  credentials: 'same-origin',
  headers: { Accept: 'application/json' },
} as const satisfies RequestInit;

const started = new Map<string, Promise<Response>>();

/** Fetches every same-origin `<link rel="preload" as="fetch">` of the document, once. */
export function startPreloadedFetches(root: ParentNode | undefined = globalThis.document) {
  if (!root) return; // prerendered at build time: no document, nothing preloaded
  for (const link of root.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')) {
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin) continue;
    const address = url.pathname + url.search;
    if (started.has(address)) continue;
    const response = fetch(address, { method: 'GET', ...JSON_REQUEST });
    // Read or not, a failed fetch is no unhandled rejection: the client asks again (callApi).
    response.catch(() => undefined);
    started.set(address, response);
  }
}

/** The answer started for this address, given once; undefined when none was. */
export function takePreloadedFetch(address: string): Promise<Response> | undefined {
  const response = started.get(address);
  started.delete(address);
  return response;
}

/** After a change (sign-in, sign-out, any write) an answer fetched before it may be out of date. */
export function forgetPreloadedFetches() {
  started.clear();
}
