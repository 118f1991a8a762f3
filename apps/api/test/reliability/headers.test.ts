import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOMER_AREA_PRERENDERED_PATHS,
  PRERENDERED_PATHS,
  PRIVATE_PATH_PREFIXES,
  PUBLIC_PATHS,
} from '../../../web/app/config/public-paths.js';
import { createApp } from '../../src/app.js';
import { defaultWebDist, loadEnv } from '../../src/config/env.js';
import {
  THIRD_PARTIES,
  THIRD_PARTY_POLICIES,
  type ThirdParty,
} from '../../src/http/content-security-policy.js';
import type { AppContext } from '../../src/context.js';
import { APP_URL, sessionFor, useTestApp } from '../helpers.js';
import { loadOperations } from './attack-surface.js';
import { assertLedgerInvariants } from './invariants.js';

/**
 * Issue 9, headers: every page and every API answer — errors, static files, prerendered pages and
 * the SPA fallback included — carries a strict CSP, nosniff, a referrer policy, frame-ancestors
 * 'none' with X-Frame-Options DENY, and HSTS in production only.
 */
const t = useTestApp({ leadCount: 10 });
afterAll(() => assertLedgerInvariants(t.ctx.db));
const webDist = defaultWebDist();
/** Hosts an operator allows on top of the vendors (CSP_EXTRA_*_SRC), e.g. the testimonial-video bucket. */
const EXTRA = {
  script: ['https://scripts.example-cdn.com'],
  connect: ['https://api.example-analytics.com'],
  media: ['https://videos.example-bucket.com'],
};
/** Which third parties each document of this build loads (decision 019), as the build wrote it down. */
const thirdPartiesOf = (): Record<string, ThirdParty[]> =>
  JSON.parse(readFileSync(path.join(webDist, 'csp-pages.json'), 'utf8')) as Record<string, ThirdParty[]>;
const HSTS_MIN_SECONDS = 31_536_000;

interface Checked {
  label: string;
  response: LightMyRequestResponse;
  kind: 'page' | 'api' | 'static';
}

const apps = {} as Record<'production' | 'development' | 'failing' | 'unavailable', FastifyInstance>;
const statuses = new Map<number, number>();

/** A database whose every use fails like a bug (500) or like a lost connection (503). */
function failingDatabase(code?: string): AppContext['db'] {
  return new Proxy({} as AppContext['db'], {
    get() {
      throw Object.assign(new Error('simulated database failure'), code ? { code } : {});
    },
  });
}

beforeAll(async () => {
  if (!existsSync(path.join(webDist, 'index.html')))
    throw new Error(`headers.test needs the web build in ${webDist}: run "npm run build" first`);
  const config = (overrides: Partial<AppContext['config']>) => ({ ...t.ctx.config, webDist, ...overrides });
  apps.production = await createApp({ ...t.ctx, config: config({ isProduction: true, cspExtra: EXTRA }) });
  apps.development = await createApp({ ...t.ctx, config: config({ isProduction: false }) });
  apps.failing = await createApp({ ...t.ctx, db: failingDatabase(), config: config({ isProduction: true }) });
  apps.unavailable = await createApp({
    ...t.ctx,
    db: failingDatabase('ECONNREFUSED'),
    config: config({ isProduction: true }),
  });
});

afterAll(async () => {
  await Promise.all(Object.values(apps).map((app) => app?.close()));
});

