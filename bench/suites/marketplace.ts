import { compareContenders, type Contender, type ContenderFigures } from '../lib/contenders.js';
import type { LoadedDatabase } from '../lib/fixtures.js';
import { measureKeyCheck } from '../lib/key-check.js';
import type { LoadPlan } from '../lib/load-plan.js';
import { startApiServer } from '../lib/servers.js';
import type { Figure, Suite, SuiteContext } from '../lib/suite.js';

/** Issue 8's goals for the public marketplace list and the pull API, on PostgreSQL. */
const MIN_THROUGHPUT_SHARE = 0.3;
const MAX_P99_MS = 15;
const MAX_DEEP_PAGE_SLOWDOWN = 2;
const MAX_KEY_CHECK_SHARE = 0.05;
const CONNECTIONS = 50;
const DEEP_PAGE = 20_000;

export const HEALTH_PATH = '/api/v1/health';
export const MARKETPLACE_PATH = '/api/v1/leads/get-marketplace-leads-unauthorized';
const PULL_PATH = '/api/v1/leads/get-purchased-premium-leads';

const PLANS_PATH = '/api/v1/plan/getplans';

const NAMES = {
  constant: 'constant JSON route',
  page1: 'marketplace page 1',
  deep: 'marketplace deep page',
  pull: 'pull API page 1',
  oneQuery: 'one-query route (plans)',
};

/** What one PostgreSQL round trip costs the API on this machine, from the same run. */
interface Floor {
  share: number;
  perSecond: number;
  roundTripMicros: number;
}

export const getPlan = (origin: string, path: string, seconds: number): LoadPlan => ({
  origin,
  connections: CONNECTIONS,
  durationSeconds: seconds,
  requests: [{ method: 'GET', path }],
});

/** The deepest page asked for: page 20,000, or the last page when a quick run has fewer leads. */
async function deepPageOf(origin: string): Promise<number> {
  const response = await fetch(`${origin}${MARKETPLACE_PATH}?page=1`);
  const body = (await response.json()) as { pagination?: { pageCount: number } };
  if (!response.ok || !body.pagination) throw new Error(`${MARKETPLACE_PATH}: ${response.status}`);
  return Math.max(1, Math.min(DEEP_PAGE, body.pagination.pageCount));
}

const µs = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;
const perSecond = (f: ContenderFigures) => `${f.okPerSecond.toFixed(0)}/s`;

function throughputFigure(
  name: string,
  route: ContenderFigures,
  constant: ContenderFigures,
  floor: Floor,
): Figure {
  const share = route.okPerSecond / constant.okPerSecond;
  const passed = share >= MIN_THROUGHPUT_SHARE && route.failures === 0;
  const failures = route.failures > 0 ? ` ${route.failures} requests failed or were not 2xx.` : '';
  return {
    suite: 'marketplace',
    name: `${name}: throughput vs constant JSON route (${CONNECTIONS} connections)`,
    goal: `≥ ${MIN_THROUGHPUT_SHARE.toFixed(2)}×`,
    measured: `${share.toFixed(2)}× (${perSecond(route)} vs ${perSecond(constant)}; ${µs(route.cpuMsPerRequest)} vs ${µs(constant.cpuMsPerRequest)} API CPU/request)`,
    passed,
    ...(passed
      ? {
          note:
            'Repeated requests are answered from the lists kept until leads or purchases change (decision 012); ' +
            'the queries behind a first request are measured apart in the queries suite.',
        }
      : {
          note:
            `Each PostgreSQL round trip costs the API about ${floor.roundTripMicros.toFixed(0)} µs of CPU on this machine ` +
            `(the one-query route minus the constant route, same run), so a route that asks the database on every ` +
            `request is bounded well below the constant route: the one-query route reaches ${floor.share.toFixed(2)}×.${failures}`,
        }),
  };
}

function latencyFigure(name: string, route: ContenderFigures, floor: Floor): Figure {
  const passed = route.p99Ms <= MAX_P99_MS;
  const needed = (CONNECTIONS * 1000) / MAX_P99_MS;
  return {
    suite: 'marketplace',
    name: `${name}: p99 latency (${CONNECTIONS} connections)`,
    goal: `≤ ${MAX_P99_MS} ms`,
    measured: `${route.p99Ms} ms (p50 ${route.p50Ms} ms)`,
    passed,
    ...(passed
      ? {}
      : {
          note:
            `In a closed loop of ${CONNECTIONS} connections the mean latency is ${CONNECTIONS} / throughput, so a p99 of ` +
            `${MAX_P99_MS} ms needs well over ${needed.toFixed(0)} requests/s; this route made ${perSecond(route)}, ` +
            `the one-query route ${floor.perSecond.toFixed(0)}/s.`,
        }),
  };
}

