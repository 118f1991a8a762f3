import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster` (issue 23): one file that starts PostgreSQL, a streaming replica, three
 * API instances and HAProxy (test/cluster/cluster.ts), runs its tests in order against them, and
 * stops them all.
 */
export default defineConfig({
  ssr: { resolve: { conditions: ['@app/source', ...defaultServerConditions] } },
  test: {
    include: ['test/cluster/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 150_000,
    fileParallelism: false,
    maxWorkers: 1,
    // The cluster is started once; a retried test would find it changed by the failed attempt.
    retry: 0,
  },
});
