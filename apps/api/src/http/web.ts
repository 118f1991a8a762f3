import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { loginPathFor } from '@app/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CspExtraSources } from './content-security-policy.js';
import { STATIC_FILE_CSP } from './security-headers.js';
import {
  CSP_PAGES_FILE,
  SPA_SHELL_FILE,
  loadDocument,
  readCspPages,
  type HtmlDocument,
} from './web-documents.js';
import { loadFirstScreens, paintFirstScreen, type DocumentEdit } from './first-screens.js';
import { SESSION_COOKIE } from './session.js';
import { readRouteManifest, spaPreloads, type SpaPreloads } from './spa-preloads.js';

/** Paths that exist only in the client app (customer and admin areas): served the SPA shell. */
const SPA_PREFIXES = [
  '/login',
  '/sign-up',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/confirm-newsletter',
  '/dashboard',
  '/purchased-leads',
  '/wallet',
  '/billing',
  '/requests',
  '/account',
  '/admin',
];

/**
 * The customer area (the web app's routes/app-layout.tsx): a request without a session is sent to
 * the login page at once, as the page would send it once its code ran, so a visitor never gets a
 * member page's HTML and code, nor makes the requests that can only answer 401 (issue 24.1).
 */
const MEMBER_PREFIXES = ['/dashboard', '/purchased-leads', '/wallet', '/billing', '/requests', '/account'];

const isUnder = (prefixes: readonly string[], clean: string) =>
  prefixes.some((p) => clean === p || clean.startsWith(`${p}/`));

/** Files the web build precompresses; their responses vary with Accept-Encoding. */
const PRECOMPRESSED = /\.(?:js|mjs|css|html|svg|xml|txt|json)$/;

/** The encodings the client accepts (q > 0), e.g. `gzip, deflate, br;q=0.9` → {gzip, deflate, br}. */
function acceptedEncodings(request: FastifyRequest): Set<string> {
  const header = request.headers['accept-encoding'];
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * Serves the built web app on the API's origin (docs/product.md §11): hashed assets with a
 * year-long cache, prerendered HTML per public route, and the SPA shell for the app areas. Each
 * document gets its own CSP (decision 019): no 'unsafe-inline', and a third party's hosts only
 * on the documents that load it.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, cspExtra?: CspExtraSources) {
  const thirdPartiesOf = readCspPages(webDist);
  const documents = new Map<string, HtmlDocument>();
  /**
   * A document of the build, with links added to its head (one copy per distinct set of links). A
   * document of the app (its shell, a prerendered customer-area page) gets a nonce per response.
   */
  const documentAt = (file: string, headLinks = '', isApp = false): HtmlDocument | null => {
    const key = `${file}\n${headLinks}\n${isApp}`;
    const known = documents.get(key);
    if (known) return known;
    const full = path.join(webDist, file);
    // Missing pages are not remembered: a page that appears with the next build is served at once.
    if (!full.startsWith(webDist) || !existsSync(full)) return null;
    const document = loadDocument(webDist, file, thirdPartiesOf.get(file) ?? [], cspExtra, {
      headLinks,
      isApp,
    });
    documents.set(key, document);
    return document;
  };
  /** Issue 24.1: the shell preloads the code and the session of the page asked for (spa-preloads.ts). */
  let preloads: SpaPreloads | null | undefined;
  const preloadsOf = (): SpaPreloads | null => {
    if (preloads !== undefined) return preloads;
    const shellFile = path.join(webDist, SPA_SHELL_FILE);
    if (!existsSync(shellFile)) return null;
    const shellHtml = readFileSync(shellFile, 'utf8');
    const routes = readRouteManifest(webDist, shellHtml);
    preloads = routes ? spaPreloads(routes, shellHtml) : null;
    return preloads;
  };

  const sendDocument = (reply: FastifyReply, document: HtmlDocument, status = 200, edit?: DocumentEdit) => {
    const answer = document.respond(acceptedEncodings(reply.request), edit);
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', answer.cacheControl)
      .header('content-security-policy', answer.csp)
      .header('vary', 'Accept-Encoding');
    if (answer.encoding) reply.header('content-encoding', answer.encoding);
    return reply.send(answer.body);
  };

  // Only reply.sendFile is used; which path maps to which file is decided below. preCompressed sends
  // the build's .br or .gz copy when Accept-Encoding allows it, else the file itself.
  await app.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true });

  const staticFile = (urlPath: string): string | null => {
    const relative = decodeURIComponent(urlPath).replace(/^\/+/, '');
    // Documents are sent with their policy below; the build's list of their third parties is not for the public.
    if (
      !relative ||
      relative.endsWith('.html') ||
      relative.startsWith(CSP_PAGES_FILE) ||
      relative.includes('\0')
    )
      return null;
    const full = path.resolve(webDist, relative);
    if (!full.startsWith(webDist + path.sep) || !existsSync(full) || !statSync(full).isFile()) return null;
    return relative;
  };

  const firstScreens = await loadFirstScreens(webDist);

  return {
    /** Answers a GET for a page; false when the path is not the web app's. */
    async servePage(reply: FastifyReply, urlPath: string): Promise<boolean> {
      let file: string | null = null;
      try {
        file = staticFile(urlPath);
      } catch {
        return false;
      }
      if (file) {
        const immutable = file.startsWith('assets/');
        if (PRECOMPRESSED.test(file)) reply.header('vary', 'Accept-Encoding');
        reply.header('content-security-policy', STATIC_FILE_CSP);
        reply.sendFile(file, {
          maxAge: immutable ? 31_536_000_000 : 3_600_000,
          immutable,
        });
        return true;
      }
      const clean = urlPath.replace(/\/+$/, '') || '/';
      if (clean.includes('..')) return false;
      const signedIn = Boolean(reply.request.cookies?.[SESSION_COOKIE]);
      // What follows the path in the request (`?…`): a page whose search is in its URL asks for that.
      const hasSearch = reply.request.url.length > urlPath.length + 1;
      const isAppPath = isUnder(SPA_PREFIXES, clean);
      if (!signedIn && isUnder(MEMBER_PREFIXES, clean)) {
        const search = reply.request.url.slice(urlPath.length);
        reply.header('cache-control', 'no-store').redirect(loginPathFor(`${clean}${search}`), 302);
        return true;
      }
      const page = clean === '/' ? 'index.html' : `${clean.slice(1)}/index.html`;
      // A member page whose first screen the API paints with the member's data (first-screens.ts):
      // the answer it is painted from is in the page, and not preloaded.
      const screen = signedIn && reply.request.method === 'GET' ? firstScreens.get(clean) : undefined;
      const paint =
        screen && existsSync(path.join(webDist, page))
          ? await paintFirstScreen(app, reply.request, screen)
          : null;
      // A customer-area page prerendered by the build names its modules; the session and the
      // frame's data are preloaded beside them, as on the shell.
      const prerendered = isAppPath
        ? documentAt(
            page,
            preloadsOf()?.linksFor(clean, {
              signedIn,
              fetchesOnly: true,
              hasSearch,
              inPage: paint ? screen?.address : undefined,
            }) ?? '',
            true,
          )
        : documentAt(page);
      if (prerendered) {
        sendDocument(reply, prerendered, 200, paint ?? undefined);
        return true;
      }
      const shell = documentAt(
        SPA_SHELL_FILE,
        preloadsOf()?.linksFor(clean, { signedIn, hasSearch }) ?? '',
        true,
      );
      if (!shell) return false;
      // Unknown paths get the shell too (it renders the not-found page), with a real 404 status.
      sendDocument(reply, shell, isAppPath ? 200 : 404);
      return true;
    },
  };
}
