// `npm run test:production-build` (issue 17, run by .ci/run): proves, from a clean clone of the
// committed HEAD, that the production build runs on production dependencies alone:
//
//   1. git clone HEAD into a temporary folder; npm ci
//   2. NODE_ENV=production npm start, before any build: refuses, naming `npm run build`
//   3. npm run build; npm prune --omit=dev; tsx, Vite and Vitest are gone
//   4. NODE_ENV=production npm start on a free port, a PGlite database in the folder, demo data with chosen
//      credentials: the home page, the plans API and a sign-in (argon2's native module) answer
//   5. the log holds none of the passwords, the API key or SECRETS_KEY
//   6. the server stops on SIGTERM; then NODE_ENV=production npm run db:backup and db:restore, as
//      the backup timer of docs/deploy.md runs them, work without tsx (scripts/db-command.mjs)
//   7. the folder is deleted
//
// About 2-3 minutes, most of it npm ci and the build. Exits 1 naming the step that failed.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const INSTALL_TIMEOUT_MS = 10 * 60_000;
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
const REFUSAL_TIMEOUT_MS = 60_000;
/**
 * Development tools that must not be needed, nor present, once dev dependencies are pruned. Not
 * TypeScript: npm keeps it as the optional peer of @react-router/node (a web dependency), unused.
 */
const DEV_ONLY = ['tsx', 'vite', 'vitest', '@react-router/dev', 'eslint'];
const WORKSPACES = ['.', 'packages/shared', 'apps/api', 'apps/web', 'e2e'];
const BRAND = 'SellerSignal';

const startedAt = performance.now();
const work = mkdtempSync(path.join(tmpdir(), 'sellersignal-production-build-'));
const checkout = path.join(work, 'repo');
let server = null;

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

class StepFailure extends Error {}
const fail = (message) => {
  throw new StepFailure(message);
};

/** The environment of every command: ours, without what would change how npm installs or the server starts. */
function cleanEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  for (const name of Object.keys(env)) if (env[name] === undefined) delete env[name];
  return env;
}

