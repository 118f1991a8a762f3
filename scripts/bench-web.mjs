// `npm run bench:web`: Lighthouse 12 on every public page, mobile and desktop, against the API
// serving the built web app. It builds nothing: run `npm run build` first. Runs through tsx so the
// route list comes from the web app's own config (apps/web/app/config/public-paths.ts).
//
//   npm run bench:web                       every public route, mobile and desktop
//   npm run bench:web -- / /faq             only these routes
//   npm run bench:web -- --mobile-only      skip the desktop pass
//   npm run bench:web -- --runs=3           measure each page 3 times and keep the median run
//   npm run bench:web -- --reports=/tmp/lh  also write each Lighthouse report as JSON there
//
// BENCH_PORT picks the port (default: a free one); CHROMIUM_PATH the browser (default Debian's).
// Exits 1 when a mobile score is below its goal (DESIGN.md section 3: fast and indexable).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { PUBLIC_PATHS } from '../apps/web/app/config/public-paths.ts';

const root = path.resolve(import.meta.dirname, '..');
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const CATEGORIES = Object.keys(GOALS);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const args = process.argv.slice(2);
const routes = args.filter((a) => a.startsWith('/'));
const mobileOnly = args.includes('--mobile-only');
const reportsDir = args.find((a) => a.startsWith('--reports='))?.slice('--reports='.length);
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length)) || 1);

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

async function startApi(port, webDist) {
  const tsxCli = path.join(root, 'node_modules/tsx/dist/cli.mjs');
  const child = spawn(process.execPath, [tsxCli, 'src/main.ts'], {
    cwd: path.join(root, 'apps/api'),
    // Its own process group, so stopping it also stops the node process that tsx starts.
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      APP_URL: `http://127.0.0.1:${port}`,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      // No background jobs while measuring: they would compete for the CPU Lighthouse times.
      RUN_JOBS: 'false',
    },
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The API exited with code ${child.exitCode} before it answered.`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      if (response.ok) return stop;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('The API did not answer /api/v1/health within 120 s.');
}

/**
 * The page's initial JavaScript: the modules its HTML names (React Router's preloads and bootstrap
 * imports), as opposed to chunks the running app fetches later (sections loaded on approach, the
 * toaster on idle).
 */
async function scriptsNamedByHtml(url) {
  const html = await (await fetch(url)).text();
  return new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => new URL(m[1], url).href));
}

/** The scores, metrics and script bytes of one Lighthouse result. */
function summarise({ lhr }, initial) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (r) => r.resourceType === 'Script',
  );
  const bytes = (list) => list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  // Every audit that cost points in a category with a goal, to say what to fix.
  const failing = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map(
          (audit) => `${audit.id} (${audit.displayValue || Math.round(audit.score * 100)}): ${audit.title}`,
        ),
    ]),
  );
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    initialScriptBytes: bytes(scripts.filter((r) => initial.has(r.url))),
    scriptBytes: bytes(scripts),
    failing,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * One Lighthouse run. A run whose trace failed to record (NO_NAVSTART: Lighthouse 12.2 with a newer
 * Chromium, a few runs in a hundred) is tried again, up to five times.
 */
async function audit(port, url, formFactor) {
  for (let attempt = 1; ; attempt += 1) {
    const runner = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const error = runner
      ? runner.lhr.runtimeError
      : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
    if (!error) return runner;
    if (attempt === 5) throw new Error(`${url} (${formFactor}): ${error.message}`);
    console.warn(`${url} (${formFactor}): ${error.code}, trying again`);
  }
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
        `${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kb(r.initialScriptBytes)} | ${kb(r.scriptBytes)} |`,
    ),
    '',
  ];
  console.info(lines.join('\n'));
}

async function main() {
  const build = path.join(root, 'apps/web/build/client');
  if (!existsSync(path.join(build, 'index.html'))) {
    console.error(
      'No web build: run `npm run build` first (bench:web measures the built app and builds nothing).',
    );
    process.exit(2);
  }
  // A snapshot of the build, so that a rebuild during the minutes this takes changes nothing measured.
  const webDist = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  cpSync(build, webDist, { recursive: true });
  const selected = routes.length ? routes : [...PUBLIC_PATHS];
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });

  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  console.info(`Starting the API on ${origin} (in-memory database); load average ${load()}…`);
  const results = { mobile: [], desktop: [] };
  let stopApi = () => {};
  let chrome = null;
  try {
    stopApi = await startApi(port, webDist);
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    for (const formFactor of mobileOnly ? ['mobile'] : ['mobile', 'desktop']) {
      for (const route of selected) {
        const started = Date.now();
        const initial = await scriptsNamedByHtml(`${origin}${route}`);
        const measured = [];
        for (let run = 0; run < runs; run += 1) {
          const runner = await audit(chrome.port, `${origin}${route}`, formFactor);
          measured.push({ runner, result: summarise(runner, initial) });
        }
        // The median by performance score, as Lighthouse's own docs advise for noisy machines.
        measured.sort((a, b) => a.result.scores.performance - b.result.scores.performance);
        const { runner, result } = measured[Math.floor(measured.length / 2)];
        results[formFactor].push({ route, result });
        console.info(
          `${formFactor.padEnd(7)} ${route.padEnd(22)} ${CATEGORIES.map((id) => result.scores[id]).join(' / ')}` +
            `  (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
        if (reportsDir) {
          const name = `${formFactor}${route === '/' ? '-home' : route.replace(/\//g, '-')}.json`;
          writeFileSync(path.join(reportsDir, name), runner.report);
        }
      }
    }
  } finally {
    await chrome?.kill();
    stopApi();
    rmSync(webDist, { recursive: true, force: true });
  }

  console.info(
    `\nLoad average at the end: ${load()} (Lighthouse times CPU work, so a busy machine lowers performance).\n`,
  );
  table('Mobile (Lighthouse default: Moto G Power, slow 4G, 4x CPU slowdown)', results.mobile);
  if (!mobileOnly) table('Desktop (Lighthouse desktop preset)', results.desktop);
  console.info(
    'Initial JS: bytes on the wire (compressed body and headers) of the modules named by the page HTML.\n' +
      'All JS in load: every script fetched while Lighthouse loaded the page (chunks loaded later included).\n',
  );

  const misses = results.mobile.flatMap(({ route, result }) =>
    CATEGORIES.filter((id) => result.scores[id] < GOALS[id]).map(
      (id) => `${route}: ${id} ${result.scores[id]} < ${GOALS[id]}\n    ${result.failing[id].join('\n    ')}`,
    ),
  );
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
        .join(', ')}):`,
    );
    console.error(`  ${misses.join('\n  ')}`);
    process.exit(1);
  }
  console.info('Every mobile score meets its goal.');
}

await main();
