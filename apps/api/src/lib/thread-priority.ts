import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Lowers the priority of the calling thread (Linux: a thread is a task with its own nice value,
 * named by /proc/thread-self). A worker thread that checks a 100,000-row file keeps a core busy
 * for seconds; at nice 10 the requests of the main thread and PostgreSQL's work come first when
 * the cores are short (issue 24.4: /api/v1/health's p99 during an import). Elsewhere, or where
 * the system refuses, nothing changes.
 */
export function lowerThisThreadsPriority(nice = 10): boolean {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return false;
    setPriority(tid, nice);
    return true;
  } catch {
    return false;
  }
}
