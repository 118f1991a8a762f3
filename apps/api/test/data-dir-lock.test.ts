import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { DATA_DIR_LOCK_FILE, lockDataDir } from '../src/db/data-dir-lock.js';
import { loadEnv } from '../src/config/env.js';
import { TSX_NODE_ARGS } from './tsx-node-args.js';

const apiRoot = path.resolve(import.meta.dirname, '..');
const folders: string[] = [];
const opened: DatabaseHandle[] = [];
const releases: (() => void)[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => handle.close()));
  for (const release of releases.splice(0)) release();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function newFolder() {
  const folder = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
  folders.push(folder);
  return folder;
}

async function open(dataDir: string) {
  const handle = await openDatabase({ dataDir });
  opened.push(handle);
  return handle;
}

/** `npm start` in a child process on `dataDir`: its exit code, its output and how long it ran. */
function startMain(dataDir: string) {
  return new Promise<{ code: number | null; output: string; ms: number }>((resolve) => {
    const startedAt = Date.now();
    const child = spawn(process.execPath, [...TSX_NODE_ARGS, 'src/main.ts'], {
      cwd: apiRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, output, ms: Date.now() - startedAt });
    });
  });
}

describe('the PGlite data folder is used by one process only (issue 23.7)', () => {
  it('refuses a second process on the same folder at once, naming the process that has it', async () => {
    const dataDir = newFolder();
    releases.push(lockDataDir(dataDir));
    expect(readFileSync(path.join(dataDir, DATA_DIR_LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);

    const second = await startMain(dataDir);

    expect(second.code).toBe(1);
    expect(second.output.trim()).toBe(
      `The database folder ${dataDir} is already open in another process (pid ${process.pid}): the embedded ` +
        'database serves one process only. Stop that process first, or run several processes on ' +
        'PostgreSQL (DATABASE_URL, docs/scaling.md).',
    );
    // Refused before PGlite loads or anything migrates: the start of tsx is most of this.
    expect(second.ms).toBeLessThan(15_000);
  }, 60_000);

  it('refuses a second opening in the same process too', async () => {
    const dataDir = newFolder();
    releases.push(lockDataDir(dataDir));
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `The database folder ${dataDir} is already open in this process: the embedded database serves one process only.`,
    );
  });

  it('takes over a lock left by a process that died without closing, and frees the folder on close', async () => {
    const dataDir = newFolder();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    const deadPid = Number(dead.stdout);
    expect(deadPid).toBeGreaterThan(0);
    writeFileSync(path.join(dataDir, DATA_DIR_LOCK_FILE), `${deadPid}\n`);

    const handle = await open(dataDir);

    expect(readFileSync(path.join(dataDir, DATA_DIR_LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
    expect(
      (await handle.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations')).rows,
    ).toEqual([{ n: expect.any(Number) }]);
    await handle.close();
    opened.splice(opened.indexOf(handle), 1);
    expect(existsSync(path.join(dataDir, DATA_DIR_LOCK_FILE))).toBe(false);
  }, 120_000);
});

describe('DATABASE_POOL_SIZE', () => {
  it('is 20 unless set, and a bad value is named', () => {
    expect(loadEnv({}).DATABASE_POOL_SIZE).toBe(20);
    expect(loadEnv({ DATABASE_POOL_SIZE: '8' }).DATABASE_POOL_SIZE).toBe(8);
    expect(() => loadEnv({ DATABASE_POOL_SIZE: 'many' })).toThrow(
      'Invalid configuration:\n  DATABASE_POOL_SIZE: DATABASE_POOL_SIZE must be a whole number of connections, e.g. 20',
    );
    expect(() => loadEnv({ DATABASE_POOL_SIZE: '0' })).toThrow(
      '  DATABASE_POOL_SIZE: DATABASE_POOL_SIZE must be at least 1',
    );
  });
});
