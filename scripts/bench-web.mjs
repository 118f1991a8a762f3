// `npm run bench:web`: Lighthouse 12 on every public page, mobile and desktop, against the API
// serving the built web app. It builds the API it runs (bench/lib/servers.ts, as production runs it)
// but not the web app: run `npm run build` first. Runs through tsx so the
// route list comes from the web app's own config (apps/web/app/config/public-paths.ts) and the
// Lighthouse runner from bench/lib/lighthouse.ts (shared with `npm run bench`).
//
//   npm run bench:web                       every public route, mobile and desktop
//   npm run bench:web -- / /faq             only these routes
//   npm run bench:web -- --mobile-only      skip the desktop pass
//   npm run bench:web -- --runs=3           measure each page 3 times and keep the median run
//   npm run bench:web -- --reports=/tmp/lh  also write each Lighthouse report as JSON there
//   npm run bench:web -- --traces=/tmp/lh   and the browser's trace of that run (DevTools opens it)
//   npm run bench:web -- --signed-in        the customer area as the demo member (dashboard,
//                                           marketplace, purchased leads) beside the public
//                                           /marketplace, with the LCP ratio of issue 24.1
//   npm run bench:web -- --via-caddy        through Caddy as deploy/Caddyfile serves production:
//                                           TLS and HTTP/2 (needs `caddy`; its local CA's
//                                           certificate is accepted by the bench's browser only)
//
// BENCH_PORT picks the port (default: a free one); CHROMIUM_PATH the browser (default Debian's).
// Exits 1 when a mobile score is below its goal (docs/product.md §12: fast and indexable), and with
// --signed-in when a customer-area page's LCP is over 1.5× the public /marketplace's (issue 24.1).
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { PUBLIC_PATHS } from '../apps/web/app/config/public-paths.ts';
import {
  CATEGORIES,
  WEB_BUILD,
  launchChrome,
  medianAudit,
  setBrowserSession,
  snapshotWebBuild,
} from '../bench/lib/lighthouse.ts';
import { startCaddyFront } from '../bench/lib/caddy.ts';
import { CUSTOMER_AREA_PAGES, demoMemberEnv, demoSessionCookie } from '../bench/lib/demo-member.ts';
import { startApiServer } from '../bench/lib/servers.ts';

const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

const args = process.argv.slice(2);
const routes = args.filter((a) => a.startsWith('/'));
const mobileOnly = args.includes('--mobile-only');
const reportsDir = args.find((a) => a.startsWith('--reports='))?.slice('--reports='.length);
const tracesDir = args.find((a) => a.startsWith('--traces='))?.slice('--traces='.length);
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length)) || 1);
const signedIn = args.includes('--signed-in');
const viaCaddy = args.includes('--via-caddy');
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function table(title, rows) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const lines = [
    `### ${title}`,
    '',
    '| Route | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | Initial JS | All JS in load |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ({ route, result: r }) =>
        `| ${route} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ` +
        `${(r.lcpMs / 1000).toFixed(2)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${kb(r.initialScriptBytes)} | ${kb(r.scriptBytes)} |`,
    ),
    '',
  ];
  console.info(lines.join('\n'));
}

