import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THIRD_PARTY_POLICIES, type ThirdParty } from './content-security-policy.js';
import { SESSION_COOKIE } from './session.js';
import { serveWebBuild } from '../../test/web-build.js';

/**
 * Decision 019: each kind of document gets its own policy. A prerendered page keeps one policy
 * (its inline scripts by hash) and its precompressed bytes; the app's shell and a page whose
 * third party needs a nonce get a new nonce in the header and in the HTML on every response.
 * No policy allows 'unsafe-inline' for scripts or styles, and a third party's hosts appear only
 * on the documents that load it.
 */
const STRUCTURED_DATA = '<script type="application/ld+json">{"@type":"FAQPage"}</script>';
const ISLANDS = '<script type="module" src="/assets/islands-1.js"></script>';
const HOME = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root-1.css"/></head><body><h1>Home</h1>${STRUCTURED_DATA}<script>window.early=1</script>${ISLANDS}${' '.repeat(600)}</body></html>`;
const PLANS = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root-1.css"/></head><body><h1>Plans</h1>${ISLANDS}</body></html>`;
const MARKETPLACE = `<!DOCTYPE html><html><head><link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="/assets/root-1.css"/></head><body><h1>Marketplace</h1>${STRUCTURED_DATA}${ISLANDS}${' '.repeat(600)}</body></html>`;
const SHELL = [
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="stylesheet" href="/assets/root-1.css"/></head>',
  '<body><p role="status">Loading...</p><script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js"; import("/assets/entry.client-1.js");</script>',
  `<script>window.__reactRouterContext.streamController.close();</script>${' '.repeat(600)}</body></html>`,
].join('');

/**
 * A customer-area page as the build prerenders it (issue 24.1): the page, its style sheet inline
 * (and its link, disabled), React Router's scripts.
 */
const WALLET = [
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<style>.a{color:red}</style><link rel="stylesheet" href="/assets/root-1.css" disabled=""/></head>',
  '<body><h1>Wallet</h1><script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js"; await import("/assets/wallet-1.js");</script>',
  `${' '.repeat(600)}</body></html>`,
].join('');

/** What a member's browser sends: the session cookie (its value is checked by the API's routes). */
const MEMBER = { cookie: `${SESSION_COOKIE}=a-session` };

const THIRD_PARTIES: Record<string, ThirdParty[]> = {
  'index.html': [],
  'plans/index.html': ['meta-pixel'],
  'marketplace/index.html': ['meta-pixel', 'google-maps'],
  '__spa-fallback.html': ['meta-pixel', 'google-maps', 'stripe'],
  'wallet/index.html': ['meta-pixel', 'google-maps', 'stripe'],
};

function writeBuild(dir: string, thirdParties: unknown = THIRD_PARTIES) {
  const files: Record<string, string> = {
    'index.html': HOME,
    'plans/index.html': PLANS,
    'marketplace/index.html': MARKETPLACE,
    '__spa-fallback.html': SHELL,
    'wallet/index.html': WALLET,
    'assets/islands-1.js': 'export {};',
    'csp-pages.json': JSON.stringify(thirdParties),
  };
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  for (const name of ['index.html', 'marketplace/index.html', '__spa-fallback.html', 'wallet/index.html']) {
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(files[name]!));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(files[name]!));
  }
}

async function serve(dir: string) {
  const app = Fastify();
  await app.register(cookie);
  return serveWebBuild(app, dir);
}

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  return new Map(
    String(response.headers['content-security-policy'])
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Every host a third party may use, for "nothing of theirs on this document". */
const hostsOf = (name: ThirdParty) =>
  Object.values(THIRD_PARTY_POLICIES[name].sources)
    .flat()
    .filter((source) => source.startsWith('https://'));

function expectNoUnsafeInline(response: LightMyRequestResponse, label: string) {
  const csp = directives(response);
  for (const directive of ['script-src', 'style-src', 'style-src-elem', 'style-src-attr', 'default-src'])
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'https:', 'http:'])
      expect(csp.get(directive) ?? [], `${label}: ${directive}`).not.toContain(unsafe);
}

