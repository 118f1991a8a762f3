import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:reliability` (issue "Reliability and security"): the attacks, races, faults and
 * model checks of test/reliability. They run on the real PostgreSQL (DATABASE_URL, as in CI), where
 * races and outages mean something, and on embedded PGlite otherwise.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const engine = onPostgres ? 'postgres' : 'pglite';

/** Files that time the process itself (event-loop blocks): a worker of their own, fresh heap. */
const TIMED = ['test/reliability/imports.test.ts'];

const project = (name: string, include: string[], isolate: boolean) => ({
  extends: true as const,
  test: {
    name: `${name}-${engine}`,
    include,
    exclude: isolate ? [] : TIMED,
    env: { TEST_DB: engine },
    isolate,
  },
});

export default defineConfig({
  // @app/shared from its TypeScript source, never a stale build (decision 015).
  ssr: { resolve: { conditions: ['@app/source', ...defaultServerConditions] } },
  test: {
    // Migrates and seeds each template database once per run (test/helpers.ts openTestDatabase).
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    // Three: the fault file waits 36 s by design (PostgreSQL stopped for 20 s under a steady load)
    // and the backups wait on pg_dump, so two workers left most of a core idle: 128 s -> 112-115 s
    // on 2 cores, the timed import's longest event-loop block still 62 ms of its 400.
    maxWorkers: 3,
    projects: [
      // As in the unit suite: a worker imports the app once for all its files (each file still builds
      // its own app on its own database, test/helpers.ts): about a third off the suite's time.
      project('reliability', ['test/reliability/**/*.test.ts'], false),
      // The 23 MB import's event-loop budget measured in a worker whose heap holds no other file's
      // modules: beside them, garbage collection alone blocked the loop for 529 ms once (budget 400).
      project('reliability-timed', TIMED, true),
    ],
  },
});
