import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const ALL_TESTS = ['src/**/*.test.ts', 'test/**/*.test.ts'];
/**
 * Suites with commands of their own, which CI runs apart: `npm run test:reliability` (races, faults,
 * fuzzing) and `npm run test:cluster` (a primary, a replica, three instances and HAProxy: 25 s that
 * CI spent twice while it ran here too, issue 16.6).
 */
const EXCLUDED = ['test/reliability/**', 'test/cluster/**'];

/**
 * With PostgreSQL at hand, the files that run on PGlite as well: where the engine itself is what is
 * tested (migrations, the job queue, search with cube, earthdistance and pg_trgm, keyset paging, the
 * list cache, imports and publishing, purchases). The rest is SQL both engines run alike, and ran
 * three times slower on PGlite for nothing (decision 026); the browser tests run the whole product
 * on PGlite besides. Not here: test/main.test.ts starts its own servers on an in-memory PGlite
 * whatever the project, so a second run repeated the same 20 s.
 */
const PGLITE_WITH_POSTGRES = [
  'src/jobs/jobs.test.ts',
  'src/lib/list-cache.test.ts',
  'src/db/insert-as-json.test.ts',
  'src/db/any-of.test.ts',
  'src/modules/leads/*.test.ts',
  'src/modules/lead-imports/import-history.test.ts',
  'src/modules/lead-imports/publishing.test.ts',
  'src/modules/purchases/purchases.test.ts',
  'src/modules/purchases/pull-api-paging.test.ts',
  'src/modules/invoices/invoices.test.ts',
];

/**
 * API tests build the app in-process and call it through `inject`. They run on embedded PGlite;
 * when DATABASE_URL is set, all of them run on the real PostgreSQL (each test file on its own fresh
 * database) and the engine-sensitive ones above on PGlite too.
 */
const projects = [
  {
    extends: true as const,
    test: {
      // Migrates and seeds each template database once per run (test/helpers.ts openTestDatabase).
      globalSetup: ['test/global-setup.ts'],
      name: 'api-pglite',
      include: process.env.DATABASE_URL ? PGLITE_WITH_POSTGRES : ALL_TESTS,
      exclude: EXCLUDED,
      env: { TEST_DB: 'pglite' },
    },
  },
  ...(process.env.DATABASE_URL
    ? [
        {
          extends: true as const,
          test: {
            // Its own too: a run of only files that need no PGlite would otherwise have no templates.
            globalSetup: ['test/global-setup.ts'],
            name: 'api-postgres',
            include: ALL_TESTS,
            exclude: EXCLUDED,
            env: { TEST_DB: 'postgres' },
          },
        },
      ]
    : []),
];

export default defineConfig({
  // @app/shared from its TypeScript source, never a stale build (decision 015).
  ssr: { resolve: { conditions: ['@app/source', ...defaultServerConditions] } },
  test: {
    projects,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
    // A worker runs its files one after another on modules it imported once: importing the app
    // anew for each file was a third of the suite's time (issue 16.6). Each file still builds its own
    // app on its own database (test/helpers.ts useTestApp); the only module-level state in src is
    // caches (argon2's dummy hash, the ZIP code data, date formatters).
    isolate: false,
  },
});
