import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * Runs TypeScript in the same process (a tsx CLI would add a parent process between us and the server),
 * with @app/shared from its source (decision 015).
 */
export const TSX_IMPORT = ['--conditions=@app/source', '--import', 'tsx'];

const POLL_MS = 100;
const STOP_GRACE_MS = 5_000;

/** Kernel clock ticks per second, the unit of utime and stime in /proc/<pid>/stat. */
export const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

export interface BenchProcess {
  pid: number;
  child: ChildProcess;
  /** Stops the whole process group and waits for the process to exit. */
  stop(): Promise<void>;
}

const running = new Set<BenchProcess>();

function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

const cleanups: (() => Promise<void>)[] = [];
/** Interrupted runs wait this long for cleanups (dropping the bench database) before they exit. */
const CLEANUP_TIMEOUT_MS = 15_000;

/** Work to do when the run is interrupted (Ctrl-C), e.g. dropping the bench database. */
export function onInterrupt(cleanup: () => Promise<void>) {
  cleanups.push(cleanup);
}

// Whatever happens to the runner, no server it started outlives it.
process.on('exit', () => {
  for (const proc of running) killGroup(proc.pid, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const proc of running) killGroup(proc.pid, 'SIGKILL');
    const timeout = new Promise((resolve) => setTimeout(resolve, CLEANUP_TIMEOUT_MS).unref());
    void Promise.race([Promise.allSettled(cleanups.map((cleanup) => cleanup())), timeout]).then(() =>
      process.exit(130),
    );
  });
}

export interface SpawnOptions {
  cwd?: string;
  env?: Record<string, string | undefined>;
  /** Where the process's stdout and stderr go (a file keeps a server's log writes cheap and readable). */
  logFile: string;
}

/** Starts a command in its own process group, so that stopping it stops everything it started. */
export function spawnDetached(command: string, args: string[], options: SpawnOptions): BenchProcess {
  const log = openSync(options.logFile, 'a');
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  if (child.pid === undefined) throw new Error(`Could not start ${command} ${args.join(' ')}`);
  const pid = child.pid;
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const proc: BenchProcess = {
    pid,
    child,
    stop: async () => {
      running.delete(proc);
      killGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
  running.add(proc);
  return proc;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until a GET of the URL answers 200; fails early when the process exits first. */
export async function waitForOk(url: string, proc: BenchProcess, timeoutMs: number, logFile: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) {
      throw new Error(`${url}: the server exited with code ${proc.child.exitCode}; see ${logFile}`);
    }
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(POLL_MS);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms; see ${logFile}`);
}

/** CPU time (user + system, every thread) the process has used so far, in milliseconds. */
export function cpuMillis(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may itself contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * CPU time of every PostgreSQL process on the machine (server, backends, WAL writer...) in ms: the
 * database's share of a load when it runs here too. A backend that exits meanwhile is not counted.
 */
export function postgresCpuMillis(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += cpuMillis(Number(entry));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/** Resident memory of the process in MB (VmRSS of /proc/<pid>/status). */
export function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}
