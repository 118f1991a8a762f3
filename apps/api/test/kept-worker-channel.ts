/** Where the kept-worker fixture says that a thread has started (lib/worker.test.ts). */
export const STARTED_CHANNEL = 'kept-worker-fixture-started';
