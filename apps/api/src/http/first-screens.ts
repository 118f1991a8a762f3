import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIRST_SCREEN_ANSWERS_ID } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Issue 24.1: a customer-area page whose first screen is painted with the member's data by the API,
 * into the page the build prerendered without it (decision 042's third addendum). The web build's
 * renderer (apps/web/app/first-screens/entry.tsx, built to build/first-screens beside build/client)
 * says, per page, which answer of the API it paints from and how the region reads before and after.
 */
export interface FirstScreen {
  /** The answer the region is painted from: a GET of the API, as the page's code asks it. */
  address: string;
  /** The region as the prerendered page holds it, its data loading. */
  loading: string;
  /** The region painted from that answer; null when it is not one the page can show. */
  paint(answer: unknown): string | null;
}

/**
 * What a painted page's HTML gets: the region, and the answer it was painted from for the code, in
 * a data block that carries the response's nonce like every other script element of the page.
 */
export type DocumentEdit = (html: string, nonce: string) => string;

/** Where the web build writes the renderer, from its folder of pages (build/client). */
export const firstScreensModuleOf = (webDist: string) =>
  path.resolve(webDist, '..', 'first-screens', 'index.mjs');

function isFirstScreen(value: unknown): value is FirstScreen {
  const screen = value as Partial<FirstScreen> | null;
  return (
    typeof screen?.address === 'string' &&
    screen.address.startsWith('/api/') &&
    typeof screen.loading === 'string' &&
    typeof screen.paint === 'function'
  );
}

/**
 * The renderer's first screens by page path; none for a build without the renderer (its pages are
 * then sent as prerendered, and their code asks for the data). A renderer of another shape is an
 * error at start, not a page painted wrong.
 */
export async function loadFirstScreens(webDist: string): Promise<Map<string, FirstScreen>> {
  const file = firstScreensModuleOf(webDist);
  if (!existsSync(file)) return new Map();
  const { FIRST_SCREENS } = (await import(pathToFileURL(file).href)) as { FIRST_SCREENS?: unknown };
  if (typeof FIRST_SCREENS !== 'object' || FIRST_SCREENS === null)
    throw new Error(`${file} exports no FIRST_SCREENS: rebuild the web app with "npm run build".`);
  const screens = new Map<string, FirstScreen>();
  for (const [pagePath, screen] of Object.entries(FIRST_SCREENS)) {
    if (!isFirstScreen(screen))
      throw new Error(`${file}: the first screen of ${pagePath} is not one the API can paint`);
    screens.set(pagePath, screen);
  }
  return screens;
}

/**
 * How long a page waits for its answer: past it the page is sent as prerendered, its data asked
 * for by its code as before, so a slow database never makes the document itself slow.
 */
export const ANSWER_WAIT_MS = 300;

/**
 * The API's own answer to `address`, asked with the request's cookies from the request's address,
 * as the page's code would ask it (the same session, team and rate limit); null unless it is a 200.
 */
async function ownAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  address: string,
): Promise<string | null> {
  const response = await app.inject({
    method: 'GET',
    url: address,
    remoteAddress: request.ip,
    headers: {
      accept: 'application/json',
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
    },
  });
  return response.statusCode === 200 ? response.body : null;
}

const withinWait = <T>(work: Promise<T>, ms: number): Promise<T | null> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
};

/**
 * JSON as the text of a data block: `<` written as its escape, so no string of the answer (a
 * lead's name comes from an imported file) can close the block or open a comment; U+2028 and
 * U+2029 are escaped as older parsers of JSON in script text asked.
 */
const inDataBlock = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The edit that paints a page's first screen for this request, or null when it cannot be painted
 * (no answer in time, an answer other than a 200, one the page cannot show): the page is then sent
 * as prerendered. Errors are logged and never fail the page.
 */
export async function paintFirstScreen(
  app: FastifyInstance,
  request: FastifyRequest,
  screen: FirstScreen,
): Promise<DocumentEdit | null> {
  try {
    const body = await withinWait(ownAnswer(app, request, screen.address), ANSWER_WAIT_MS);
    if (body === null) return null;
    const painted = screen.paint(JSON.parse(body));
    if (painted === null) return null;
    const answers = inDataBlock(`{${JSON.stringify(screen.address)}:${body}}`);
    return (html, nonce) => {
      // The build checks that its page holds the region once; a page that does not is sent as it is
      // (without the answer, which its first render would not match), and its code asks for the data.
      const at = html.indexOf(screen.loading);
      if (at < 0 || html.indexOf(screen.loading, at + 1) >= 0) return html;
      const head = html.indexOf('</head>');
      if (head < 0 || head > at) return html;
      const block = `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}" nonce="${nonce}">${answers}</script>`;
      return (
        html.slice(0, head) + block + html.slice(head, at) + painted + html.slice(at + screen.loading.length)
      );
    };
  } catch (error) {
    request.log.warn({ err: error, address: screen.address }, 'first screen not painted');
    return null;
  }
}
