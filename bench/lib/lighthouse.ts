// Lighthouse 12 against the API serving the built web app: shared by `npm run bench:web`
// (scripts/bench-web.mjs) and the web suite of `npm run bench` (bench/suites/web.ts).
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { ROOT } from './processes.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type FormFactor = 'mobile' | 'desktop';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Lighthouse 12.2 with a newer Chromium loses a trace now and then (NO_NAVSTART): try again. */
const MAX_ATTEMPTS = 5;
export const WEB_BUILD = path.join(ROOT, 'apps/web/build/client');

export interface PageAudit {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's total-byte-weight: every byte transferred while the page loaded. */
  totalBytes: number;
  /** Bytes on the wire of the scripts the page's HTML names (see scriptsNamedByHtml). */
  initialScriptBytes: number;
  /** Every script fetched during the load, chunks loaded later included. */
  scriptBytes: number;
  /** Per category, each audit that cost points: what to fix. */
  failing: Record<Category, string[]>;
  warnings: string[];
}

/**
 * A copy of the build, so that a rebuild during the minutes Lighthouse takes changes nothing
 * measured: its pages (`dir`, what the API serves) and, beside them as in the build, the API's
 * renderer of first screens (apps/api/src/http/first-screens.ts).
 */
export function snapshotWebBuild(): { dir: string; remove(): void } {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  const dir = path.join(root, path.basename(WEB_BUILD));
  cpSync(WEB_BUILD, dir, { recursive: true });
  const firstScreens = path.join(path.dirname(WEB_BUILD), 'first-screens');
  if (existsSync(firstScreens)) cpSync(firstScreens, path.join(root, 'first-screens'), { recursive: true });
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** `extraFlags`: `--ignore-certificate-errors` for the bench's own Caddy (bench/lib/caddy.ts). */
export async function launchChrome(extraFlags: string[] = []) {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROME_FLAGS, ...extraFlags],
  });
}

/**
 * The page's initial JavaScript as Lighthouse sees it: the modules its HTML names, as opposed to
 * chunks the running app fetches later (sections loaded on approach, the toaster on idle).
 */
export async function scriptsNamedByHtml(
  url: string,
  headers: Record<string, string> = {},
  /** Where to read the same HTML from, when `url` is served over TLS that Node does not trust. */
  htmlOrigin?: string,
): Promise<Set<string>> {
  const from = htmlOrigin ? new URL(new URL(url).pathname, htmlOrigin).href : url;
  const html = await (await fetch(from, { headers })).text();
  return new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => new URL(m[1]!, url).href));
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

function failingAudits(lhr: RunnerResult['lhr']): Record<Category, string[]> {
  const failing = {} as Record<Category, string[]>;
  for (const id of CATEGORIES) {
    failing[id] = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map(
        (audit) =>
          `${audit!.id} (${audit!.displayValue || Math.round(audit!.score! * 100)}): ${audit!.title}`,
      );
  }
  return failing;
}

export function summariseAudit(lhr: RunnerResult['lhr'], initialScripts: Set<string>): PageAudit {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] })?.items ?? []
  ).filter((r) => r.resourceType === 'Script');
  const bytes = (list: NetworkRequest[]) => list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Record<Category, number>,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    totalBytes: numeric('total-byte-weight'),
    initialScriptBytes: bytes(requests.filter((r) => initialScripts.has(r.url))),
    scriptBytes: bytes(requests),
    failing: failingAudits(lhr),
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * Puts a session into the browser's cookie jar, as signing in would, or takes it out (null):
 * Lighthouse keeps cookies between runs. A Cookie header sent with every request (Lighthouse's
 * extraHeaders) is not enough: the page's script reads `signed_in` from document.cookie, and
 * without it the customer area sends the visitor to /login, which is what such a run measured.
 */
export async function setBrowserSession(chromePort: number, origin: string, cookieHeader: string | null) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    await page.deleteCookie(...(await page.cookies(origin)));
    const cookies = (cookieHeader ? cookieHeader.split('; ') : []).map((pair) => {
      const at = pair.indexOf('=');
      // Not `secure`: the bench serves plain http on 127.0.0.1; production sends it over https.
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin, sameSite: 'Lax' as const };
    });
    if (cookies.length) await page.setCookie(...cookies);
    const seen = (await page.cookies(origin)).map((cookie) => cookie.name).sort();
    await page.close();
    const meant = cookies.map((cookie) => cookie.name).sort();
    if (seen.join() !== meant.join())
      throw new Error(
        `setBrowserSession: the browser holds ${seen.join(', ') || 'no cookie'}, not ${meant.join(', ')}`,
      );
  } finally {
    await browser.disconnect();
  }
}

/** One Lighthouse run of a page; the full result too, for reports. */
export async function auditPage(
  chromePort: number,
  url: string,
  formFactor: FormFactor,
): Promise<RunnerResult> {
  const flags: Flags = {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  };
  for (let attempt = 1; ; attempt += 1) {
    const runner = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    const error = runner
      ? runner.lhr.runtimeError
      : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
    if (runner && !error) {
      // A page that sent the browser elsewhere (a signed-out visitor to /login) is not the page asked for.
      const landed = new URL(runner.lhr.finalDisplayedUrl).pathname;
      if (landed !== new URL(url).pathname) throw new Error(`${url} (${formFactor}) ended at ${landed}`);
      return runner;
    }
    if (attempt === MAX_ATTEMPTS) throw new Error(`${url} (${formFactor}): ${error?.message}`);
    console.warn(`${url} (${formFactor}): ${error?.code}, trying again`);
  }
}

/**
 * Measures a page `runs` times and keeps the run with the median performance score, as
 * Lighthouse's own documentation advises on noisy machines.
 */
export async function medianAudit(
  chromePort: number,
  url: string,
  formFactor: FormFactor,
  runs: number,
  /** The headers the page's HTML is fetched with, for its script list (a signed-in member's cookie). */
  htmlHeaders?: Record<string, string>,
  /** The API's own origin, when `url` goes through the bench's Caddy: the script list is read there. */
  htmlOrigin?: string,
): Promise<{ audit: PageAudit; report: string; trace: unknown; runs: PageAudit[] }> {
  const initial = await scriptsNamedByHtml(url, htmlHeaders, htmlOrigin);
  const measured: { audit: PageAudit; report: string; trace: unknown }[] = [];
  for (let run = 0; run < runs; run += 1) {
    const runner = await auditPage(chromePort, url, formFactor);
    measured.push({
      audit: summariseAudit(runner.lhr, initial),
      report: String(runner.report),
      // The browser's trace of the load, unthrottled (Lighthouse simulates the slow device from it):
      // what each long task did, for chrome://tracing or DevTools' Performance panel.
      trace: runner.artifacts.Trace,
    });
  }
  // The middle run by how far it falls short: its performance score, then its blocking time.
  const shortfall = ({ audit }: { audit: PageAudit }) =>
    (100 - audit.scores.performance) * 10_000 + audit.tbtMs;
  const inOrder = measured.map(({ audit }) => audit);
  measured.sort((a, b) => shortfall(a) - shortfall(b));
  return { ...measured[Math.floor(measured.length / 2)]!, runs: inOrder };
}
