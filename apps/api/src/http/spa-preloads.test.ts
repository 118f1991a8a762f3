import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TODAYS_FOLLOW_UPS_ADDRESS } from '@app/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_PATH, readRouteManifest, spaPreloads } from './spa-preloads.js';

/** A React Router build manifest of the shape the web build writes, cut to a few routes. */
const ROUTES = {
  root: { id: 'root', path: '', module: '/assets/root-1.js', imports: ['/assets/react-1.js'], css: [] },
  'routes/public-layout': { id: 'routes/public-layout', parentId: 'root', module: '/assets/public-1.js' },
  'routes/not-found': {
    id: 'routes/not-found',
    parentId: 'routes/public-layout',
    path: '*',
    module: '/assets/not-found-1.js',
  },
  'routes/auth-layout': { id: 'routes/auth-layout', parentId: 'root', module: '/assets/auth-layout-1.js' },
  'routes/login': {
    id: 'routes/login',
    parentId: 'routes/auth-layout',
    path: 'login',
    module: '/assets/login-1.js',
  },
  'routes/app-layout': {
    id: 'routes/app-layout',
    parentId: 'root',
    module: '/assets/app-layout-1.js',
    imports: ['/assets/react-1.js', '/assets/api-client-1.js'],
    css: ['/assets/app-1.css#'],
  },
  'routes/dashboard-layout': {
    id: 'routes/dashboard-layout',
    parentId: 'routes/app-layout',
    path: 'dashboard',
    module: '/assets/dashboard-layout-1.js',
  },
  'routes/dashboard': {
    id: 'routes/dashboard',
    parentId: 'routes/dashboard-layout',
    index: true,
    module: '/assets/dashboard-1.js',
    imports: ['/assets/api-client-1.js', '/assets/cards-1.js'],
  },
  'routes/dashboard-marketplace': {
    id: 'routes/dashboard-marketplace',
    parentId: 'routes/app-layout',
    path: 'dashboard/marketplace',
    module: '/assets/marketplace-1.js',
  },
  'routes/admin-layout': {
    id: 'routes/admin-layout',
    parentId: 'root',
    path: 'admin',
    module: '/assets/admin-layout-1.js',
  },
  'routes/admin-import': {
    id: 'routes/admin-import',
    parentId: 'routes/admin-layout',
    path: 'import',
    module: '/assets/admin-import-1.js',
  },
  'routes/admin-import-detail': {
    id: 'routes/admin-import-detail',
    parentId: 'routes/admin-layout',
    path: 'import/:batchId',
    module: '/assets/admin-import-detail-1.js',
  },
};

const SHELL =
  '<html><head><link rel="modulepreload" href="/assets/manifest-ab12.js"/>' +
  '<link rel="modulepreload" href="/assets/root-1.js"/><link rel="modulepreload" href="/assets/react-1.js"/>' +
  '</head><body>Loading...</body></html>';

/** The dashboard's follow-ups due, as its list asks for them (HTML-escaped in the link). */
const FOLLOW_UPS = '/api/v1/pipeline/get-pipeline-leads?follow_up=due&amp;page=1&amp;limit=8';

const hrefs = (links: string, rel: string) =>
  [...links.matchAll(new RegExp(`<link rel="${rel}"[^>]*? href="([^"]+)"`, 'g'))].map((m) => m[1]);

