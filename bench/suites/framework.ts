import { compareContenders, type ContenderFigures } from '../lib/contenders.js';
import { createBenchDatabase, type BenchDatabase } from '../lib/database.js';
import type { LoadPlan } from '../lib/load-plan.js';
import { startApiServer, startRawHttpServer, type BenchServer } from '../lib/servers.js';
import { median } from '../lib/stats.js';
import type { Figure, Suite } from '../lib/suite.js';

/** Issue 8: server CPU per request of a trivial JSON route at most 1.15 × raw node:http's. */
const MAX_OVERHEAD = 1.15;
const CONNECTIONS = 50;
const HEALTH_PATH = '/api/v1/health';
/** More rounds than other suites: the figure is a ratio of two small CPU costs, each noisy. */
const MIN_ROUNDS = { quick: 3, full: 5 };
const NAMES = {
  raw: 'raw node:http',
  api: `API ${HEALTH_PATH}`,
  embedded: `API ${HEALTH_PATH}, PGlite in the process`,
};

const healthPlan = (origin: string, seconds: number): LoadPlan => ({
  origin,
  connections: CONNECTIONS,
  durationSeconds: seconds,
  requests: [{ method: 'GET', path: HEALTH_PATH }],
});

const µs = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;

/**
 * Each round runs every contender back to back: the ratio within a round is spared the load other
 * work puts on the machine from one round to the next; the median of those ratios is reported.
 */
const roundRatios = (route: ContenderFigures, base: ContenderFigures) =>
  route.rounds.map((r, i) => r.cpuMsPerRequest / base.rounds[i]!.cpuMsPerRequest);
const pairedRatio = (route: ContenderFigures, base: ContenderFigures) => median(roundRatios(route, base));

function figuresOf(figures: Map<string, ContenderFigures>): Figure[] {
  const raw = figures.get(NAMES.raw)!;
  const api = figures.get(NAMES.api)!;
  const embedded = figures.get(NAMES.embedded)!;
  const ratio = pairedRatio(api, raw);
  return [
    {
      suite: 'framework',
      name: `Server CPU per request, ${HEALTH_PATH} vs raw node:http (${CONNECTIONS} connections, PostgreSQL)`,
      goal: `≤ ${MAX_OVERHEAD.toFixed(2)}×`,
      measured: `${ratio.toFixed(3)}× (median of per-round ratios; ${µs(api.cpuMsPerRequest)} vs ${µs(raw.cpuMsPerRequest)})`,
      passed: ratio <= MAX_OVERHEAD && api.failures === 0,
      // The spread says how far to trust the median on a machine other work shares.
      note: `Per-round ratios: ${roundRatios(api, raw)
        .map((r) => r.toFixed(3))
        .join(', ')}.`,
    },
    {
      suite: 'framework',
      name: `Throughput, ${HEALTH_PATH} vs raw node:http`,
      goal: 'report',
      measured: `${api.okPerSecond.toFixed(0)} vs ${raw.okPerSecond.toFixed(0)} requests/s`,
      passed: null,
    },
    {
      suite: 'framework',
      name: `Server CPU per request, ${HEALTH_PATH} of the embedded default (PGlite in the API process)`,
      goal: 'report',
      measured: `${pairedRatio(embedded, raw).toFixed(3)}× raw node:http (${µs(embedded.cpuMsPerRequest)}); the route does no database work`,
      passed: null,
    },
  ];
}

/**
 * The API framework's overhead: our health route (no database work) against plain node:http. The
 * API runs on PostgreSQL, as in production: a process that hosts PGlite pays a few µs more per
 * request even on routes that never touch it, reported apart.
 */
export const frameworkSuite: Suite = {
  name: 'framework',
  async run(ctx) {
    const servers: BenchServer[] = [];
    let database: BenchDatabase | null = null;
    try {
      database = await createBenchDatabase(ctx.adminUrl);
      const start = (name: string, target: { databaseUrl: string } | { dataDir: string }) =>
        startApiServer({ port: ctx.nextPort(), database: target, logDir: ctx.workDir, name });
      const api = await start('framework-api', { databaseUrl: database.url });
      servers.push(api);
      const embedded = await start('framework-api-pglite', { dataDir: 'memory://' });
      servers.push(embedded);
      const raw = await startRawHttpServer({
        port: ctx.nextPort(),
        logDir: ctx.workDir,
        databaseKind: 'postgres',
      });
      servers.push(raw);
      const seconds = ctx.scale.loadSeconds;
      const figures = await compareContenders(
        [
          { name: NAMES.raw, serverPid: raw.pid, plan: healthPlan(raw.origin, seconds) },
          { name: NAMES.api, serverPid: api.pid, plan: healthPlan(api.origin, seconds) },
          { name: NAMES.embedded, serverPid: embedded.pid, plan: healthPlan(embedded.origin, seconds) },
        ],
        {
          rounds: Math.max(ctx.scale.rounds, ctx.scale.quick ? MIN_ROUNDS.quick : MIN_ROUNDS.full),
          warmupSeconds: ctx.scale.warmupSeconds,
        },
      );
      return figuresOf(figures);
    } finally {
      for (const server of servers) await server.stop();
      await database?.drop();
    }
  },
};
