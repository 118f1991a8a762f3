import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Pool } from 'undici';
import { ADMIN_PASSWORD, APP_URL, DEMO_API_KEY, DEMO_PASSWORD } from '../helpers.js';
import { TSX_NODE_ARGS } from '../tsx-node-args.js';

const API_DIR = path.resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 90_000;
/** Sockets to the API: enough that a burst of purchases really arrives at the same time. */
const CONNECTIONS = 128;
const READY_LINE = /is running at/;

export interface ApiAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body (every /api answer is JSON). */
  body: { message: string; result: unknown; detail?: string };
}

export interface ApiRequest {
  method?: 'GET' | 'POST';
  /** Under /api/v1/. */
  path: string;
  cookie?: string;
  body?: object;
  headers?: Record<string, string>;
}

export interface ApiProcess {
  baseUrl: string;
  /** One request over the process's own connection pool; rejects when the connection fails. */
  request(request: ApiRequest): Promise<ApiAnswer>;
  /** Output of the process so far (stdout and stderr), for failure messages. */
  output(): string;
  /** Sends a signal and waits for the process to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface ApiProcessOptions {
  databaseUrl: string;
  port: number;
  runJobs: boolean;
  /** The same key across restarts, so secrets encrypted by one run open in the next. */
  secretsKey?: string;
  /** false: only the plans catalogue, no demo leads or members (a faster start). */
  seedDemo?: boolean;
}

export const newSecretsKey = () => randomBytes(32).toString('base64');

/**
 * Starts the real product (src/main.ts through tsx) as a child process, exactly as `npm start`
 * does, and resolves once it listens. Demo credentials are fixed so the test can sign in.
 */
export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const child = spawn(process.execPath, [...TSX_NODE_ARGS, 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: options.databaseUrl,
      HOST: '127.0.0.1',
      // The origin the requests below send, so the CSRF check accepts them.
      APP_URL,
      PORT: String(options.port),
      RUN_JOBS: String(options.runJobs),
      LOG_LEVEL: 'warn',
      SECRETS_KEY: options.secretsKey ?? newSecretsKey(),
      SEED_DEMO: String(options.seedDemo ?? true),
      SEED_DEMO_PASSWORD: DEMO_PASSWORD,
      SEED_ADMIN_PASSWORD: ADMIN_PASSWORD,
      SEED_DEMO_API_KEY: DEMO_API_KEY,
      // Every simulated visitor comes from 127.0.0.1: the per-IP limits would otherwise stop the load.
      RATE_LIMIT_MULTIPLIER: '10000',
      WEB_DIST: path.join(API_DIR, 'no-web-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitUntilReady(child, () => output);
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const pool = new Pool(baseUrl, { connections: CONNECTIONS });
  return {
    baseUrl,
    request: (request) => sendRequest(pool, request),
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      await pool.destroy();
    },
  };
}

async function sendRequest(pool: Pool, request: ApiRequest): Promise<ApiAnswer> {
  const response = await pool.request({
    method: request.method ?? (request.body ? 'POST' : 'GET'),
    path: `/api/v1/${request.path}`,
    headers: {
      origin: APP_URL,
      ...(request.cookie ? { cookie: request.cookie } : {}),
      ...(request.body ? { 'content-type': 'application/json' } : {}),
      ...request.headers,
    },
    ...(request.body ? { body: JSON.stringify(request.body) } : {}),
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: (await response.body.json()) as ApiAnswer['body'],
  };
}

function waitUntilReady(child: ChildProcess, output: () => string) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the API did not start within ${START_TIMEOUT_MS} ms:\n${output()}`));
    }, START_TIMEOUT_MS);
    const onData = () => {
      if (!READY_LINE.test(output())) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve();
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the API exited at start (${code ?? signal}):\n${output()}`));
    });
  });
}
