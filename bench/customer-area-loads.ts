// `npm run bench:loads` (issue 24.1): what a member on a phone sees of a fresh load of the customer
// area, observed in the page rather than simulated as Lighthouse does. Each web build given is
// served by an API of its own (in-memory database, the demo member signed in), side by side, and
// the builds alternate page by page over rounds; Chrome emulates Lighthouse's phone (412 px, 4×
// slower CPU) on Chrome's slow 4G (150 ms, 1.44 Mbit/s down). For each load: first contentful
// paint, largest contentful paint (and what it was), and when the page is ready to use (React
// Router's context is in, no fieldset is disabled and no region says it is loading), and the
// blocking time up to then (each long task's time over 50 ms, as Lighthouse's TBT counts it, but
// observed rather than simulated).
//
//   npm run bench:loads -- --builds=<folder>[,<folder>…] [--rounds=3] [--via-caddy] [/path …]
//                          [--profiles=<folder>]
//
// A build folder is a copy of apps/web/build/client (copy it away before building the next one).
// --via-caddy puts each API behind Caddy as deploy/Caddyfile does (TLS, HTTP/2), as production.
// --profiles writes a CPU profile of each load there (.cpuprofile: DevTools' Performance panel
// opens it), sampled every 100 µs from navigation until the page is ready: what the long tasks ran.
/// <reference lib="dom" />
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';
import { startCaddyFront } from './lib/caddy.js';
import { CUSTOMER_AREA_PAGES, demoMemberEnv, demoSessionCookie } from './lib/demo-member.js';
import type { BenchProcess } from './lib/processes.js';
import { startApiServer, type BenchServer } from './lib/servers.js';
import { median } from './lib/stats.js';

/** Chrome DevTools' "Slow 4G" preset. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const READY_TIMEOUT_MS = 30_000;
const LCP_SETTLE_MS = 1_000;

const args = process.argv.slice(2);
const builds = (args.find((arg) => arg.startsWith('--builds='))?.slice('--builds='.length) ?? '')
  .split(',')
  .filter(Boolean)
  .map((dir) => path.resolve(dir));
const pages = args.filter((arg) => arg.startsWith('/'));
const rounds = Number(args.find((arg) => arg.startsWith('--rounds='))?.split('=')[1] ?? 3);
const viaCaddy = args.includes('--via-caddy');
const profilesDir = args.find((arg) => arg.startsWith('--profiles='))?.slice('--profiles='.length);

interface Load {
  fcp: number;
  lcp: number;
  lcpElement: string;
  ready: number;
  /** The part over 50 ms of each long task that started before the page was ready. */
  blocking: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The demo member's session as the browser's cookies. */
