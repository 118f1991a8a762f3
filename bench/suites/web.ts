import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PUBLIC_PATHS } from '../../apps/web/app/config/public-paths.js';
import { CUSTOMER_AREA_PAGES, demoMemberEnv, demoSessionCookie } from '../lib/demo-member.js';
import {
  CATEGORIES,
  WEB_BUILD,
  launchChrome,
  medianAudit,
  setBrowserSession,
  snapshotWebBuild,
  type FormFactor,
  type PageAudit,
} from '../lib/lighthouse.js';
import { ROOT } from '../lib/processes.js';
import { startApiServer } from '../lib/servers.js';
import { median } from '../lib/stats.js';
import { STATIC_HERO_ROUTE, writeStaticHeroPage } from '../lib/static-hero.js';
import type { Figure, Suite, SuiteContext } from '../lib/suite.js';
import { WebBuild } from '../lib/web-bundles.js';

/** Issue 8's web goals (the lead engineer makes them pass; the bench measures them). */
const MAX_INITIAL_JS_BYTES = 80_000;
const MAX_LAZY_CHUNK_BYTES = 10_000;
const MAX_LCP_VS_STATIC = 1.3;
const MAX_CLS = 0.01;
const MAX_HOME_TRANSFER_BYTES = 150_000;
/** Issue 24.5: the offline map's chunk with its geodata, loaded only when the map is shown. */
const MAX_OFFLINE_MAP_BYTES = 60_000;
/** Chunks the issue lets be heavy, by what they hold (their file names come from their modules). */
const HEAVY_WIDGETS: Record<string, RegExp> = { maps: /map/i, Stripe: /stripe/i, editors: /editor/i };
/** Mobile runs of the home page and its static twin, alternated, for the LCP ratio. */
const LCP_ROUNDS = { quick: 1, full: 3 };
/** Issue 24.1: the customer area signed in, against the public marketplace in the same rounds. */
const MIN_CUSTOMER_AREA_PERFORMANCE = 95;
const MAX_CUSTOMER_AREA_LCP_RATIO = 1.5;
const CUSTOMER_AREA_ROUNDS = { quick: 1, full: 3 };

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function heavyWidgetOf(url: string): string | undefined {
  return Object.entries(HEAVY_WIDGETS).find(([, pattern]) => pattern.test(path.basename(url)))?.[0];
}

function bundleFigures(buildDir: string, routes: readonly string[]): Figure[] {
  const build = new WebBuild(buildDir);
  const lazy = new Map<string, number>();
  const figures: Figure[] = routes.map((route) => {
    const initial = build.staticClosure(build.htmlScripts(route));
    const bytes = [...initial].reduce((sum, url) => sum + build.gzipBytes(url), 0);
    for (const url of build.lazyChunks(initial)) lazy.set(url, build.gzipBytes(url));
    return {
      suite: 'web',
      name: `Initial JavaScript of ${route} (gzip, ${initial.size} files)`,
      goal: `≤ ${kB(MAX_INITIAL_JS_BYTES)}`,
      measured: kB(bytes),
      passed: bytes <= MAX_INITIAL_JS_BYTES,
    };
  });
  const heavy = [...lazy].filter(([url]) => heavyWidgetOf(url));
  const over = [...lazy]
    .filter(([url, bytes]) => !heavyWidgetOf(url) && bytes > MAX_LAZY_CHUNK_BYTES)
    .sort((a, b) => b[1] - a[1]);
  const largest = Math.max(0, ...[...lazy].filter(([url]) => !heavyWidgetOf(url)).map(([, bytes]) => bytes));
  figures.push({
    suite: 'web',
    name: `Lazily loaded chunks of the public pages (${lazy.size}, gzip each; heavy widgets apart)`,
    goal: `each ≤ ${kB(MAX_LAZY_CHUNK_BYTES)}`,
    measured: over.length
      ? `${over.length} over: ${over.map(([url, bytes]) => `${path.basename(url)} ${kB(bytes)}`).join(', ')}`
      : `largest ${kB(largest)}`,
    passed: over.length === 0,
    note: heavy.length
      ? `Heavy widgets, exempt: ${heavy.map(([url, bytes]) => `${heavyWidgetOf(url)} ${path.basename(url)} ${kB(bytes)}`).join(', ')}.`
      : 'No heavy widget (maps, Stripe, editors) is reachable from a public page.',
  });
  figures.push(offlineMapFigure(build, buildDir));
  return figures;
}

/**
 * The public marketplace's offline map: the code its "Show map" button loads (the chunk and what
 * it imports that the page has not loaded) and the geodata of its first view (the country), gzip.
 * Each state's county lines come later, when the view is zoomed in on it; the largest is noted.
 */
