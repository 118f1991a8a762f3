import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentSecurityPolicy } from './security-headers.js';

/** Paths that exist only in the client app (customer and admin areas): served the SPA shell. */
const SPA_PREFIXES = [
  '/login',
  '/sign-up',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
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
  csp: string;
}

/**
 * Serves the built web app on the API's origin (DESIGN.md section 2): hashed assets with a
 * year-long cache, prerendered HTML per public route, and the SPA shell for the app areas. Each
 * HTML page gets a CSP that allows exactly its own inline scripts by hash — no 'unsafe-inline'.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const pages = new Map<string, HtmlPage | null>();
  const loadPage = (file: string): HtmlPage | null => {
    if (pages.has(file)) return pages.get(file)!;
    const full = path.join(webDist, file);
    // Missing pages are not remembered: a page that appears with the next build is served at once.
    if (!full.startsWith(webDist) || !existsSync(full)) return null;
    const body = readFileSync(full, 'utf8');
    const hashes = [...body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .filter((m) => !/type="application\/ld\+json"/.test(m[0]))
      .map((m) => `'sha256-${createHash('sha256').update(m[1] ?? '').digest('base64')}'`);
    const page = { body, csp: contentSecurityPolicy({ scriptHashes: hashes }) };
    pages.set(file, page);
    return page;
  };

  const sendPage = (reply: FastifyReply, page: HtmlPage, status = 200) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', page.csp)
      .send(page.body);

  // Only reply.sendFile is used; which path maps to which file is decided below.
  await app.register(fastifyStatic, { root: webDist, serve: false });

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
