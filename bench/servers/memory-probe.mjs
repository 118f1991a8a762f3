// Loaded into the API process by the bench's memory suite only (node --expose-gc --import …):
// on SIGUSR2 it runs a full garbage collection and appends the heap then in use to the file
// BENCH_MEMORY_PROBE_FILE names, one JSON line per signal. What a leak grows is that figure;
// RSS also moves with how much room V8 and the allocator keep (bench/suites/memory.ts).
import { appendFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_PROBE_FILE;
if (file && typeof global.gc === 'function') {
  process.on('SIGUSR2', () => {
    global.gc();
    const { heapUsed, rss } = process.memoryUsage();
    appendFileSync(file, `${JSON.stringify({ heapUsed, rss, at: Date.now() })}\n`);
  });
}
