import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 server binaries (the version CI installs). */
const BIN_DIR = '/usr/lib/postgresql/15/bin';
const RUN_AS = ['-u', 'postgres', '--'];

/** Why the private cluster cannot run here, or null when it can. */
export function privateClusterUnavailableReason(): string | null {
  if (!existsSync(path.join(BIN_DIR, 'pg_ctl'))) return `the PostgreSQL binaries are missing (${BIN_DIR})`;
  if (process.getuid?.() !== 0) return 'starting a cluster as the postgres user needs root (runuser)';
  return null;
}

export interface PrivateCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** `pg_ctl start` and wait until it accepts connections. */
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: open connections are cut, as in a crash of the database host. */
  stop(): Promise<void>;
  /** Stops the server if it runs and deletes its folder. */
  destroy(): Promise<void>;
}

const pgCtl = (dataDir: string, ...args: string[]) =>
  run('runuser', [...RUN_AS, path.join(BIN_DIR, 'pg_ctl'), '-D', dataDir, ...args]);

/**
 * A throwaway PostgreSQL server of our own (initdb in a temp folder), so a test can stop and start
 * a database without touching the shared one. Trust auth on 127.0.0.1 only; fsync off because its
 * data is thrown away.
 */
export async function createPrivateCluster(port: number): Promise<PrivateCluster> {
  const root = await mkdtemp(path.join(tmpdir(), 'private-pg-'));
  const dataDir = path.join(root, 'data');
  await chown(root, ...(await postgresIds()));
  await run('runuser', [
    ...RUN_AS,
    path.join(BIN_DIR, 'initdb'),
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
  ]);
  const settings = [
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${root}'`,
    'fsync = off',
    'synchronous_commit = off',
    'full_page_writes = off',
    'max_connections = 100',
  ];
  await writeFile(path.join(dataDir, 'postgresql.auto.conf'), `${settings.join('\n')}\n`);
  const logFile = path.join(root, 'server.log');
  let running = false;
  const cluster: PrivateCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      await pgCtl(dataDir, '-l', logFile, '-w', '-t', '30', 'start');
      running = true;
    },
    async stop() {
      await pgCtl(dataDir, '-m', 'fast', '-w', 'stop');
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop().catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}

async function postgresIds(): Promise<[number, number]> {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return [Number(uid.stdout.trim()), Number(gid.stdout.trim())];
}