async function sessionCookies(api: BenchServer): Promise<{ name: string; value: string }[]> {
  return (await demoSessionCookie(api.origin)).split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

/** Records the largest contentful paint as it changes, from the document's first script on. */
function watchLargestPaint() {
  const seen = { lcp: 0, lcpElement: '', longTasks: [] as { start: number; duration: number }[] };
  (window as unknown as { largestPaint: typeof seen }).largestPaint = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element; size: number })[]) {
      seen.lcp = entry.startTime;
      const text = (entry.element?.textContent ?? '').trim().slice(0, 40);
      seen.lcpElement = `${entry.element?.tagName.toLowerCase() ?? '?'} ${entry.size} px² "${text}"`;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      seen.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

async function measure(page: Page, url: string): Promise<Load> {
  await page.goto(url, { waitUntil: 'load' });
  const ready = await page.waitForFunction(
    () => {
      const routerContext = (window as unknown as { __reactRouterContext?: unknown }).__reactRouterContext;
      const waiting = document.querySelector('fieldset:disabled, [aria-busy="true"]');
      return routerContext && document.querySelector('main') && !waiting ? performance.now() : 0;
    },
    { timeout: READY_TIMEOUT_MS, polling: 'raf' },
  );
  const readyAt = (await ready.jsonValue()) as number;
  // The largest paint is reported after the frame that paints it, which may be the frame that made
  // the page ready: give the observer time to hear of it.
  await new Promise((resolve) => setTimeout(resolve, LCP_SETTLE_MS));
  const landed = new URL(page.url()).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${url} ended at ${landed}`);
  const { longTasks, ...seen } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    ...(
      window as unknown as {
        largestPaint: { lcp: number; lcpElement: string; longTasks: { start: number; duration: number }[] };
      }
    ).largestPaint,
  }));
  const blocking = longTasks
    .filter((task) => task.start < readyAt)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return { ...seen, ready: readyAt, blocking };
}

async function main() {
  if (builds.length === 0) {
    console.error(
      'Usage: npm run bench:loads -- <build folder>[,<build folder>…] [--rounds=3] [--via-caddy]',
    );
    process.exit(2);
  }
  const started: BenchProcess[] = [];
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(viaCaddy ? ['--ignore-certificate-errors'] : []),
    ],
  });
  const results = new Map<string, Load[]>();
  try {
    const targets: { build: string; origin: string; cookies: { name: string; value: string }[] }[] = [];
    for (const build of builds) {
      const logDir = mkdtempSync(path.join(tmpdir(), 'bench-loads-'));
      const api = await startApiServer({
        port: await freePort(),
        database: { dataDir: 'memory://' },
        logDir,
        name: 'bench-loads-api',
        env: { WEB_DIST: build, ...demoMemberEnv },
      });
      started.push(api);
      const caddy = viaCaddy
        ? await startCaddyFront({ port: await freePort(), upstream: api.origin, logDir })
        : null;
      if (caddy) started.push(caddy);
      targets.push({ build, origin: caddy?.origin ?? api.origin, cookies: await sessionCookies(api) });
    }
    for (let round = 0; round < rounds; round++) {
      for (const pagePath of pages.length ? pages : CUSTOMER_AREA_PAGES) {
        for (const target of targets) {
          const context = await browser.createBrowserContext();
          try {
            const page = await context.newPage();
            await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
            await context.setCookie(
              ...target.cookies.map((cookie) => ({ ...cookie, domain: '127.0.0.1', path: '/' })),
            );
            const cdp = await page.createCDPSession();
            await cdp.send('Network.enable');
            await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
            await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
            await page.evaluateOnNewDocument(watchLargestPaint);
            if (profilesDir) {
              await cdp.send('Profiler.enable');
              await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
              await cdp.send('Profiler.start');
            }
            const load = await measure(page, `${target.origin}${pagePath}`);
            const key = `${pagePath}  ${target.build}`;
            if (profilesDir) {
              const { profile } = await cdp.send('Profiler.stop');
              mkdirSync(profilesDir, { recursive: true });
              const name = `${round + 1}-${targets.indexOf(target) + 1}${pagePath.replace(/\//g, '-')}.cpuprofile`;
              writeFileSync(path.join(profilesDir, name), JSON.stringify(profile));
            }
            results.set(key, [...(results.get(key) ?? []), load]);
            console.info(
              `round ${round + 1} ${key}: first paint ${load.fcp.toFixed(0)} ms, largest ${load.lcp.toFixed(0)} ms ` +
                `(${load.lcpElement}), ready ${load.ready.toFixed(0)} ms, blocking ${load.blocking.toFixed(0)} ms`,
            );
          } finally {
            await context.close();
          }
        }
      }
    }
  } finally {
    await browser.close();
    for (const process of started.reverse()) await process.stop();
  }
  console.info(
    `\nMedians of ${rounds} loads (${viaCaddy ? 'through Caddy, HTTP/2' : 'from the API, HTTP/1.1'}):\n`,
  );
  console.info(
    '| Page and build | First paint | Largest paint | Ready | Blocking |\n| --- | ---: | ---: | ---: | ---: |',
  );
  for (const [key, loads] of results) {
    const of = (pick: (load: Load) => number) => `${(median(loads.map(pick)) / 1000).toFixed(2)} s`;
    const blocking = `${median(loads.map((l) => l.blocking)).toFixed(0)} ms`;
    console.info(
      `| ${key} | ${of((l) => l.fcp)} | ${of((l) => l.lcp)} | ${of((l) => l.ready)} | ${blocking} |`,
    );
  }
}

await main();