describe('the SPA shell preloads the page it is sent for (issue 24.1)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'spa-preloads-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'assets/manifest-ab12.js'),
    `window.__reactRouterManifest=${JSON.stringify({ entry: {}, routes: ROUTES })};`,
  );
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const routes = readRouteManifest(dir, SHELL);
  const preloads = spaPreloads(routes!, SHELL);

  it('reads the manifest the shell names, and none when the shell names none', () => {
    expect(Object.keys(routes!)).toContain('routes/dashboard');
    expect(readRouteManifest(dir, '<html><head></head></html>')).toBeNull();
  });

  it('lists every module of the matched layouts and page once, leaving out what the shell loads', () => {
    const links = preloads.linksFor('/dashboard', { signedIn: true });
    expect(hrefs(links, 'modulepreload')).toEqual([
      '/assets/app-layout-1.js',
      '/assets/api-client-1.js',
      '/assets/dashboard-layout-1.js',
      '/assets/dashboard-1.js',
      '/assets/cards-1.js',
    ]);
    expect(hrefs(links, 'preload')).toEqual([
      '/assets/app-1.css',
      SESSION_PATH,
      '/api/v1/leads/get-dashboard-data',
      FOLLOW_UPS,
    ]);
    expect(links).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${SESSION_PATH}"/>`,
    );
  });

  it('preloads the member data only for a request that carries a session', () => {
    const links = preloads.linksFor('/dashboard/marketplace', { signedIn: false });
    expect(hrefs(links, 'modulepreload')).toEqual([
      '/assets/app-layout-1.js',
      '/assets/api-client-1.js',
      '/assets/marketplace-1.js',
    ]);
    expect(hrefs(links, 'preload')).toEqual(['/assets/app-1.css', SESSION_PATH]);
  });

  it("preloads the marketplace's first page of leads, unless the page's URL holds a search of its own", () => {
    const first = preloads.linksFor('/dashboard/marketplace', { signedIn: true, fetchesOnly: true });
    expect(hrefs(first, 'preload')).toEqual([
      SESSION_PATH,
      '/api/v1/leads/get-dashboard-data',
      '/api/v1/leads/get-marketplace-leads-unauthorized?page=1&amp;limit=24',
    ]);
    const searched = preloads.linksFor('/dashboard/marketplace', {
      signedIn: true,
      fetchesOnly: true,
      hasSearch: true,
    });
    expect(hrefs(searched, 'preload')).toEqual([SESSION_PATH, '/api/v1/leads/get-dashboard-data']);
    // The dashboard's own data does not depend on a search.
    expect(
      hrefs(
        preloads.linksFor('/dashboard', { signedIn: true, fetchesOnly: true, hasSearch: true }),
        'preload',
      ),
    ).toEqual([SESSION_PATH, '/api/v1/leads/get-dashboard-data', FOLLOW_UPS]);
  });

  it('for a page the build prerendered (its HTML names its modules), the fetches only', () => {
    const member = preloads.linksFor('/dashboard', { signedIn: true, fetchesOnly: true });
    expect(hrefs(member, 'modulepreload')).toEqual([]);
    expect(hrefs(member, 'preload')).toEqual([SESSION_PATH, '/api/v1/leads/get-dashboard-data', FOLLOW_UPS]);
    // Cached apart from the shell's links for the same page.
    expect(hrefs(preloads.linksFor('/dashboard', { signedIn: true }), 'modulepreload')).not.toEqual([]);
    expect(hrefs(preloads.linksFor('/dashboard', { signedIn: false, fetchesOnly: true }), 'preload')).toEqual(
      [SESSION_PATH],
    );
  });

  it('leaves out the answer the API wrote into the page (its first screen painted with it)', () => {
    const painted = preloads.linksFor('/dashboard', {
      signedIn: true,
      fetchesOnly: true,
      inPage: TODAYS_FOLLOW_UPS_ADDRESS,
    });
    expect(hrefs(painted, 'preload')).toEqual([SESSION_PATH, '/api/v1/leads/get-dashboard-data']);
    // Cached apart: the same page not painted still preloads it.
    expect(hrefs(preloads.linksFor('/dashboard', { signedIn: true, fetchesOnly: true }), 'preload')).toEqual([
      SESSION_PATH,
      '/api/v1/leads/get-dashboard-data',
      FOLLOW_UPS,
    ]);
  });

  it('picks the most exact page: a static path over a parameter, a parameter over the catch-all', () => {
    expect(hrefs(preloads.linksFor('/admin/import', { signedIn: true }), 'modulepreload')).toEqual([
      '/assets/admin-layout-1.js',
      '/assets/admin-import-1.js',
    ]);
    expect(hrefs(preloads.linksFor('/admin/import/5d1c/', { signedIn: true }), 'modulepreload')).toEqual([
      '/assets/admin-layout-1.js',
      '/assets/admin-import-detail-1.js',
    ]);
    expect(hrefs(preloads.linksFor('/no/such/page', { signedIn: true }), 'modulepreload')).toEqual([
      '/assets/public-1.js',
      '/assets/not-found-1.js',
    ]);
  });

  it('does not preload the session where the page does not read it', () => {
    const links = preloads.linksFor('/login', { signedIn: true });
    expect(hrefs(links, 'modulepreload')).toEqual(['/assets/auth-layout-1.js', '/assets/login-1.js']);
    expect(links).not.toContain('as="fetch"');
  });
});
