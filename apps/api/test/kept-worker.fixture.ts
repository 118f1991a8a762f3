import { parentPort, threadId } from 'node:worker_threads';

// A worker for lib/worker.test.ts: answers each request with its thread's id and the request's
// words one by one; "die" ends the thread mid-request, "fail" throws.
parentPort!.on('message', ({ id, words }: { id: number; words: string[] }) => {
  try {
    for (const word of words) {
      if (word === 'die') process.exit(3);
      if (word === 'fail') throw new Error('asked to fail');
      parentPort!.postMessage({ id, message: { word, threadId } });
    }
    parentPort!.postMessage({ id, message: { type: 'done' } });
  } catch (error) {
    parentPort!.postMessage({ id, message: { type: 'failed', error: String(error) } });
  }
});