/** Runs a command to its end in its own process group; resolves with its exit code and output. */
function run(command, args, { cwd = checkout, env = cleanEnv({ NODE_ENV: undefined }), timeoutMs }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      output += `\n[killed after ${timeoutMs / 1000} s]`;
      killGroup(child.pid, 'SIGKILL');
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

async function step(name, action) {
  const since = performance.now();
  process.stdout.write(`- ${name} … `);
  await action();
  console.info(`ok (${seconds(since)})`);
}

/** A command that must succeed; its output is shown only when it does not. */
async function mustRun(command, args, options = {}) {
  const { code, output } = await run(command, args, { timeoutMs: INSTALL_TIMEOUT_MS, ...options });
  if (code !== 0) fail(`${command} ${args.join(' ')} exited with ${code}:\n${tail(output)}`);
}

const tail = (text, lines = 40) => text.trimEnd().split('\n').slice(-lines).join('\n');

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group has already gone.
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `NODE_ENV=production npm start` in its own process group, its output collected. */
function startProduction(env) {
  const child = spawn('npm', ['start'], {
    cwd: checkout,
    env: cleanEnv({ NODE_ENV: 'production', ...env }),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = { child, output: '', exited: null };
  child.stdout.on('data', (chunk) => (started.output += chunk));
  child.stderr.on('data', (chunk) => (started.output += chunk));
  started.exited = new Promise((resolve) => child.on('close', (code) => resolve(code)));
  return started;
}

async function waitFor(what, condition, proc, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    if (proc.child.exitCode !== null || proc.child.signalCode !== null)
      fail(`the server exited before ${what}:\n${tail(proc.output)}`);
    await sleep(250);
  }
  fail(`no ${what} within ${timeoutMs / 1000} s:\n${tail(proc.output)}`);
}

async function stopServer() {
  if (!server) return;
  const proc = server;
  server = null;
  killGroup(proc.child.pid, 'SIGTERM');
  const stopped = await Promise.race([
    proc.exited.then(() => true),
    sleep(STOP_TIMEOUT_MS).then(() => false),
  ]);
  if (!stopped) {
    killGroup(proc.child.pid, 'SIGKILL');
    fail(`the server did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM`);
  }
}

async function main() {
  const head = (await run('git', ['rev-parse', 'HEAD'], { cwd: root, timeoutMs: 10_000 })).output.trim();
  const dirty = (await run('git', ['status', '--porcelain'], { cwd: root, timeoutMs: 10_000 })).output.trim();
  console.info(`Production build of ${head.slice(0, 12)} in ${work}`);
  if (dirty) console.info('  (uncommitted changes are not part of the test: it builds the commit)');

  await step('clean clone of HEAD', async () => {
    await mustRun('git', ['clone', '--quiet', '--no-local', '--no-checkout', root, checkout], { cwd: work });
    await mustRun('git', ['-c', 'advice.detachedHead=false', 'checkout', '--quiet', '--detach', head]);
  });
  await step('npm ci', () => mustRun('npm', ['ci', '--no-audit', '--no-fund']));

  await step('NODE_ENV=production npm start refuses without a build', async () => {
    const { code, output } = await run('npm', ['start'], {
      env: cleanEnv({ NODE_ENV: 'production', PORT: String(await freePort()), HOST: '127.0.0.1' }),
      timeoutMs: REFUSAL_TIMEOUT_MS,
    });
    // Exit 1 of its own accord, not killed at the deadline (a server that started would be).
    if (code !== 1 || !output.includes('Cannot start in production') || !output.includes('npm run build'))
      fail(`expected a refusal naming "npm run build", got exit ${code}:\n${tail(output)}`);
  });

  await step('npm run build', () => mustRun('npm', ['run', 'build']));
  await step('npm prune --omit=dev', async () => {
    await mustRun('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund']);
    const left = WORKSPACES.flatMap((workspace) =>
      DEV_ONLY.map((name) => path.join(workspace, 'node_modules', name)),
    ).filter((folder) => existsSync(path.join(checkout, folder)));
    if (left.length > 0) fail(`development tools still installed: ${left.join(', ')}`);
  });

  const port = await freePort();
  const dataDir = path.join(work, 'data');
  const origin = `http://127.0.0.1:${port}`;
  const secrets = {
    SECRETS_KEY: randomBytes(32).toString('base64'),
    SEED_DEMO_PASSWORD: `demo-${randomBytes(9).toString('hex')}`,
    SEED_ADMIN_PASSWORD: `admin-${randomBytes(9).toString('hex')}`,
    SEED_DEMO_API_KEY: `sk_${randomBytes(4).toString('hex')}_${randomBytes(32).toString('base64url').slice(0, 43)}`,
  };

  await step('NODE_ENV=production npm start serves the site and the API', async () => {
    server = startProduction({
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      // On disk, so that the backup step below has a database to back up once the server stops.
      DATA_DIR: dataDir,
      // Never CI's PostgreSQL: this server would migrate the database the API tests share.
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'true',
      ...secrets,
    });
    const ok = (url) =>
      fetch(url).then(
        (r) => r.ok,
        () => false,
      );
    await waitFor('/api/v1/health', () => ok(`${origin}/api/v1/health`), server, START_TIMEOUT_MS);

    const home = await fetch(`${origin}/`);
    const html = await home.text();
    if (
      home.status !== 200 ||
      !home.headers.get('content-type')?.includes('text/html') ||
      !html.includes(BRAND)
    )
      fail(`GET / answered ${home.status} ${home.headers.get('content-type')} without "${BRAND}"`);

    const plans = await fetch(`${origin}/api/v1/plan/getplans`);
    const body = await plans.json().catch(() => null);
    if (plans.status !== 200 || body?.message !== 'Data fetched successfully' || !body.result?.length)
      fail(`GET /api/v1/plan/getplans answered ${plans.status} ${JSON.stringify(body)?.slice(0, 300)}`);

    const login = await fetch(`${origin}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'demo@sellersignal.io', password: secrets.SEED_DEMO_PASSWORD }),
    });
    if (login.status !== 200) fail(`signing in as the demo customer answered ${login.status}`);

    // Printed once the job queue has started too (pg-boss, loaded after listening).
    const banner = `${BRAND} is running at ${origin}`;
    await waitFor('start-up banner', () => server.output.includes(banner), server, START_TIMEOUT_MS);
  });

  await step('the log holds no password and no key', async () => {
    const output = server.output;
    if (!output.includes('Demo data created')) fail(`no demo data notice in the log:\n${tail(output)}`);
    const leaked = Object.entries(secrets).filter(([, value]) => output.includes(value));
    if (leaked.length > 0) fail(`the log shows ${leaked.map(([name]) => name).join(', ')}`);
  });

  await step('the server stops on SIGTERM', async () => {
    const proc = server;
    await stopServer();
    if (!proc.output.includes('SIGTERM received'))
      fail(`no graceful shutdown in the log:\n${tail(proc.output)}`);
  });

  await step('NODE_ENV=production npm run db:backup and db:restore work without tsx', async () => {
    // PGlite is one process: the server has stopped, as decision 009 asks.
    const backup = path.join(work, 'backup.sql');
    const env = (extra) => cleanEnv({ NODE_ENV: 'production', DATABASE_URL: '', ...extra });
    const made = await run('npm', ['run', 'db:backup', '--', backup], {
      env: env({ DATA_DIR: dataDir }),
      timeoutMs: START_TIMEOUT_MS,
    });
    if (made.code !== 0 || !made.output.includes(`Backed up PGlite in ${dataDir} to ${backup}`))
      fail(`npm run db:backup exited with ${made.code}:\n${tail(made.output)}`);
    const restoredDir = path.join(work, 'restored');
    const restored = await run('npm', ['run', 'db:restore', '--', backup], {
      env: env({ DATA_DIR: restoredDir }),
      timeoutMs: START_TIMEOUT_MS,
    });
    if (restored.code !== 0 || !restored.output.includes(`Restored ${backup} into PGlite in ${restoredDir}`))
      fail(`npm run db:restore exited with ${restored.code}:\n${tail(restored.output)}`);
  });
}

async function cleanUp() {
  if (server) killGroup(server.child.pid, 'SIGKILL');
  rmSync(work, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(1));
  });

let failure = null;
try {
  await main();
} catch (error) {
  console.info('FAILED');
  failure = error instanceof StepFailure ? error.message : error;
} finally {
  await cleanUp();
}
if (failure) {
  console.error(failure);
  console.error(`Production build test failed after ${seconds(startedAt)}.`);
  process.exitCode = 1;
} else {
  console.info(`Production build test passed in ${seconds(startedAt)} (clean-up included).`);
}
