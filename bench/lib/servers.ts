import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { ROOT, sleep, spawnDetached, waitForOk, type BenchProcess } from './processes.js';
import type { SuiteContext } from './suite.js';

const API_ROOT = path.join(ROOT, 'apps/api');
const START_TIMEOUT_MS = 180_000;
/**
 * Lets the load through the per-key pull API limit (120 a minute) and the per-address form limits:
 * the bench sends in a second what a client sends in hours (apps/api/src/config/env.ts).
 */
export const BENCH_RATE_LIMIT_MULTIPLIER = '10000';

export interface BenchServer extends BenchProcess {
  origin: string;
  logFile: string;
}

export type DatabaseTarget = { databaseUrl: string } | { dataDir: string };

/**
 * BENCH_CPU_PROF=<folder>: every API server the bench starts writes a V8 CPU profile there when it
 * stops, sampled every 0.25 ms (a publish's deliveries take about a second).
 */
const cpuProfileFlags = () =>
  process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`, '--cpu-prof-interval=250']
    : [];

/**
 * The API as production runs it: its compiled build (`node dist/main.js`, decision 015), built once
 * per bench process from this checkout's sources. Not through tsx: its compiler keeps function
 * names by a defineProperty call at each closure's creation, and the import check makes a dozen
 * closures a row (one thread's half of a 100,000-row file: 2.0-2.4 s of CPU through tsx, 1.7-1.9 s
 * compiled, issue 24.4), so the bench measured a slower program than production's.
 */
let apiBuilt = false;
export function ensureApiBuild(): void {
  if (apiBuilt) return;
  console.info('Building @app/shared and @app/api (tsc), so that the bench runs what production runs…');
  for (const workspace of ['@app/shared', '@app/api'])
    execFileSync('npm', ['run', 'build', '-w', workspace], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  apiBuilt = true;
}

/**
 * The product configured as in production (NODE_ENV=production, default log level), on 127.0.0.1
 * only; without demo seeding (the bench brings its data) and without the job queue (its polling
 * would be counted in the CPU per request). It runs the compiled build (ensureApiBuild).
 */
export async function startApiServer(options: {
  port: number;
  database: DatabaseTarget;
  logDir: string;
  name: string;
  env?: Record<string, string>;
  /** Extra flags for node itself, before the server's entry point. */
  nodeArgs?: string[];
}): Promise<BenchServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  const logFile = path.join(options.logDir, `${options.name}.log`);
  const database =
    'databaseUrl' in options.database
      ? { DATABASE_URL: options.database.databaseUrl }
      : { DATABASE_URL: '', DATA_DIR: options.database.dataDir };
  ensureApiBuild();
  const nodeArgs = [...cpuProfileFlags(), ...(options.nodeArgs ?? [])];
  const proc = spawnDetached(process.execPath, [...nodeArgs, 'dist/main.js'], {
    cwd: API_ROOT,
    logFile,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      APP_URL: origin,
      SECRETS_KEY: randomBytes(32).toString('base64'),
      SEED_DEMO: 'false',
      RUN_JOBS: 'false',
      RATE_LIMIT_MULTIPLIER: BENCH_RATE_LIMIT_MULTIPLIER,
      LOG_LEVEL: undefined,
      ...database,
      ...options.env,
    },
  });
  try {
    await waitForOk(`${origin}/api/v1/health`, proc, START_TIMEOUT_MS, logFile);
  } catch (error) {
    await proc.stop();
    throw error;
  }
  return { ...proc, origin, logFile };
}

/** bench/servers/raw-http.mjs: plain node:http sending the health route's exact bytes. */
export async function startRawHttpServer(options: {
  port: number;
  logDir: string;
  databaseKind: string;
}): Promise<BenchServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  const logFile = path.join(options.logDir, 'raw-http.log');
  ensureApiBuild();
  const proc = spawnDetached(process.execPath, ['bench/servers/raw-http.mjs'], {
    logFile,
    env: { PORT: String(options.port), NODE_ENV: 'production', DATABASE_KIND: options.databaseKind },
  });
  await waitForOk(`${origin}/api/v1/health`, proc, START_TIMEOUT_MS, logFile);
  return { ...proc, origin, logFile };
}

/**
 * bench/servers/api-with-jobs.mjs: the API with its job queue, as `npm start` runs it (RUN_JOBS), for
 * the suites that time background work (alerts, webhooks, imports). Answers once the queue's
 * workers are listening.
 */
export async function startApiWithJobsServer(
  ctx: SuiteContext,
  databaseUrl: string,
  secretsKey: string,
  name: string,
): Promise<BenchServer> {
  const port = ctx.nextPort();
  const origin = `http://127.0.0.1:${port}`;
  const logFile = path.join(ctx.workDir, `${name}-api.log`);
  ensureApiBuild();
  const proc = spawnDetached(process.execPath, [...cpuProfileFlags(), 'bench/servers/api-with-jobs.mjs'], {
    logFile,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: origin,
      SECRETS_KEY: secretsKey,
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_MULTIPLIER: BENCH_RATE_LIMIT_MULTIPLIER,
      SMTP_URL: undefined,
      LOG_LEVEL: undefined,
    },
  });
  try {
    await waitForOk(`${origin}/api/v1/health`, proc, START_TIMEOUT_MS, logFile);
    // The queue starts after the server listens: wait until pg-boss has its tables, then its first polls.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const until = Date.now() + START_TIMEOUT_MS;
      while (Date.now() < until) {
        const { rows } = await client
          .query<{ ready: boolean }>(`select count(*) >= 6 as ready from pgboss.queue`)
          .catch(() => ({ rows: [{ ready: false }] }));
        if (rows[0]?.ready) break;
        await sleep(200);
      }
    } finally {
      await client.end();
    }
    await sleep(2_000);
  } catch (error) {
    await proc.stop();
    throw error;
  }
  return { ...proc, origin, logFile };
}
