import { execFileSync, spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { appendFileSync, chownSync, copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { TSX_NODE_ARGS } from '../tsx-node-args.js';

/**
 * The cluster of issue 23 on this machine, 127.0.0.1 only: a private PostgreSQL primary, a
 * streaming replica made by pg_basebackup, three API instances (src/main.ts, as `npm start` runs
 * it) and HAProxy in front, from the files in deploy/cluster. Every process is a child of this one
 * and is stopped by stop(), also when a test fails or the run is interrupted; the temporary folder
 * goes with them.
 *
 * initdb and the server refuse to run as root: when this runs as root (CI), the PostgreSQL
 * processes are started as the `postgres` OS user of Debian's package (spawn's uid and gid), and
 * the temporary folder is handed to that user.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const apiRoot = path.resolve(import.meta.dirname, '../..');
const CONFIG_DIR = path.join(repoRoot, 'deploy/cluster');
const HAPROXY = '/usr/sbin/haproxy';
export const DATABASE = 'sellersignal';
const START_TIMEOUT_MS = 90_000;

export const SEED = {
  demoPassword: 'cluster-demo-password',
  adminPassword: 'cluster-admin-password',
  demoApiKey: 'sk_Cluster1_' + 'c'.repeat(43),
  demoEmail: 'demo@sellersignal.io',
  adminEmail: 'admin@sellersignal.io',
};

/** Debian's newest installed PostgreSQL (/usr/lib/postgresql/<major>/bin). */
function postgresBin(): string {
  const majors = readdirSync('/usr/lib/postgresql')
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  if (!majors[0])
    throw new Error('No PostgreSQL server under /usr/lib/postgresql: apt-get install postgresql');
  return `/usr/lib/postgresql/${majors[0]}/bin`;
}

/** Who runs PostgreSQL: ourselves, or the `postgres` user when we are root. */
function postgresUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

async function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** `count` consecutive free ports from a random base, so that parallel runs do not collide. */
async function freePorts(count: number): Promise<number[]> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const ports = Array.from({ length: count }, (_, i) => base + i);
    const free = await Promise.all(ports.map(isPortFree));
    if (free.every(Boolean)) return ports;
  }
  throw new Error(`No ${count} consecutive free ports found`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs: number,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    await sleep(intervalMs);
  }
  throw new Error(
    `Timed out after ${timeoutMs} ms waiting for ${what}${lastError ? `: ${(lastError as Error).message}` : ''}`,
  );
}

/** One query on a connection of its own (the test's view of a server, never the API's pools). */
export async function query<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A child process, its output kept for the failure message. */
class Child {
  output = '';
  readonly process: ChildProcess;
  readonly exited: Promise<void>;

  constructor(
    readonly name: string,
    command: string,
    args: string[],
    options: SpawnOptions,
  ) {
    this.process = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    this.process.stdout?.on('data', keep);
    this.process.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => {
      if (this.isRunning) this.process.once('exit', () => resolve());
      else resolve();
    });
  }

  get isRunning() {
    return this.process.exitCode === null && this.process.signalCode === null;
  }

  /** Sends `signal` and waits for the exit; SIGKILL after `graceMs`. */
  async stop(signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000) {
    if (!this.isRunning) return;
    this.process.kill(signal);
    const killer = setTimeout(() => this.process.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(killer);
  }

  describe() {
    return `--- ${this.name} (exit ${this.process.exitCode ?? this.process.signalCode ?? 'running'}) ---\n${this.output.slice(-3_000)}`;
  }
}

