import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:reliability` (issue "Reliability and security"): the attacks, races, faults and
 * model checks of test/reliability. They run on the real PostgreSQL (DATABASE_URL, as in CI), where
 * races and outages mean something, and on embedded PGlite otherwise.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  // @app/shared from its TypeScript source, never a stale build (decision 015).
  ssr: { resolve: { conditions: ['@app/source', ...defaultServerConditions] } },
  test: {
    // Migrates and seeds each template database once per run (test/helpers.ts openTestDatabase).
    globalSetup: ['test/global-setup.ts'],
    name: onPostgres ? 'reliability-postgres' : 'reliability-pglite',
    include: ['test/reliability/**/*.test.ts'],
    env: { TEST_DB: onPostgres ? 'postgres' : 'pglite' },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
    // As in the unit suite: a worker imports the app once for all its files, each file still builds
    // its own app on its own database (test/helpers.ts).
    isolate: false,
  },
});