/** Every kind of answer the product gives, from one app. */
async function everyAnswer(app: FastifyInstance): Promise<Checked[]> {
  const checked: Checked[] = [];
  const ask = async (kind: Checked['kind'], options: InjectOptions) => {
    const response = await app.inject({ remoteAddress: '127.9.0.1', ...options });
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    checked.push({ label: `${options.method ?? 'GET'} ${options.url}`, response, kind });
    return response;
  };
  for (const operation of await loadOperations(app))
    await ask('api', {
      method: operation.method,
      url: operation.url,
      remoteAddress: `127.9.1.${checked.length % 250}`,
    });
  const customer = { cookie: await sessionFor(t.ctx, (await demoCustomerId())!), origin: APP_URL };
  await ask('api', { url: '/api/v1/admin/get-leads', headers: customer });
  await ask('api', { url: '/api/v1/does-not-exist' });
  await ask('api', { method: 'PUT', url: '/api/v1/plan/getplans' });
  await ask('api', { method: 'DELETE', url: '/api/v1/openapi.json' });
  await ask('api', { method: 'HEAD', url: '/api/v1/health' });
  const form = {
    method: 'POST' as const,
    url: '/api/v1/contact/create-contact-message',
    remoteAddress: '127.9.2.1',
  };
  await ask('api', {
    ...form,
    payload: 'x'.repeat(300 * 1024),
    headers: { 'content-type': 'application/json' },
  });
  await ask('api', { ...form, payload: 'name=x', headers: { 'content-type': 'text/plain' } });
  await ask('api', { ...form, payload: '{"name":', headers: { 'content-type': 'application/json' } });
  for (let attempt = 0; attempt < 6; attempt++) await ask('api', { ...form, payload: {} });
  await ask('api', { method: 'POST', url: '/api/v1/billing/stripe-webhook', payload: '{}' });

  for (const page of PUBLIC_PATHS) {
    await ask('page', { url: page });
    await ask('page', { url: page, headers: { 'accept-encoding': 'br, gzip' } });
  }
  await ask('page', { method: 'HEAD', url: '/' });
  for (const prefix of PRIVATE_PATH_PREFIXES) await ask('page', { url: `${prefix}/some/deep/link` });
  // With a member's session: the customer area's prerendered pages and the shell (decision 042).
  for (const page of CUSTOMER_AREA_PRERENDERED_PATHS) await ask('page', { url: page, headers: customer });
  for (const prefix of PRIVATE_PATH_PREFIXES)
    await ask('page', { url: `${prefix}/some/deep/link`, headers: customer });
  await ask('page', { url: '/no-such-page' });
  await ask('page', { method: 'POST', url: '/faq' });
  for (const file of staticFiles()) {
    await ask('static', { url: file });
    await ask('static', { url: file, headers: { 'accept-encoding': 'gzip' } });
  }
  await ask('static', { url: '/assets/no-such-file.js' });
  return checked;
}

async function demoCustomerId() {
  const { users } = await import('../../src/db/schema/index.js');
  const { eq } = await import('drizzle-orm');
  const [row] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, t.seed.demoEmail));
  return row?.id;
}

/** One script, one style sheet and each root file of the build (favicon, robots.txt, sitemap.xml). */
function staticFiles(): string[] {
  const assets = readdirSync(path.join(webDist, 'assets'));
  const first = (ext: string) => assets.find((name) => name.endsWith(ext));
  const root = readdirSync(webDist).filter((name) => /\.(svg|txt|xml|ico|png|webmanifest)$/.test(name));
  return [first('.js'), first('.css'), ...root]
    .filter((name): name is string => Boolean(name))
    .map((name) => (root.includes(name) ? `/${name}` : `/assets/${name}`));
}

function directivesOf(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => Boolean(name))
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

/** The headers every answer must carry, whatever it is. */
function expectCommonHeaders({ label, response }: Checked, isProduction: boolean) {
  const headers = response.headers;
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['x-powered-by'], label).toBeUndefined();
  const hsts = headers['strict-transport-security'] as string | undefined;
  if (!isProduction) expect(hsts, label).toBeUndefined();
  else {
    expect(hsts, label).toMatch(/^max-age=\d+; includeSubDomains/);
    expect(Number(/max-age=(\d+)/.exec(hsts!)![1]), label).toBeGreaterThanOrEqual(HSTS_MIN_SECONDS);
  }
  const csp = directivesOf(String(headers['content-security-policy'] ?? ''));
  expect(csp.get('frame-ancestors'), label).toEqual(["'none'"]);
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'])
    expect(scripts, `${label}: script-src`).not.toContain(unsafe);
  return csp;
}