async function main() {
  if (!existsSync(path.join(WEB_BUILD, 'index.html'))) {
    console.error(
      'No web build: run `npm run build` first (bench:web measures the built app and builds nothing).',
    );
    process.exit(2);
  }
  const snapshot = snapshotWebBuild();
  const selected = routes.length
    ? routes
    : signedIn
      ? ['/marketplace', ...CUSTOMER_AREA_PAGES]
      : [...PUBLIC_PATHS];
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  for (const dir of [reportsDir, tracesDir]) if (dir) mkdirSync(dir, { recursive: true });

  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  console.info(`Starting the API on 127.0.0.1:${port} (in-memory database); load average ${load()}…`);
  const results = { mobile: [], desktop: [] };
  let api = null;
  let caddy = null;
  let chrome = null;
  try {
    api = await startApiServer({
      port,
      database: { dataDir: 'memory://' },
      logDir: mkdtempSync(path.join(tmpdir(), 'bench-web-logs-')),
      name: 'bench-web-api',
      env: {
        WEB_DIST: snapshot.dir,
        ...(signedIn ? demoMemberEnv : {}),
      },
    });
    const cookie = signedIn ? await demoSessionCookie(api.origin) : null;
    if (viaCaddy) {
      caddy = await startCaddyFront({
        port: await freePort(),
        upstream: api.origin,
        logDir: path.dirname(api.logFile),
      });
      console.info(`Through Caddy at ${caddy.origin} (TLS, HTTP/2, as deploy/Caddyfile).`);
    }
    // The pages' origin: Caddy's when asked for, the API's own otherwise. A cookie holds for every
    // port of 127.0.0.1, so the session signed in at the API is the browser's at Caddy too.
    const origin = caddy?.origin ?? api.origin;
    chrome = await launchChrome(caddy ? ['--ignore-certificate-errors'] : []);
    for (const formFactor of mobileOnly ? ['mobile'] : ['mobile', 'desktop']) {
      for (const route of selected) {
        const started = Date.now();
        // Public pages are measured signed out even in a signed-in run: they are the yardstick.
        const session = cookie && !PUBLIC_PATHS.includes(route) ? cookie : null;
        if (cookie) await setBrowserSession(chrome.port, origin, session);
        const headers = session ? { Cookie: session } : undefined;
        const {
          audit,
          report,
          trace,
          runs: measured,
        } = await medianAudit(
          chrome.port,
          `${origin}${route}`,
          formFactor,
          runs,
          headers,
          caddy ? api.origin : undefined,
        );
        results[formFactor].push({ route, result: audit });
        console.info(
          `${formFactor.padEnd(7)} ${route.padEnd(22)} ${CATEGORIES.map((id) => audit.scores[id]).join(' / ')}` +
            `  (${((Date.now() - started) / 1000).toFixed(0)} s)` +
            // Every run's performance, blocking time and LCP: how far apart the runs were.
            (runs > 1
              ? `  runs: ${measured
                  .map(
                    (run) =>
                      `${run.scores.performance}/${Math.round(run.tbtMs)} ms/${(run.lcpMs / 1000).toFixed(2)} s`,
                  )
                  .join(', ')}`
              : ''),
        );
        const name = `${formFactor}${route === '/' ? '-home' : route.replace(/\//g, '-')}`;
        if (reportsDir) writeFileSync(path.join(reportsDir, `${name}.json`), report);
        if (tracesDir) writeFileSync(path.join(tracesDir, `${name}.trace.json`), JSON.stringify(trace));
      }
    }
  } finally {
    await chrome?.kill();
    await caddy?.stop();
    await api?.stop();
    snapshot.remove();
  }

  console.info(
    `\nLoad average at the end: ${load()} (Lighthouse times CPU work, so a busy machine lowers performance).\n`,
  );
  const protocol = caddy ? 'through Caddy, HTTP/2' : 'from the API, HTTP/1.1';
  table(`Mobile (Lighthouse default: Moto G Power, slow 4G, 4x CPU slowdown; ${protocol})`, results.mobile);
  if (!mobileOnly) table(`Desktop (Lighthouse desktop preset; ${protocol})`, results.desktop);
  /** Issue 24.1: a customer-area page's mobile LCP is at most this many times the public /marketplace's. */
  const LCP_RATIO_GOAL = 1.5;
  const ratioMisses = [];
  if (signedIn) {
    const publicLcp = results.mobile.find(({ route }) => route === '/marketplace')?.result.lcpMs;
    for (const { route, result } of results.mobile.filter(({ route }) =>
      CUSTOMER_AREA_PAGES.includes(route),
    )) {
      const ratio = publicLcp ? result.lcpMs / publicLcp : Number.NaN;
      const line = `${route}: mobile LCP ${(result.lcpMs / 1000).toFixed(2)} s = ${ratio.toFixed(2)}× the public /marketplace's (goal ≤ ${LCP_RATIO_GOAL}×)`;
      console.info(line);
      // Without the public page measured in the same run there is no yardstick: that is a miss too.
      if (!(ratio <= LCP_RATIO_GOAL)) ratioMisses.push(line);
    }
    console.info('');
  }
  console.info(
    'Initial JS: bytes on the wire (compressed body and headers) of the modules named by the page HTML.\n' +
      'All JS in load: every script fetched while Lighthouse loaded the page (chunks loaded later included).\n',
  );

  // The customer area is kept out of search engines on purpose (noindex): SEO is not its goal.
  const goalsOf = (route) => CATEGORIES.filter((id) => id !== 'seo' || PUBLIC_PATHS.includes(route));
  const misses = [
    ...results.mobile.flatMap(({ route, result }) =>
      goalsOf(route)
        .filter((id) => result.scores[id] < GOALS[id])
        .map(
          (id) =>
            `${route}: ${id} ${result.scores[id]} < ${GOALS[id]}\n    ${result.failing[id].join('\n    ')}`,
        ),
    ),
    ...ratioMisses,
  ];
  const warnings = [
    ...new Set(
      Object.values(results)
        .flat()
        .flatMap(({ result }) => result.warnings),
    ),
  ];
  if (warnings.length) console.info(`Lighthouse warnings:\n  ${warnings.join('\n  ')}\n`);
  if (misses.length) {
    console.error(
      `Mobile goals missed (${Object.entries(GOALS)
        .map(([id, goal]) => `${id} ≥ ${goal}`)
        .join(', ')}${signedIn ? `, customer-area LCP ≤ ${LCP_RATIO_GOAL}× the public page's` : ''}):`,
    );
    console.error(`  ${misses.join('\n  ')}`);
    process.exit(1);
  }
  console.info(`Every mobile ${signedIn ? 'goal' : 'score'} is met.`);
}

await main();
