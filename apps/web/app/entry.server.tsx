import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { ServerRouter, StaticRouter, type EntryContext } from 'react-router';
import { IslandPrerender } from './components/island';

/**
 * Prerendering (ssr: false): React Router's default server entry, waiting for all content, plus
 * the renderer <Island> uses to write each island's HTML on its own (decision 008).
 */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let islandCount = 0;
  const { pathname } = new URL(request.url);
  // An island sees the page's location, as it will in the browser; its own id prefix keeps two
  // islands' useId values apart.
  const prerenderIsland = (tree: ReactNode) =>
    renderToString(<StaticRouter location={pathname}>{tree}</StaticRouter>, {
      identifierPrefix: `island${islandCount++}-`,
    });

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1_000);
    const { pipe, abort } = renderToPipeableStream(
      <IslandPrerender value={prerenderIsland}>
        <ServerRouter context={routerContext} url={request.url} />
      </IslandPrerender>,
      {
        onAllReady() {
          clearTimeout(timeout);
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