/** The build's document behind a page URL: its prerendered page, or the app's shell. */
function documentOf(label: string): string {
  const url = label.split(' ')[1]!;
  const prerendered: readonly string[] = [...PUBLIC_PATHS, ...CUSTOMER_AREA_PRERENDERED_PATHS];
  if (!prerendered.includes(url)) return '__spa-fallback.html';
  return url === '/' ? 'index.html' : `${url.slice(1)}/index.html`;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * A document's policy (decision 019): our origin, the hosts of exactly the third parties that
 * document loads, and its inline scripts by hash, or a nonce that is on every script of the HTML.
 */
function expectPagePolicy(checked: Checked, csp: Map<string, string[]>, extra: typeof EXTRA | null) {
  const { label, response } = checked;
  const header = String(response.headers['content-security-policy']);
  expect(csp.get('default-src'), label).toEqual(["'self'"]);
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
  expect(csp.get('base-uri'), label).toEqual(["'self'"]);
  expect(csp.get('form-action'), label).toEqual(["'self'"]);
  for (const directive of ['style-src', 'style-src-elem', 'style-src-attr'])
    expect(csp.get(directive) ?? [], `${label}: ${directive}`).not.toContain("'unsafe-inline'");
  const nonce = /'nonce-([^']+)'/.exec(header)?.[1];
  if (nonce) expect(csp.get('script-src'), label).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
  const document = documentOf(label);
  const loads = thirdPartiesOf()[document] ?? [];
  for (const name of THIRD_PARTIES) {
    const hosts = Object.entries(THIRD_PARTY_POLICIES[name].sources)
      // Under 'strict-dynamic' a third party's script is trusted through ours, never by host.
      .filter(([directive]) => directive !== 'script' || !nonce)
      .flatMap(([directive, sources]) => sources.map((source) => [`${directive}-src`, source] as const))
      .filter(([, source]) => source.startsWith('https://'));
    for (const [directive, host] of hosts)
      if (loads.includes(name))
        expect(csp.get(directive), `${label}: ${name} in ${directive}`).toContain(host);
      else expect(header, `${label}: no ${name} on ${document}`).not.toContain(host);
  }
  for (const [directive, hosts] of Object.entries(EXTRA)) {
    // Under 'strict-dynamic' browsers ignore host sources for scripts, so none is listed there.
    if (nonce && directive === 'script') continue;
    const sources = csp.get(`${directive}-src`) ?? [];
    for (const host of hosts)
      if (extra) expect(sources, `${label}: ${directive}-src`).toContain(host);
      else expect(sources, `${label}: ${directive}-src`).not.toContain(host);
  }
  if (response.headers['content-encoding'] || !response.body) return;
  const scripts = [...response.body.matchAll(INLINE_SCRIPT)].filter(
    (m) => !/application\/ld\+json/.test(m[1]!),
  );
  if (nonce) {
    expect(scripts.length, `${label}: the shell has inline scripts`).toBeGreaterThan(0);
    for (const [tag] of response.body.matchAll(/<script\b[^>]*>/g))
      if (!tag.includes('application/ld+json'))
        expect(tag, `${label}: nonced`).toContain(` nonce="${nonce}"`);
    return;
  }
  const allowed = (csp.get('script-src') ?? []).filter((source) => source.startsWith("'sha256-"));
  const inline = scripts.map((m) => `'sha256-${createHash('sha256').update(m[2]!).digest('base64')}'`);
  expect(allowed.sort(), `${label}: exactly its inline scripts are allowed`).toEqual(
    [...new Set(inline)].sort(),
  );
  for (const [, src] of response.body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g))
    expect(src, `${label}: scripts come from our origin`).toMatch(/^\/(?!\/)/);
}

/** An HTML answer, wherever it came from (a missing asset gets the not-found page). */
const isDocument = ({ response }: Checked) =>
  String(response.headers['content-type']).startsWith('text/html');

