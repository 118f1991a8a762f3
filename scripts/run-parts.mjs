// Runs the parts of a test plan (`npm test`, `npm run test:reliability`) two lanes at a time, and
// says how long each took (issue 16.6: a fast suite, each part's time in CI's output).
//
//   node scripts/run-parts.mjs test|reliability [--verbose]
//
// The machine has two cores: two lanes run side by side, the parts of one lane one after another.
// The parts that keep both cores busy (the API tests, the browser tests) share one lane; the other
// lane holds parts that use about one (tsc, eslint, the small unit suites). Every part runs to
// the end even when another fails; a part whose `needs` failed is skipped. As each part finishes
// its name, wall time and exit code are printed; a failing part's whole output follows (with
// --verbose, every part's). All outputs are in test-results/parts/<part>.log. Exits 1 when any
// part failed or was skipped.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const logDir = path.join(root, 'test-results/parts');

/** @typedef {{ name: string, command: string, needs?: string[] }} Part */

/** @type {Record<string, Part[][]>} each plan: its lanes; each lane: its parts in order. */
/**
 * With PostgreSQL at hand the API tests are two runs of their own (apps/api/vitest.config.ts): every
 * file on PostgreSQL, after the browser tests, and the engine's files on PGlite, once the other
 * lane's parts are done (they end about a minute and a half before the browser tests). Without it,
 * one run of every file on PGlite.
 */
const API_TESTS = process.env.DATABASE_URL
  ? {
      postgres: [
        { name: 'unit: api (PostgreSQL)', command: 'npm run test -w @app/api -- --project api-postgres' },
      ],
      pglite: [{ name: 'unit: api (PGlite)', command: 'npm run test -w @app/api -- --project api-pglite' }],
    }
  : { postgres: [], pglite: [{ name: 'unit: api', command: 'npm run test -w @app/api' }] };

const PLANS = {
  test: [
    // The two parts that keep both cores busy, the browser tests and the API tests on PostgreSQL, run
    // one after the other: side by side they made the load 16 on 2 cores, and PGlite's hooks timed out.
    [
      {
        name: 'e2e: web build',
        command: 'node scripts/ensure-web-build.mjs --force --env=VITE_STRIPE_PUBLISHABLE_KEY=pk_test_e2e',
      },
      { name: 'e2e: browser tests', command: 'npm run test -w e2e-tests', needs: ['e2e: web build'] },
      ...API_TESTS.postgres,
    ],
    // Parts that use about one core each, beside the browser tests.
    [
      { name: 'lint', command: 'npm run lint' },
      { name: 'unit: shared', command: 'npm run test -w @app/shared' },
      { name: 'unit: web', command: 'npm run test -w @app/web' },
      { name: 'typecheck', command: 'npm run typecheck' },
      ...API_TESTS.pglite,
    ],
  ],
  reliability: [
    [{ name: 'reliability: api', command: 'npm run test:reliability -w @app/api' }],
    [
      // The build `npm test` made (same VITE_* values): rebuilt only when the sources changed.
      {
        name: 'reliability: web build',
        command: 'node scripts/ensure-web-build.mjs --env=VITE_STRIPE_PUBLISHABLE_KEY=pk_test_e2e',
      },
      {
        name: 'reliability: browser tests',
        command: 'npm run test:reliability -w e2e-tests',
        needs: ['reliability: web build'],
      },
    ],
  ],
};

const [planName, ...flags] = process.argv.slice(2);
const plan = PLANS[planName ?? ''];
if (!plan) {
  console.error(`run-parts: name a plan: ${Object.keys(PLANS).join(' or ')}`);
  process.exit(2);
}
const verbose = flags.includes('--verbose');
mkdirSync(logDir, { recursive: true });

/** @type {Map<string, { status: 'passed' | 'failed' | 'skipped', seconds: number, code: number | null }>} */
const results = new Map();
/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
const started = Date.now();
const seconds = (since) => (Date.now() - since) / 1000;
const fileNameOf = (name) => name.replace(/[^a-z0-9]+/gi, '-');

function runPart(part) {
  const failedNeed = (part.needs ?? []).find((need) => results.get(need)?.status !== 'passed');
  if (failedNeed) {
    results.set(part.name, { status: 'skipped', seconds: 0, code: null });
    console.info(`■ ${part.name}: skipped, as "${failedNeed}" did not pass`);
    return Promise.resolve();
  }
  const since = Date.now();
  console.info(`▶ ${part.name}  (${part.command})`);
  return new Promise((resolve) => {
    // Its own process group, so that an interrupted run stops the part's children too.
    const child = spawn(part.command, {
      cwd: root,
      shell: true,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      const text = Buffer.concat(output).toString('utf8');
      writeFileSync(path.join(logDir, `${fileNameOf(part.name)}.log`), text);
      const took = seconds(since);
      const passed = code === 0;
      results.set(part.name, { status: passed ? 'passed' : 'failed', seconds: took, code });
      const exit = signal ? `signal ${signal}` : `exit ${code}`;
      console.info(`${passed ? '✔' : '✘'} ${part.name}: ${took.toFixed(1)} s, ${exit}`);
      if (!passed || verbose) {
        console.info(`─── output of ${part.name} ───\n${text.trimEnd()}\n─── end of ${part.name} ───`);
      }
      resolve();
    });
  });
}

async function runLane(lane) {
  for (const part of lane) await runPart(part);
}

function stopAll(signal) {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
  process.exit(130);
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));

await Promise.all(plan.map(runLane));

const total = seconds(started);
const width = Math.max(...[...results.keys()].map((name) => name.length));
console.info(`\n${planName}: each part's wall time (lanes run side by side)`);
for (const [name, result] of results) {
  const time = result.status === 'skipped' ? '-' : `${result.seconds.toFixed(1)} s`;
  console.info(`  ${name.padEnd(width)}  ${time.padStart(8)}  ${result.status}`);
}
console.info(`  ${'total'.padEnd(width)}  ${`${total.toFixed(1)} s`.padStart(8)}`);
const bad = [...results].filter(([, result]) => result.status !== 'passed').map(([name]) => name);
if (bad.length > 0) {
  console.error(`\n${planName}: did not pass: ${bad.join(', ')}`);
  process.exit(1);
}
