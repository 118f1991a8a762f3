import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, sleep, spawnDetached, waitForOk, type BenchProcess } from './processes.js';

const FIRST_START_TIMEOUT_MS = 300_000;
const COLD_START_TIMEOUT_MS = 60_000;
const REBUILD_NOTICE = 'rebuilding the web app';
const NPM = 'npm';

/** `npm start` as a person runs it: the defaults (development, PGlite, jobs), on our port and folder. */
function startProduct(port: number, dataDir: string, logFile: string): BenchProcess {
  return spawnDetached(NPM, ['start'], {
    logFile,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: undefined,
      LOG_LEVEL: undefined,
      RUN_JOBS: undefined,
      SEED_DEMO: undefined,
    },
  });
}

/**
 * A fresh web build before timing anything, under the lock every helper uses, so that the timed
 * `npm start` (whose first step rebuilds a stale build) measures a start, not a build.
 */
export function ensureWebBuild() {
  execFileSync('flock', ['/tmp/web-build.lock', 'node', 'scripts/ensure-web-build.mjs'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
}

/** The first `npm start` on an empty folder: migrates and seeds the demo data, untimed. */
export async function createDataFolder(port: number, dataDir: string, logDir: string) {
  const logFile = path.join(logDir, 'first-start.log');
  const proc = startProduct(port, dataDir, logFile);
  try {
    await waitForOk(`http://127.0.0.1:${port}/`, proc, FIRST_START_TIMEOUT_MS, logFile);
  } finally {
    await proc.stop();
  }
}

export interface ColdStart {
  /** From spawning `npm start` to the first 200 of GET /. */
  seconds: number;
  /** False when `npm start` rebuilt the web app (sources changed meanwhile): not a start time. */
  valid: boolean;
}

/** Times one `npm start` on an existing data folder until GET / answers 200. */
export async function timeColdStart(
  port: number,
  dataDir: string,
  logDir: string,
  run: number,
): Promise<ColdStart> {
  const logFile = path.join(logDir, `cold-start-${run}.log`);
  const started = performance.now();
  const proc = startProduct(port, dataDir, logFile);
  try {
    await waitForOk(`http://127.0.0.1:${port}/`, proc, COLD_START_TIMEOUT_MS, logFile);
    const seconds = (performance.now() - started) / 1000;
    return { seconds, valid: !readFileSync(logFile, 'utf8').includes(REBUILD_NOTICE) };
  } finally {
    await proc.stop();
    // Let the stopped process's files close before the next start opens the same folder.
    await sleep(500);
  }
}