function floorFigure(
  oneQuery: ContenderFigures,
  constant: ContenderFigures,
): { figure: Figure; floor: Floor } {
  const floor = {
    share: oneQuery.okPerSecond / constant.okPerSecond,
    perSecond: oneQuery.okPerSecond,
    roundTripMicros: (oneQuery.cpuMsPerRequest - constant.cpuMsPerRequest) * 1000,
  };
  return {
    floor,
    figure: {
      suite: 'marketplace',
      name: `Reference: ${PLANS_PATH} (one small query) vs constant JSON route`,
      goal: 'report',
      measured:
        `${floor.share.toFixed(2)}× (${perSecond(oneQuery)}; ${µs(oneQuery.cpuMsPerRequest)} API CPU/request, ` +
        `≈ ${floor.roundTripMicros.toFixed(0)} µs per round trip)`,
      passed: null,
    },
  };
}

function deepPageFigure(deepPage: number, deep: ContenderFigures, page1: ContenderFigures): Figure {
  // Under a closed loop of N connections, mean latency is N / throughput: half the throughput is twice as slow.
  const slowdown = page1.okPerSecond / deep.okPerSecond;
  return {
    suite: 'marketplace',
    name: `Page ${deepPage.toLocaleString('en-US')} vs page 1: mean latency`,
    goal: `≤ ${MAX_DEEP_PAGE_SLOWDOWN}×`,
    measured: `${slowdown.toFixed(2)}× (${perSecond(deep)} vs ${perSecond(page1)}; p50 ${deep.p50Ms} vs ${page1.p50Ms} ms)`,
    passed: slowdown <= MAX_DEEP_PAGE_SLOWDOWN && deep.failures === 0,
  };
}

async function keyCheckFigure(db: LoadedDatabase, pull: ContenderFigures): Promise<Figure> {
  const cost = await measureKeyCheck(db.url, db.fixtures.pullKeys[0]!);
  const share = cost.cachedMicros / (pull.cpuMsPerRequest * 1000);
  return {
    suite: 'marketplace',
    name: 'API key check: CPU share of a pull API request',
    goal: `≤ ${(MAX_KEY_CHECK_SHARE * 100).toFixed(0)} %`,
    measured: `${(share * 100).toFixed(1)} % (${cost.cachedMicros.toFixed(1)} µs of ${µs(pull.cpuMsPerRequest)})`,
    passed: share <= MAX_KEY_CHECK_SHARE,
    note:
      `Measured in the bench process, median of 5 rounds of 20,000 checks after a round of warm-up. ` +
      `The check of a key verified in the last 5 s is one map lookup by the key as sent; one that asks the ` +
      `database costs ${cost.uncachedMicros.toFixed(0)} µs (${((cost.uncachedMicros / (pull.cpuMsPerRequest * 1000)) * 100).toFixed(0)} % of a pull request), ` +
      `which every call paid before the cache (apps/api/src/http/api-key.ts).`,
  };
}

function contenders(ctx: SuiteContext, db: LoadedDatabase, origin: string, pid: number, deepPage: number) {
  const seconds = ctx.scale.loadSeconds;
  const pull: Contender = {
    name: NAMES.pull,
    serverPid: pid,
    plan: {
      ...getPlan(origin, PULL_PATH, seconds),
      identities: db.fixtures.pullKeys.map((key) => ({ 'x-api-key': key })),
    },
    // Each pull counts 25 rows against the member's monthly download limit (250,000): start afresh.
    before: async () => void (await db.exec('delete from download_usage')),
  };
  return [
    { name: NAMES.constant, serverPid: pid, plan: getPlan(origin, HEALTH_PATH, seconds) },
    { name: NAMES.page1, serverPid: pid, plan: getPlan(origin, `${MARKETPLACE_PATH}?page=1`, seconds) },
    {
      name: NAMES.deep,
      serverPid: pid,
      plan: getPlan(origin, `${MARKETPLACE_PATH}?page=${deepPage}`, seconds),
    },
    pull,
    { name: NAMES.oneQuery, serverPid: pid, plan: getPlan(origin, PLANS_PATH, seconds) },
  ];
}

/** The public marketplace list and the customer pull API against PostgreSQL with the bulk leads. */
export const marketplaceSuite: Suite = {
  name: 'marketplace',
  async run(ctx) {
    const db = await ctx.postgres();
    const api = await startApiServer({
      port: ctx.nextPort(),
      database: { databaseUrl: db.url },
      logDir: ctx.workDir,
      name: 'marketplace-api',
    });
    try {
      const deepPage = await deepPageOf(api.origin);
      const figures = await compareContenders(contenders(ctx, db, api.origin, api.pid, deepPage), {
        rounds: ctx.scale.rounds,
        warmupSeconds: ctx.scale.warmupSeconds,
      });
      const [constant, page1, deep, pull, oneQuery] = Object.values(NAMES).map((name) => figures.get(name)!);
      const { figure: reference, floor } = floorFigure(oneQuery!, constant!);
      return [
        throughputFigure('Marketplace page 1', page1!, constant!, floor),
        latencyFigure('Marketplace page 1', page1!, floor),
        deepPageFigure(deepPage, deep!, page1!),
        throughputFigure('Pull API page 1 (x-api-key)', pull!, constant!, floor),
        latencyFigure('Pull API page 1 (x-api-key)', pull!, floor),
        await keyCheckFigure(db, pull!),
        reference,
      ];
    } finally {
      await api.stop();
    }
  },
};
