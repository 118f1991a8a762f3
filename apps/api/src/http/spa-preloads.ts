import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  MARKETPLACE_FIRST_PAGE_QUERY,
  TODAYS_FOLLOW_UPS_ADDRESS,
  getCurrentUser,
  getDashboardData,
  getMarketplaceLeads,
} from '@app/shared';

/**
 * Issue 24.1: the customer and admin areas load in at most three steps. React Router's SPA shell
 * names only the root route's code; the page's own route modules were found by the root, their
 * imports by them, and the session was asked for by the layout once all of that had run: six
 * requests deep and about 2 s before `/auth/me` on a fast machine. The shell is therefore sent
 * with the matched routes' modules, their imports and style sheets preloaded, and with the session
 * preloaded on the pages that read it, so the code and the session arrive side by side.
 */

/** One route of React Router's build manifest (`window.__reactRouterManifest`). */
interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
}

interface LeafRoute {
  /** The routes from the outermost layout to the page, root excluded (the shell loads it). */
  chain: ManifestRoute[];
  segments: string[];
}

/** Layouts whose pages read the session as the first thing they do. */
const SESSION_LAYOUTS = new Set(['routes/app-layout', 'routes/admin-layout']);
/** Addresses exactly as the app's API client fetches them (lib/api-client.ts: no query, GET). */
export const SESSION_PATH = `/api/v1/${getCurrentUser.path}`;
/**
 * What a layout or page reads for a signed-in member as it first renders: the customer area's
 * frame shows the past-due notice from the dashboard data, and the dashboard's largest element is
 * its follow-ups due (asked for by the page's code otherwise, a round trip after it). Preloaded
 * only when the request carries a session, so a visitor sent on to /login leaves no preload unused.
 */
const SIGNED_IN_DATA: Record<string, string[]> = {
  'routes/app-layout': [`/api/v1/${getDashboardData.path}`],
  'routes/dashboard': [TODAYS_FOLLOW_UPS_ADDRESS],
};

/**
 * What a page asks for first when its URL holds no search of its own (a page whose search is in
 * its URL asks for that one, which is not known here): the marketplace's newest leads. Preloaded
 * for a signed-in member only, as above.
 */
const FIRST_PAGE_DATA: Record<string, string[]> = {
  'routes/dashboard-marketplace': [
    `/api/v1/${getMarketplaceLeads.path}?${new URLSearchParams(MARKETPLACE_FIRST_PAGE_QUERY)}`,
  ],
};

const MANIFEST_SCRIPT = /\/assets\/manifest-[\w-]+\.js/;
const MANIFEST_PREFIX = 'window.__reactRouterManifest=';

/** The build manifest the shell names, or null for a build that has none (the shell is then sent as is). */
export function readRouteManifest(webDist: string, shellHtml: string): Record<string, ManifestRoute> | null {
  const script = MANIFEST_SCRIPT.exec(shellHtml)?.[0];
  if (!script) return null;
  const file = path.join(webDist, script);
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8').trim().replace(/;$/, '');
  if (!text.startsWith(MANIFEST_PREFIX)) return null;
  const manifest = JSON.parse(text.slice(MANIFEST_PREFIX.length)) as {
    routes?: Record<string, ManifestRoute>;
  };
  return manifest.routes ?? null;
}

const segmentsOf = (routePath: string) => routePath.split('/').filter(Boolean);

/** Every page of the manifest with its chain of layouts and its full path's segments. */
function leavesOf(routes: Record<string, ManifestRoute>): LeafRoute[] {
  const parents = new Set(Object.values(routes).map((route) => route.parentId));
  const leaves: LeafRoute[] = [];
  for (const route of Object.values(routes)) {
    if (parents.has(route.id) && !route.index) continue;
    const chain: ManifestRoute[] = [];
    for (let at: ManifestRoute | undefined = route; at && at.id !== 'root'; at = routes[at.parentId ?? ''])
      chain.unshift(at);
    leaves.push({ chain, segments: chain.flatMap((step) => segmentsOf(step.path ?? '')) });
  }
  return leaves;
}

