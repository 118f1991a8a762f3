import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TSX_NODE_ARGS } from './tsx-node-args.js';

const apiRoot = path.resolve(import.meta.dirname, '..');

describe('npm start (src/main.ts)', () => {
  it('migrates, seeds, serves, logs the URL and the demo credentials once, and stops cleanly on SIGTERM', async () => {
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
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 60_000;
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
    expect(output).toMatch(/Demo customer: demo@sellersignal\.io \/ \S+/);
    expect(output).toMatch(/Demo API key: +sk_\w{8}_[\w-]{43}/);
    const plans = (await fetch(`http://127.0.0.1:${port}/api/v1/plan/getplans`).then((r) => r.json())) as {
      result: unknown[];
    };
    expect(plans.result).toHaveLength(6);

    const exitCode = await new Promise<number | null>((resolve) => {
      child.on('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
    expect(exitCode).toBe(0);
    expect(output).toContain('SIGTERM received');
  }, 90_000);
});