/** Runs a PostgreSQL tool to completion (as the postgres user when we are root). */
function runTool(tool: string, args: string[], user: { uid: number; gid: number } | null) {
  try {
    execFileSync(path.join(postgresBin(), tool), args, {
      ...(user ?? {}),
      cwd: '/',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
  } catch (error) {
    const failed = error as { stderr?: Buffer; message: string };
    throw new Error(`${tool} failed: ${failed.stderr?.toString() || failed.message}`);
  }
}

export class PostgresServer {
  #child: Child | null = null;

  constructor(
    readonly name: string,
    readonly port: number,
    readonly dataDir: string,
    private readonly socketDir: string,
    private readonly user: { uid: number; gid: number } | null,
    private readonly children: Set<Child>,
  ) {}

  url(database = DATABASE) {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  get isRunning() {
    return this.#child?.isRunning ?? false;
  }

  async start() {
    const child = new Child(
      this.name,
      path.join(postgresBin(), 'postgres'),
      ['-D', this.dataDir, '-p', String(this.port), '-k', this.socketDir],
      { ...(this.user ?? {}), cwd: '/' },
    );
    this.#child = child;
    this.children.add(child);
    await waitFor(
      `${this.name} to accept connections`,
      async () => {
        if (!child.isRunning) throw new Error(child.describe());
        return (await query(this.url('postgres'), 'select 1')).length === 1;
      },
      30_000,
      200,
    );
  }

  /** SIGINT is PostgreSQL's fast shutdown; SIGQUIT its immediate one (as a crash). */
  async stop(signal: NodeJS.Signals = 'SIGINT') {
    const child = this.#child;
    if (!child) return;
    await child.stop(signal);
    this.children.delete(child);
    this.#child = null;
  }

  describe() {
    return this.#child?.describe() ?? `--- ${this.name}: stopped ---`;
  }
}

export class ApiInstance {
  #child: Child | null = null;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    private readonly children: Set<Child>,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  get output() {
    return this.#child?.output ?? '';
  }

  get pid() {
    return this.#child?.process.pid ?? null;
  }

  get isRunning() {
    return this.#child?.isRunning ?? false;
  }

  /** Starts src/main.ts; resolves once it answers and has started its job queue. */
  launch() {
    this.#child = new Child(this.name, process.execPath, [...TSX_NODE_ARGS, 'src/main.ts'], {
      cwd: apiRoot,
      env: this.env,
    });
    this.children.add(this.#child);
  }

  async ready() {
    const child = this.#child!;
    await waitFor(
      `${this.name} to start`,
      async () => {
        if (!child.isRunning) throw new Error(child.describe());
        return child.output.includes(' is running at ');
      },
      START_TIMEOUT_MS,
      200,
    );
  }

  async kill(signal: NodeJS.Signals) {
    await this.#child?.stop(signal);
  }

  describe() {
    return this.#child?.describe() ?? `--- ${this.name}: never started ---`;
  }
}

export interface Cluster {
  proxyUrl: string;
  primary: PostgresServer;
  replica: PostgresServer;
  instances: ApiInstance[];
  /** Everything's recent output, for a failure message. */
  describe(): string;
  stop(): Promise<void>;
}

/** Instance settings beyond the database's: fixed demo credentials, one secrets key for all. */
const INSTANCE_ENV = {
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  DATA_DIR: 'memory://',
  DATABASE_POOL_SIZE: '8',
  TRUST_PROXY: '1',
  LOG_LEVEL: 'warn',
  WEB_DIST: '/nonexistent',
  SEED_DEMO: 'true',
  SEED_DEMO_PASSWORD: SEED.demoPassword,
  SEED_ADMIN_PASSWORD: SEED.adminPassword,
  SEED_DEMO_API_KEY: SEED.demoApiKey,
  SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
  RUN_JOBS: 'true',
};

export async function startCluster(options: { instanceEnv?: NodeJS.ProcessEnv } = {}): Promise<Cluster> {
  const user = postgresUser();
  const children = new Set<Child>();
  const root = mkdtempSync(path.join(tmpdir(), 'sellersignal-cluster-'));
  const [primaryPort, replicaPort, proxyPort, ...apiPorts] = await freePorts(6);
  const primary = new PostgresServer(
    'primary',
    primaryPort!,
    path.join(root, 'primary'),
    root,
    user,
    children,
  );
  const replica = new PostgresServer(
    'replica',
    replicaPort!,
    path.join(root, 'replica'),
    root,
    user,
    children,
  );
  let proxy: Child | null = null;
  const instances: ApiInstance[] = [];

  const describe = () =>
    [primary.describe(), replica.describe(), ...instances.map((i) => i.describe()), proxy?.describe() ?? '']
      .filter(Boolean)
      .join('\n');
  const stop = async () => {
    process.off('exit', killAll);
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await Promise.all(instances.map((instance) => instance.kill('SIGTERM')));
    await proxy?.stop('SIGTERM');
    await replica.stop();
    await primary.stop();
    await Promise.all([...children].map((child) => child.stop('SIGKILL')));
    rmSync(root, { recursive: true, force: true });
  };
  // An interrupted run (Ctrl-C, a CI timeout) or a crash of the runner leaves nothing behind.
  const killAll = () => {
    for (const child of children) if (child.isRunning) child.process.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  };
  const interrupted = () => {
    killAll();
    process.exit(130);
  };
  process.on('exit', killAll);
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);

  try {
    if (user) chownSync(root, user.uid, user.gid);
    runTool(
      'initdb',
      ['-D', primary.dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
      user,
    );
    for (const file of ['postgresql.conf', 'replica.conf', 'pg_hba.conf']) {
      const target = path.join(root, `cluster-${file}`);
      copyFileSync(path.join(CONFIG_DIR, file), target);
      if (user) chownSync(target, user.uid, user.gid);
    }
    appendFileSync(
      path.join(primary.dataDir, 'postgresql.conf'),
      `\ninclude '${path.join(root, 'cluster-postgresql.conf')}'\nhba_file = '${path.join(root, 'cluster-pg_hba.conf')}'\n`,
    );
    await primary.start();
    await query(primary.url('postgres'), `create database ${DATABASE}`);

    runTool(
      'pg_basebackup',
      [
        '-h',
        '127.0.0.1',
        '-p',
        String(primaryPort),
        '-U',
        'postgres',
        '-D',
        replica.dataDir,
        '-R',
        '-X',
        'stream',
        '--checkpoint=fast',
        '--no-sync',
      ],
      user,
    );
    appendFileSync(
      path.join(replica.dataDir, 'postgresql.conf'),
      `\ninclude '${path.join(root, 'cluster-replica.conf')}'\n`,
    );
    await replica.start();
    await waitFor(
      'the replica to stream from the primary',
      async () =>
        (
          await query<{ n: number }>(
            primary.url(),
            `select count(*)::int as n from pg_stat_replication where state = 'streaming'`,
          )
        )[0]!.n === 1,
      30_000,
    );

    apiPorts.forEach((port, i) =>
      instances.push(
        new ApiInstance(
          `api${i + 1}`,
          port,
          {
            ...process.env,
            ...INSTANCE_ENV,
            PORT: String(port),
            APP_URL: `http://127.0.0.1:${proxyPort}`,
            DATABASE_URL: primary.url(),
            DATABASE_REPLICA_URL: replica.url(),
            ...options.instanceEnv,
          },
          children,
        ),
      ),
    );
    // All three at once, on the empty database (issue 23.4).
    for (const instance of instances) instance.launch();
    await Promise.all(instances.map((instance) => instance.ready()));

    proxy = new Child('haproxy', HAPROXY, ['-db', '-f', path.join(CONFIG_DIR, 'haproxy.cfg')], {
      cwd: root,
      env: {
        ...process.env,
        CLUSTER_BIND: `127.0.0.1:${proxyPort}`,
        CLUSTER_API1: `127.0.0.1:${apiPorts[0]}`,
        CLUSTER_API2: `127.0.0.1:${apiPorts[1]}`,
        CLUSTER_API3: `127.0.0.1:${apiPorts[2]}`,
      },
    });
    children.add(proxy);
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    const started = proxy;
    // Every instance up behind the proxy: three answers in a row name three different servers.
    await waitFor(
      'HAProxy to route to all three instances',
      async () => {
        if (!started.isRunning) throw new Error(started.describe());
        const servers = new Set<string>();
        for (let i = 0; i < 6; i += 1) {
          const response = await fetch(`${proxyUrl}/api/v1/health`);
          if (response.ok) servers.add(response.headers.get('x-cluster-server') ?? '');
        }
        return servers.size === 3;
      },
      20_000,
      250,
    );
    return { proxyUrl, primary, replica, instances, describe, stop };
  } catch (error) {
    const message = `${(error as Error).message}\n${describe()}`;
    await stop();
    throw new Error(message);
  }
}
