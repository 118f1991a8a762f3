import path from 'node:path';
import { createDataFolder, ensureWebBuild, timeColdStart } from '../lib/cold-start.js';
import { compareContenders } from '../lib/contenders.js';
import { startApiServer, type BenchServer } from '../lib/servers.js';
import { median } from '../lib/stats.js';
import type { Figure, Suite, SuiteContext } from '../lib/suite.js';
import { MARKETPLACE_PATH, getPlan } from './marketplace.js';

/** Issue 8: the embedded default serves at least 0.25 × PostgreSQL's throughput, and starts in 5 s. */
const MIN_THROUGHPUT_SHARE = 0.25;
const MAX_COLD_START_SECONDS = 5;
const COLD_STARTS = { quick: 1, full: 3 };
const PAGE_1 = `${MARKETPLACE_PATH}?page=1`;

async function throughputFigure(ctx: SuiteContext): Promise<Figure> {
  const db = await ctx.postgres();
  const dataDir = await ctx.pgliteFolder();
  const servers: BenchServer[] = [];
  try {
    const start = (name: string, database: { databaseUrl: string } | { dataDir: string }) =>
      startApiServer({ port: ctx.nextPort(), database, logDir: ctx.workDir, name });
    const pglite = await start('pglite-api', { dataDir });
    servers.push(pglite);
    const postgres = await start('postgres-api', { databaseUrl: db.url });
    servers.push(postgres);
    const seconds = ctx.scale.loadSeconds;
    const figures = await compareContenders(
      [
        { name: 'PGlite page 1', serverPid: pglite.pid, plan: getPlan(pglite.origin, PAGE_1, seconds) },
        {
          name: 'PostgreSQL page 1',
          serverPid: postgres.pid,
          plan: getPlan(postgres.origin, PAGE_1, seconds),
        },
      ],
      { rounds: ctx.scale.rounds, warmupSeconds: ctx.scale.warmupSeconds },
    );
    const embedded = figures.get('PGlite page 1')!;
    const server = figures.get('PostgreSQL page 1')!;
    const share = embedded.okPerSecond / server.okPerSecond;
    return {
      suite: 'pglite',
      name: `Marketplace page 1 end to end, PGlite vs PostgreSQL (${db.leadCount.toLocaleString('en-US')} leads each)`,
      goal: `≥ ${MIN_THROUGHPUT_SHARE.toFixed(2)}×`,
      measured:
        `${share.toFixed(2)}× (${embedded.okPerSecond.toFixed(0)}/s vs ${server.okPerSecond.toFixed(0)}/s; ` +
        `p99 ${embedded.p99Ms} vs ${server.p99Ms} ms)`,
      passed: share >= MIN_THROUGHPUT_SHARE && embedded.failures === 0 && server.failures === 0,
    };
  } finally {
    for (const server of servers) await server.stop();
  }
}

async function coldStartFigure(ctx: SuiteContext): Promise<Figure> {
  ensureWebBuild();
  const port = ctx.nextPort();
  const dataDir = path.join(ctx.workDir, 'pglite-demo');
  await createDataFolder(port, dataDir, ctx.workDir);
  const runs = [];
  for (let run = 1; run <= (ctx.scale.quick ? COLD_STARTS.quick : COLD_STARTS.full); run += 1) {
    const measured = await timeColdStart(port, dataDir, ctx.workDir, run);
    console.info(
      `  cold start ${run}: ${measured.seconds.toFixed(2)} s${measured.valid ? '' : ' (rebuilt the web app: ignored)'}`,
    );
    if (measured.valid) runs.push(measured.seconds);
  }
  const seconds = median(runs);
  return {
    suite: 'pglite',
    name: 'Cold `npm start` on an existing data folder (demo data) until GET / answers 200',
    goal: `≤ ${MAX_COLD_START_SECONDS} s`,
    measured: runs.length
      ? `${seconds.toFixed(2)} s (median of ${runs.map((s) => s.toFixed(2)).join(', ')})`
      : 'no valid run',
    passed: runs.length > 0 && seconds <= MAX_COLD_START_SECONDS,
  };
}

/** The embedded default: end-to-end throughput against PostgreSQL's, and the cold start. */
export const pgliteSuite: Suite = {
  name: 'pglite',
  async run(ctx) {
    return [await throughputFigure(ctx), await coldStartFigure(ctx)];
  },
};