/** The `nonce="…"` attributes of the document, per tag. */
const noncesIn = (html: string) =>
  [...html.matchAll(/<(script|link|style)\b[^>]*?\snonce="([^"]+)"[^>]*>/g)].map((m) => m[2]!);

describe('the policy of each kind of document (decision 019)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-documents-'));
  let app: FastifyInstance;

  beforeAll(async () => {
    writeBuild(dir);
    app = await serve(dir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a prerendered page: its inline scripts by hash, no nonce, no third party, its precompressed bytes', async () => {
    const plain = await app.inject({ url: '/' });
    const csp = directives(plain);
    expect(csp.get('script-src')).toEqual(["'self'", sha256('window.early=1')]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(csp.get('media-src')).toEqual(["'self'"]);
    expect(plain.headers['content-security-policy']).not.toMatch(/nonce|strict-dynamic/);
    for (const name of ['meta-pixel', 'google-maps', 'stripe'] as const)
      for (const host of hostsOf(name)) expect(plain.headers['content-security-policy']).not.toContain(host);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(HOME);
    expectNoUnsafeInline(plain, '/');

    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(HOME);
  });

  it("a page with the Meta pixel: the pixel's script paths and beacon host, nobody else's", async () => {
    const response = await app.inject({ url: '/plans' });
    const csp = directives(response);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://connect.facebook.net/signals/',
    ]);
    expect(csp.get('img-src')).toContain('https://www.facebook.com');
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://www.facebook.com']);
    for (const host of [...hostsOf('stripe'), ...hostsOf('google-maps')])
      expect(response.headers['content-security-policy']).not.toContain(host);
    expect(response.headers['cache-control']).toBe('no-cache');
    expectNoUnsafeInline(response, '/plans');
  });

  it('the app shell: a new nonce each time, on every script and module preload, with strict-dynamic', async () => {
    const seen = new Set<string>();
    for (const url of ['/dashboard', '/billing', '/admin/leads', '/dashboard']) {
      const response = await app.inject({ url, headers: MEMBER });
      expect(response.statusCode, url).toBe(200);
      const csp = directives(response);
      const scriptSources = csp.get('script-src')!;
      expect(scriptSources, url).toHaveLength(2);
      expect(scriptSources[1]).toBe("'strict-dynamic'");
      const nonce = /^'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(scriptSources[0]!)?.[1];
      expect(nonce, url).toBeDefined();
      expect(seen.has(nonce!), `${url}: a nonce is never used twice`).toBe(false);
      seen.add(nonce!);
      expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`, 'https://fonts.googleapis.com']);
      // Purchased leads' call recordings play from the vendor's host (decision 028).
      expect(csp.get('media-src')).toEqual(["'self'", 'https:']);
      // 3 scripts, 2 module preloads and the style sheet (where the maps API takes its style nonce).
      expect(noncesIn(response.body)).toEqual(Array(6).fill(nonce));
      expect(response.body.replaceAll(` nonce="${nonce}"`, '')).toBe(SHELL);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expectNoUnsafeInline(response, url);
    }
  });

  it('the app shell allows the third parties of every page it can show, each in its own directives', async () => {
    const csp = directives(await app.inject({ url: '/billing', headers: MEMBER }));
    expect(csp.get('frame-src')).toEqual([
      'https://*.google.com',
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://www.facebook.com',
      'https://*.googleapis.com',
      'https://*.google.com',
      'https://*.gstatic.com',
      'https://api.stripe.com',
    ]);
    expect(csp.get('worker-src')).toEqual(['blob:']);
    expect(csp.get('font-src')).toEqual(["'self'", 'https://fonts.gstatic.com']);
  });

  it('the shell is compressed per response, its nonce inside matching the header', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await app.inject({
        url: '/billing',
        headers: { ...MEMBER, 'accept-encoding': encoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      const html = decode(response.rawPayload).toString();
      const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1]!;
      expect(noncesIn(html)).toEqual(Array(6).fill(nonce));
    }
  });

  it('a public page whose map adds <style> elements is nonced too, its structured data left alone', async () => {
    const first = await app.inject({ url: '/marketplace', headers: { 'accept-encoding': 'br' } });
    const second = await app.inject({ url: '/marketplace' });
    const html = brotliDecompressSync(first.rawPayload).toString();
    const nonce = /'nonce-([^']+)'/.exec(String(first.headers['content-security-policy']))![1]!;
    expect(noncesIn(html)).toEqual([nonce, nonce]); // the islands script and the style sheet
    expect(html).toContain(STRUCTURED_DATA);
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(noncesIn(second.body)).toHaveLength(2);
    expect(noncesIn(second.body)[0]).not.toBe(nonce);
    const csp = directives(first);
    expect(csp.get('script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`, 'https://fonts.googleapis.com']);
    for (const host of hostsOf('stripe'))
      expect(first.headers['content-security-policy']).not.toContain(host);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expectNoUnsafeInline(first, '/marketplace');
  });

  it("a customer-area page prerendered by the build: the app's policy, a nonce each time, compressed as sent", async () => {
    const nonces = new Set<string>();
    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      const response = await app.inject({
        url: '/wallet',
        headers: { ...MEMBER, 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      const html =
        encoding === 'br'
          ? brotliDecompressSync(response.rawPayload).toString()
          : encoding === 'gzip'
            ? gunzipSync(response.rawPayload).toString()
            : response.body;
      const csp = directives(response);
      const nonce = /^'nonce-([^']+)'$/.exec(csp.get('script-src')![0]!)![1]!;
      expect(nonces.has(nonce)).toBe(false);
      nonces.add(nonce);
      // 2 scripts, the manifest's preload, the inline style sheet (which the CSP allows by this
      // nonce alone) and its disabled link: not the build's copy, which has none.
      expect(noncesIn(html)).toEqual(Array(5).fill(nonce));
      expect(html).toContain(`<style nonce="${nonce}">.a{color:red}</style>`);
      expect(html.replaceAll(` nonce="${nonce}"`, '')).toBe(WALLET);
      expect(csp.get('frame-src')).toContain('https://js.stripe.com');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expectNoUnsafeInline(response, '/wallet');
    }
  });

  it('a visitor without a session is sent to sign in before anything of the member area is sent', async () => {
    for (const [url, next] of [
      ['/wallet?tab=history', '/wallet?tab=history'],
      ['/dashboard/', '/dashboard'],
      ['/billing', '/billing'],
      ['/purchased-leads/api-keys', '/purchased-leads/api-keys'],
    ] as const) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(`/login?next=${encodeURIComponent(next)}`);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.body, url).not.toContain('Wallet');
    }
    // The sign-in pages and the console (which guards itself, for the team) are sent as they are.
    for (const url of ['/login', '/admin/leads', '/dashboards'])
      expect((await app.inject({ url })).statusCode, url).not.toBe(302);
  });

  it('an unknown path gets the shell with a 404 and a nonce; the list of third parties is not served', async () => {
    for (const url of ['/no-such-page', '/csp-pages.json', '/csp-pages.json.br']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body.replaceAll(/ nonce="[^"]+"/g, ''), url).toBe(SHELL);
    }
  });
});

describe('reading the build list of third parties', () => {
  it('refuses a build without csp-pages.json, or one naming a third party the API has no policy for', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'web-documents-'));
    try {
      writeBuild(dir);
      rmSync(path.join(dir, 'csp-pages.json'));
      await expect(serve(dir)).rejects.toThrow(/has no csp-pages\.json: rebuild it/);
      writeBuild(dir, { 'index.html': ['youtube'] });
      await expect(serve(dir)).rejects.toThrow(
        /index\.html names \["youtube"\], which the API has no policy for/,
      );
      writeBuild(dir, ['stripe']);
      await expect(serve(dir)).rejects.toThrow(/must map each document/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
