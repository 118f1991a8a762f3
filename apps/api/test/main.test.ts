import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TSX_NODE_ARGS } from './tsx-node-args.js';

const apiRoot = path.resolve(import.meta.dirname, '..');
const START_TIMEOUT_MS = 60_000;

/** Every server a test started: a test that fails or times out must not leave one running. */
const started = new Set<ChildProcess>();
afterEach(() => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  started.clear();
});

/** src/main.ts in a child process on a free-ish port, an in-memory database and no web build. */
async function startMain(env: Record<string, string>) {
  const port = 3700 + Math.floor(Math.random() * 200);
  const child = spawn(process.execPath, [...TSX_NODE_ARGS, 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + START_TIMEOUT_MS;
  let health: Response | undefined;
  while (Date.now() < deadline) {
    health = await fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => undefined);
    if (health?.ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(health?.status).toBe(200);
  // The server answers while the job queue is still starting; the banner comes once it has.
  const banner = `is running at http://localhost:${port}`;
  while (!output.includes(banner) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(output).toContain(banner);
  return {
    port,
    output: () => output,
    stop: () =>
      new Promise<number | null>((resolve) => {
        child.on('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}

describe('npm start (src/main.ts)', () => {
  it('migrates, seeds, serves, logs the URL and the demo credentials once, and stops cleanly on SIGTERM', async () => {
    const server = await startMain({});
    expect(server.output()).toMatch(/Demo customer: demo@sellersignal\.io \/ \S+/);
    expect(server.output()).toMatch(/Demo API key: +sk_\w{8}_[\w-]{43}/);
    const plans = (await fetch(`http://127.0.0.1:${server.port}/api/v1/plan/getplans`).then((r) =>
      r.json(),
    )) as { result: unknown[] };
    expect(plans.result).toHaveLength(6);

    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('SIGTERM received');
  }, 90_000);

  it('in production, announces the demo data it was asked for without a password or a key in the log', async () => {
    const secrets = {
      SECRETS_KEY: randomBytes(32).toString('base64'),
      SEED_DEMO_PASSWORD: 'prod-demo-password-1',
      SEED_ADMIN_PASSWORD: 'prod-admin-password-1',
      SEED_DEMO_API_KEY: 'sk_ProdDemo_' + 'p'.repeat(43),
    };
    const server = await startMain({ NODE_ENV: 'production', SEED_DEMO: 'true', ...secrets });
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('Demo data created');
    expect(server.output()).toContain('SEED_DEMO_PASSWORD');
    for (const [name, secret] of Object.entries(secrets))
      expect(server.output(), `${name} in the log`).not.toContain(secret);
  }, 90_000);
});
