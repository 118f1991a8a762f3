import { getPriority } from 'node:os';
import { BroadcastChannel, parentPort, threadId } from 'node:worker_threads';
import { STARTED_CHANNEL } from './kept-worker-channel.js';
import { lowerThisThreadsPriority } from '../src/lib/thread-priority.js';

// A worker for lib/worker.test.ts: answers each request with its thread's id, nice value, start time
// and the request's words one by one; "die" ends the thread mid-request, "fail" throws. It lowers its own
// priority as the product's worker threads do.
const lowered = lowerThisThreadsPriority();
const startedAt = Date.now();
// Says it has started, for a test that waits for a thread started ahead of its first request.
const started = new BroadcastChannel(STARTED_CHANNEL);
started.postMessage({ threadId, startedAt });
started.unref();

parentPort!.on('message', ({ id, words }: { id: number; words: string[] }) => {
  try {
    for (const word of words) {
      if (word === 'die') process.exit(3);
      if (word === 'fail') throw new Error('asked to fail');
      parentPort!.postMessage({ id, message: { word, threadId, nice: getPriority(), lowered, startedAt } });
    }
    parentPort!.postMessage({ id, message: { type: 'done' } });
  } catch (error) {
    parentPort!.postMessage({ id, message: { type: 'failed', error: String(error) } });
  }
});