describe('security headers on every answer', () => {
  it('in production: a strict CSP, nosniff, referrer policy, frame-ancestors none and HSTS everywhere', async () => {
    const checked = await everyAnswer(apps.production);
    for (const answer of checked) {
      const csp = expectCommonHeaders(answer, true);
      if (isDocument(answer)) expectPagePolicy(answer, csp, EXTRA);
      // API answers and static files are no documents: they may load nothing at all.
      else if (answer.kind !== 'page') expect(csp.get('default-src'), answer.label).toEqual(["'none'"]);
    }
    const seen = new Set(checked.map((c) => c.response.statusCode));
    for (const status of [200, 400, 401, 403, 404, 405, 413, 415, 429])
      expect(seen, `status ${status}`).toContain(status);
    expect(checked.filter((c) => c.kind === 'page').length).toBeGreaterThanOrEqual(2 * PUBLIC_PATHS.length);
  });

  it('in development: the same headers without HSTS, and no extra CSP hosts unless configured', async () => {
    for (const answer of await everyAnswer(apps.development)) {
      const csp = expectCommonHeaders(answer, false);
      if (isDocument(answer)) expectPagePolicy(answer, csp, null);
    }
  });

  it("this build's list of third parties: one entry per document, Stripe on the app's documents only", () => {
    const documents = thirdPartiesOf();
    const fileOf = (p: string) => (p === '/' ? 'index.html' : `${p.slice(1)}/index.html`);
    // The shell and the customer area's prerendered pages run the whole app (decision 042).
    const appDocuments = new Set(['__spa-fallback.html', ...CUSTOMER_AREA_PRERENDERED_PATHS.map(fileOf)]);
    expect(Object.keys(documents).sort()).toEqual([...appDocuments, ...PRERENDERED_PATHS.map(fileOf)].sort());
    for (const [document, names] of Object.entries(documents)) {
      for (const name of names) expect(THIRD_PARTIES, document).toContain(name);
      if (!appDocuments.has(document)) expect(names, document).not.toContain('stripe');
      else expect(names, document).toEqual(documents['__spa-fallback.html']);
    }
  });

  it('reads the extra CSP hosts from CSP_EXTRA_*_SRC and refuses anything but https origins', () => {
    const env = loadEnv({
      CSP_EXTRA_SCRIPT_SRC: 'https://scripts.example-cdn.com',
      CSP_EXTRA_CONNECT_SRC: '',
      CSP_EXTRA_MEDIA_SRC: 'https://videos.example-bucket.com, https://*.example-bucket.net:8443',
    });
    expect([env.CSP_EXTRA_SCRIPT_SRC, env.CSP_EXTRA_CONNECT_SRC, env.CSP_EXTRA_MEDIA_SRC]).toEqual([
      ['https://scripts.example-cdn.com'],
      [],
      ['https://videos.example-bucket.com', 'https://*.example-bucket.net:8443'],
    ]);
    for (const hostile of ["https://a.com; script-src 'unsafe-inline'", "'unsafe-eval'", 'http://a.com', '*'])
      expect(() => loadEnv({ CSP_EXTRA_SCRIPT_SRC: hostile }), hostile).toThrow(/CSP_EXTRA_SCRIPT_SRC/);
  });

  it('on a 500 and a 503, without internals', async () => {
    const answers: Checked[] = [];
    for (const [app, status] of [
      [apps.failing, 500],
      [apps.unavailable, 503],
    ] as const) {
      for (const url of ['/api/v1/plan/getplans', '/api/v1/leads/get-marketplace-leads-unauthorized']) {
        const response = await app.inject({ url });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, url).toBe(status);
        expect(response.json()).toMatchObject({ message: 'Error', result: null });
        expect(response.body).not.toMatch(/simulated|stack|ECONNREFUSED/);
        answers.push({ label: `${status} ${url}`, response, kind: 'api' });
      }
    }
    for (const answer of answers) expectCommonHeaders(answer, true);
    const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.info(`headers: ${total} answers checked: ${byStatus.join(' ')}`);
  });
});