/** How well a page's path fits the URL's segments: null when it does not, higher when more exact. */
function score(pattern: string[], segments: string[]): number | null {
  const splat = pattern.at(-1) === '*';
  const fixed = splat ? pattern.slice(0, -1) : pattern;
  if (splat ? segments.length < fixed.length : segments.length !== fixed.length) return null;
  let points = splat ? 0 : 1;
  for (const [index, part] of fixed.entries()) {
    if (part.startsWith(':')) points += 2;
    else if (part === segments[index]) points += 3;
    else return null;
  }
  return points;
}

export interface SpaPreloads {
  /**
   * The `<link>` tags for a path of the app (empty when no page matches it). `fetchesOnly` for a
   * page prerendered by the build, whose HTML names its modules already (issue 24.1); `hasSearch`
   * when the page's URL has a query string, whose search the page asks for instead of its first;
   * `inPage`, an answer the API wrote into the page (first-screens.ts), which is not asked again.
   */
  linksFor(
    urlPath: string,
    options: { signedIn: boolean; fetchesOnly?: boolean; hasSearch?: boolean; inPage?: string },
  ): string;
}

// `crossorigin` makes it a CORS request with same-origin credentials: the very request the API
// client makes, so the browser hands this response to it instead of asking again.
const fetchPreload = (href: string) =>
  `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(href)}"/>`;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The preload links per page, from the build manifest. What the shell already names is left out;
 * a module is listed once even when several routes import it.
 */
export function spaPreloads(routes: Record<string, ManifestRoute>, shellHtml: string): SpaPreloads {
  const leaves = leavesOf(routes);
  const inShell = new Set([...shellHtml.matchAll(/href="([^"]+)"/g)].map((match) => match[1]));
  const cache = new Map<string, string>();

  const linksOf = (
    leaf: LeafRoute,
    signedIn: boolean,
    fetchesOnly: boolean,
    hasSearch: boolean,
    inPage: string | undefined,
  ): string => {
    const addresses: string[] = [];
    if (leaf.chain.some((route) => SESSION_LAYOUTS.has(route.id))) addresses.push(SESSION_PATH);
    if (signedIn)
      for (const route of leaf.chain) {
        addresses.push(...(SIGNED_IN_DATA[route.id] ?? []));
        if (!hasSearch) addresses.push(...(FIRST_PAGE_DATA[route.id] ?? []));
      }
    const fetches = addresses.filter((href) => href !== inPage).map(fetchPreload);
    if (fetchesOnly) return fetches.join('');
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const route of leaf.chain) {
      for (const file of [route.module, ...(route.imports ?? [])]) scripts.add(file);
      // React Router marks a style sheet imported for its side effects with a trailing '#'.
      for (const file of route.css ?? []) styles.add(file.replace(/#$/, ''));
    }
    const links = [
      ...[...scripts]
        .filter((file) => !inShell.has(file))
        .map((file) => `<link rel="modulepreload" href="${escapeAttribute(file)}"/>`),
      ...[...styles]
        .filter((file) => !inShell.has(file))
        .map((file) => `<link rel="preload" as="style" href="${escapeAttribute(file)}"/>`),
      ...fetches,
    ];
    return links.join('');
  };

  return {
    linksFor(urlPath, { signedIn, fetchesOnly = false, hasSearch = false, inPage }) {
      const segments = segmentsOf(urlPath);
      let best: LeafRoute | null = null;
      let bestScore = -1;
      for (const leaf of leaves) {
        const points = score(leaf.segments, segments);
        if (points !== null && points > bestScore) {
          best = leaf;
          bestScore = points;
        }
      }
      if (!best) return '';
      const key = `${best.chain.at(-1)!.id}:${signedIn}:${fetchesOnly}:${hasSearch}:${inPage ?? ''}`;
      let links = cache.get(key);
      if (links === undefined) {
        links = linksOf(best, signedIn, fetchesOnly, hasSearch, inPage);
        cache.set(key, links);
      }
      return links;
    },
  };
}