function offlineMapFigure(build: WebBuild, buildDir: string): Figure {
  const name = 'Offline map: its code and first view’s geodata, loaded when shown (gzip)';
  const goal = `≤ ${kB(MAX_OFFLINE_MAP_BYTES)}, none before`;
  const initial = build.staticClosure(build.htmlScripts('/marketplace'));
  const chunk = [...build.lazyChunks(initial)].find((url) =>
    /\/(?:island-)?offline-leads-map-[\w-]+\.js$/.test(url),
  );
  const assets = readdirSync(path.join(buildDir, 'assets'));
  const country = assets.find((file) => /^country-[\w-]+\.json$/.test(file));
  if (!chunk || !country)
    return { suite: 'web', name, goal, measured: 'not found in the build', passed: false };
  const code = [...build.staticClosure([chunk])].filter((url) => !initial.has(url));
  const codeBytes = code.reduce((sum, url) => sum + build.gzipBytes(url), 0);
  const countryBytes = build.gzipBytes(`/assets/${country}`);
  const states = assets
    .filter((file) => /^\d\d-[\w-]+\.json$/.test(file))
    .map((file) => ({ file, bytes: build.gzipBytes(`/assets/${file}`) }));
  const largest = states.reduce((a, b) => (b.bytes > a.bytes ? b : a), { file: '-', bytes: 0 });
  const inInitial = [...initial].some((url) => /leads-map/.test(url));
  const total = codeBytes + countryBytes;
  return {
    suite: 'web',
    name,
    goal,
    measured: `${kB(total)} (code ${kB(codeBytes)} in ${code.length} files, country ${kB(countryBytes)})${inInitial ? '; loaded with the page' : ''}`,
    passed: total <= MAX_OFFLINE_MAP_BYTES && !inInitial,
    note: `County lines per state in view once zoomed in: ${states.length} files, largest ${largest.file} ${kB(largest.bytes)}.`,
  };
}

interface RouteAudit {
  route: string;
  formFactor: FormFactor;
  audit: PageAudit;
}

function scoreFigure(formFactor: FormFactor, audits: RouteAudit[]): Figure {
  const short = audits.filter((a) => CATEGORIES.some((id) => a.audit.scores[id] < 100));
  return {
    suite: 'web',
    name: `Lighthouse ${formFactor}: performance, accessibility, best practices, SEO on ${audits.length} public pages`,
    goal: '100 × 4 each',
    measured: short.length
      ? short.map((a) => `${a.route} ${CATEGORIES.map((id) => a.audit.scores[id]).join('/')}`).join(', ')
      : 'all 100',
    passed: short.length === 0,
    ...(short.length
      ? {
          note: short
            .map((a) => `${a.route}: ${CATEGORIES.flatMap((id) => a.audit.failing[id]).join('; ')}`)
            .join(' — '),
        }
      : {}),
  };
}

function worstFigure(
  formFactor: FormFactor,
  audits: RouteAudit[],
  name: string,
  goal: string,
  value: (a: PageAudit) => number,
  format: (v: number) => string,
  limit: number,
): Figure {
  const worst = audits.reduce((a, b) => (value(b.audit) > value(a.audit) ? b : a));
  return {
    suite: 'web',
    name: `${name}, ${formFactor}, worst public page`,
    goal,
    measured: `${format(value(worst.audit))} (${worst.route})`,
    passed: value(worst.audit) <= limit,
  };
}

/** Runs of a page whose first run missed a goal. */
const RERUNS = 3;

const missesAGoal = (audit: PageAudit) =>
  CATEGORIES.some((id) => audit.scores[id] < 100) || audit.tbtMs > 0 || audit.cls > MAX_CLS;

/**
 * Mobile LCP of the home page against its static twin, alternated; the home page's run of the
 * per-page pass is the first sample.
 */
async function lcpFigure(
  chromePort: number,
  origin: string,
  firstHomeLcp: number,
  rounds: number,
): Promise<Figure[]> {
  const home = [firstHomeLcp];
  const hero: number[] = [];
  const heroBlocking: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const { audit } = await medianAudit(chromePort, `${origin}${STATIC_HERO_ROUTE}`, 'mobile', 1);
    hero.push(audit.lcpMs);
    heroBlocking.push(audit.tbtMs);
    if (round + 1 < rounds) home.push((await medianAudit(chromePort, `${origin}/`, 'mobile', 1)).audit.lcpMs);
  }
  const ratio = median(home) / median(hero);
  return [
    {
      suite: 'web',
      name: 'Total blocking time of the static hero page (no script at all), mobile',
      goal: 'report',
      measured: `${heroBlocking.map((ms) => `${Math.round(ms)} ms`).join(', ')} in ${rounds} runs: the first style and layout of a page count too`,
      passed: null,
    },
    {
      suite: 'web',
      name: 'Mobile LCP of / vs a static HTML page with the same hero and CSS, no scripts',
      goal: `≤ ${MAX_LCP_VS_STATIC}×`,
      measured: `${ratio.toFixed(2)}× (${(median(home) / 1000).toFixed(2)} s vs ${(median(hero) / 1000).toFixed(2)} s, median of ${rounds})`,
      passed: ratio <= MAX_LCP_VS_STATIC,
    },
  ];
}

