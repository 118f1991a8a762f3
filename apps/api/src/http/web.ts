import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATIC_FILE_CSP, contentSecurityPolicy, type CspExtraSources } from './security-headers.js';

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

interface HtmlPage {
  body: string;
  /** The build's brotli and gzip copies of the page (apps/web/build-tools/precompress.ts), when present. */
  br: Buffer | null;
  gzip: Buffer | null;
  csp: string;
}

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
 * HTML page gets a CSP that allows exactly its own inline scripts by hash — no 'unsafe-inline'.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, cspExtra?: CspExtraSources) {
  const pages = new Map<string, HtmlPage | null>();
  const loadPage = (file: string): HtmlPage | null => {
    if (pages.has(file)) return pages.get(file)!;
    const full = path.join(webDist, file);
    // Missing pages are not remembered: a page that appears with the next build is served at once.
    if (!full.startsWith(webDist) || !existsSync(full)) return null;
    const body = readFileSync(full, 'utf8');
    const sibling = (ext: string) => (existsSync(`${full}${ext}`) ? readFileSync(`${full}${ext}`) : null);
    const hashes = [...body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .filter((m) => !/type="application\/ld\+json"/.test(m[0]))
      .map(
        (m) =>
          `'sha256-${createHash('sha256')
            .update(m[1] ?? '')
            .digest('base64')}'`,
      );
    const page = {
      body,
      br: sibling('.br'),
      gzip: sibling('.gz'),
      csp: contentSecurityPolicy({ scriptHashes: hashes, extra: cspExtra }),
    };
    pages.set(file, page);
    return page;
  };

  const sendPage = (reply: FastifyReply, page: HtmlPage, status = 200) => {
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', page.csp)
      .header('vary', 'Accept-Encoding');
    const accepted = acceptedEncodings(reply.request);
    if (page.br && accepted.has('br')) return reply.header('content-encoding', 'br').send(page.br);
    if (page.gzip && accepted.has('gzip')) return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.body);
  };

  // Only reply.sendFile is used; which path maps to which file is decided below. preCompressed sends
  // the build's .br or .gz copy when Accept-Encoding allows it, else the file itself.
  await app.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true });

  const staticFile = (urlPath: string): string | null => {
    const relative = decodeURIComponent(urlPath).replace(/^\/+/, '');
    if (!relative || relative.endsWith('.html') || relative.includes('\0')) return null;
    const full = path.resolve(webDist, relative);
    if (!full.startsWith(webDist + path.sep) || !existsSync(full) || !statSync(full).isFile()) return null;
    return relative;
  };

  return {
    /** Answers a GET for a page; false when the path is not the web app's. */
    servePage(reply: FastifyReply, urlPath: string): boolean {
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
      const prerendered = loadPage(clean === '/' ? 'index.html' : `${clean.slice(1)}/index.html`);
      if (prerendered) {
        sendPage(reply, prerendered);
        return true;
      }
      const shell = loadPage('__spa-fallback.html');
      if (!shell) return false;
      const isAppPath = SPA_PREFIXES.some((p) => clean === p || clean.startsWith(`${p}/`));
      // Unknown paths get the shell too (it renders the not-found page), with a real 404 status.
      sendPage(reply, shell, isAppPath ? 200 : 404);
      return true;
    },
  };
}
