import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** The file in a PGlite data folder that names the process using it. */
export const DATA_DIR_LOCK_FILE = 'sellersignal.pid';

/**
 * PGlite is PostgreSQL in one process, with no locking of its own between processes: two processes
 * on one folder both run and overwrite each other's pages (issue 23.7 lost 2 of 4 writes). The
 * first to open a folder writes its pid here; any other is refused before PGlite loads. A lock
 * left by a process that died without closing (SIGKILL, power loss) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(path.resolve(dataDir), DATA_DIR_LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (tryCreate(file)) return releaser(file);
    const holder = readPid(file);
    if (holder !== null && (holder === process.pid || isAlive(holder)))
      throw new Error(inUseMessage(dataDir, holder));
    takeOverStale(file, holder);
  }
  throw new Error(inUseMessage(dataDir, readPid(file)));
}

function inUseMessage(dataDir: string, pid: number | null) {
  const who = pid === process.pid ? 'this process' : `another process (pid ${pid ?? 'unknown'})`;
  return (
    `The database folder ${path.resolve(dataDir)} is already open in ${who}: the embedded database ` +
    `serves one process only. Stop that process first, or run several processes on PostgreSQL ` +
    `(DATABASE_URL, docs/scaling.md).`
  );
}

function tryCreate(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Moves a dead process's lock aside. Only one of several processes doing this at once succeeds in
 * moving a given file; one that moved a live lock instead (written in between) puts it back.
 */
function takeOverStale(file: string, stalePid: number | null) {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readPid(aside);
  if (moved !== stalePid && moved !== null && isAlive(moved)) {
    renameSync(aside, file);
    throw new Error(inUseMessage(path.dirname(file), moved));
  }
  unlinkSync(aside);
}

function releaser(file: string) {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readPid(file) === process.pid) unlinkSync(file);
  };
  // A process that ends without closing (process.exit after an error) leaves no lock behind.
  process.on('exit', release);
  return release;
}