function lighthouseDetails(audits: RouteAudit[]): string {
  return [
    '| Page | Form factor | Perf. | A11y | Best pr. | SEO | LCP | TBT | CLS | Transfer |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...audits.map(
      ({ route, formFactor, audit: a }) =>
        `| ${route} | ${formFactor} | ${CATEGORIES.map((id) => a.scores[id]).join(' | ')} | ` +
        `${(a.lcpMs / 1000).toFixed(2)} s | ${Math.round(a.tbtMs)} ms | ${a.cls.toFixed(3)} | ${kB(a.totalBytes)} |`,
    ),
  ].join('\n');
}

async function lighthouseFigures(
  ctx: SuiteContext,
  buildDir: string,
  routes: readonly string[],
): Promise<Figure[]> {
  writeStaticHeroPage(buildDir, readFileSync(path.join(buildDir, 'index.html'), 'utf8'));
  const api = await startApiServer({
    port: ctx.nextPort(),
    database: { dataDir: 'memory://' },
    logDir: ctx.workDir,
    name: 'web-api',
    env: { WEB_DIST: buildDir },
  });
  const chrome = await launchChrome();
  try {
    const audits: RouteAudit[] = [];
    for (const formFactor of ['mobile', 'desktop'] as const) {
      for (const route of routes) {
        // One run per page; one that misses a goal is measured three times more and the median
        // run kept, so that a single noisy run on this shared machine is not reported as the page's.
        let { audit } = await medianAudit(chrome.port, `${api.origin}${route}`, formFactor, 1);
        if (missesAGoal(audit)) {
          ({ audit } = await medianAudit(chrome.port, `${api.origin}${route}`, formFactor, RERUNS));
        }
        audits.push({ route, formFactor, audit });
        console.info(
          `  ${formFactor} ${route}: ${CATEGORIES.map((id) => audit.scores[id]).join('/')}, LCP ${audit.lcpMs.toFixed(0)} ms`,
        );
      }
    }
    ctx.addDetails('Lighthouse, every public page', lighthouseDetails(audits));
    const home = audits.find((a) => a.route === '/' && a.formFactor === 'mobile')!.audit;
    const figures: Figure[] = [];
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const ofForm = audits.filter((a) => a.formFactor === formFactor);
      figures.push(
        scoreFigure(formFactor, ofForm),
        worstFigure(
          formFactor,
          ofForm,
          'Total blocking time',
          '0 ms',
          (a) => a.tbtMs,
          (v) => `${Math.round(v)} ms`,
          0,
        ),
        worstFigure(
          formFactor,
          ofForm,
          'Cumulative layout shift',
          `≤ ${MAX_CLS}`,
          (a) => a.cls,
          (v) => v.toFixed(3),
          MAX_CLS,
        ),
      );
    }
    const rounds = ctx.scale.quick ? LCP_ROUNDS.quick : LCP_ROUNDS.full;
    figures.push(...(await lcpFigure(chrome.port, api.origin, home.lcpMs, rounds)), {
      suite: 'web',
      name: 'Home page total transfer, mobile (Lighthouse total-byte-weight, no video played)',
      goal: `≤ ${kB(MAX_HOME_TRANSFER_BYTES)}`,
      measured: kB(home.totalBytes),
      passed: home.totalBytes <= MAX_HOME_TRANSFER_BYTES,
    });
    figures.push(...(await customerAreaFigures(ctx, buildDir, chrome.port)));
    return figures;
  } finally {
    await chrome.kill();
    await api.stop();
  }
}

/**
 * Issue 24.1: Lighthouse mobile on the customer area's pages, signed in as the demo member, and on
 * the public /marketplace signed out, in rounds rotated so that no page always runs first or after
 * the same one. Each page's performance is the median of its rounds; its LCP ratio is the median of
 * the rounds' ratios to the public page's LCP in the same round.
 */
async function customerAreaFigures(
  ctx: SuiteContext,
  buildDir: string,
  chromePort: number,
): Promise<Figure[]> {
  const api = await startApiServer({
    port: ctx.nextPort(),
    database: { dataDir: 'memory://' },
    logDir: ctx.workDir,
    name: 'web-customer-area-api',
    env: { WEB_DIST: buildDir, ...demoMemberEnv },
  });
  const pages = ['/marketplace', ...CUSTOMER_AREA_PAGES];
  const runs = new Map<string, PageAudit[]>(pages.map((route) => [route, []]));
  const rounds = ctx.scale.quick ? CUSTOMER_AREA_ROUNDS.quick : CUSTOMER_AREA_ROUNDS.full;
  try {
    const cookie = await demoSessionCookie(api.origin);
    for (let round = 0; round < rounds; round += 1) {
      for (let at = 0; at < pages.length; at += 1) {
        const route = pages[(round + at) % pages.length]!;
        // The public page is the yardstick a visitor gets: measured signed out.
        const session = route === '/marketplace' ? null : cookie;
        await setBrowserSession(chromePort, api.origin, session);
        const url = `${api.origin}${route}`;
        const { audit } = await medianAudit(
          chromePort,
          url,
          'mobile',
          1,
          session ? { Cookie: session } : undefined,
        );
        runs.get(route)!.push(audit);
        console.info(
          `  mobile ${route}${session ? ' (signed in)' : ''}, round ${round + 1}: performance ${audit.scores.performance}, ` +
            `TBT ${Math.round(audit.tbtMs)} ms, LCP ${audit.lcpMs.toFixed(0)} ms`,
        );
      }
    }
  } finally {
    await setBrowserSession(chromePort, api.origin, null);
    await api.stop();
  }
  const publicRuns = runs.get('/marketplace')!;
  ctx.addDetails(
    'Lighthouse, the customer area signed in (issue 24.1)',
    [
      '| Page | Round | Performance | Accessibility | Best practices | LCP | TBT | CLS |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...pages.flatMap((route) =>
        runs
          .get(route)!
          .map(
            (a, round) =>
              `| ${route}${route === '/marketplace' ? ' (signed out)' : ''} | ${round + 1} | ${a.scores.performance} | ` +
              `${a.scores.accessibility} | ${a.scores['best-practices']} | ${(a.lcpMs / 1000).toFixed(2)} s | ` +
              `${Math.round(a.tbtMs)} ms | ${a.cls.toFixed(3)} |`,
          ),
      ),
    ].join('\n'),
  );
  return CUSTOMER_AREA_PAGES.flatMap((route): Figure[] => {
    const own = runs.get(route)!;
    const performance = median(own.map((a) => a.scores.performance));
    const ratios = own.map((a, round) => a.lcpMs / publicRuns[round]!.lcpMs);
    const ratio = median(ratios);
    const of = `median of ${rounds} rotated round${rounds === 1 ? '' : 's'}`;
    return [
      {
        suite: 'web',
        name: `Lighthouse mobile performance of ${route}, signed in`,
        goal: `≥ ${MIN_CUSTOMER_AREA_PERFORMANCE}`,
        measured: `${performance} (${of}: ${own.map((a) => `${a.scores.performance} with TBT ${Math.round(a.tbtMs)} ms`).join(', ')})`,
        passed: performance >= MIN_CUSTOMER_AREA_PERFORMANCE,
      },
      {
        suite: 'web',
        name: `Mobile LCP of ${route}, signed in, vs the public /marketplace`,
        goal: `≤ ${MAX_CUSTOMER_AREA_LCP_RATIO}×`,
        measured:
          `${ratio.toFixed(2)}× (${of}: ${ratios.map((r) => r.toFixed(2)).join(', ')}; ` +
          `${(median(own.map((a) => a.lcpMs)) / 1000).toFixed(2)} s vs ${(median(publicRuns.map((a) => a.lcpMs)) / 1000).toFixed(2)} s)`,
        passed: ratio <= MAX_CUSTOMER_AREA_LCP_RATIO,
      },
    ];
  });
}

/** The built web app: script sizes per public route, and Lighthouse on every public page. */
export const webSuite: Suite = {
  name: 'web',
  async run(ctx) {
    if (!existsSync(path.join(WEB_BUILD, 'index.html'))) {
      execFileSync('flock', ['/tmp/web-build.lock', 'npm', 'run', 'build'], { cwd: ROOT, stdio: 'ignore' });
    }
    const snapshot = snapshotWebBuild();
    try {
      // A quick run audits the home page only; the sizes are cheap and always cover every route.
      const audited = ctx.scale.quick ? ['/'] : PUBLIC_PATHS;
      return [
        ...bundleFigures(snapshot.dir, PUBLIC_PATHS),
        ...(await lighthouseFigures(ctx, snapshot.dir, audited)),
      ];
    } finally {
      snapshot.remove();
    }
  },
};
