import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * API tests build the app in-process and call it through `inject`. They run on embedded PGlite,
 * and once more on the real PostgreSQL when DATABASE_URL is set (each test file gets its own
 * fresh database there).
 */
const projects = [
  {
    extends: true as const,
    test: {
      // Migrates and seeds each template database once per run (test/helpers.ts openTestDatabase).
      globalSetup: ['test/global-setup.ts'],
      name: 'api-pglite',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      exclude: ['test/reliability/**'],
      env: { TEST_DB: 'pglite' },
    },
  },
  ...(process.env.DATABASE_URL
    ? [
        {
          extends: true as const,
          test: {
            name: 'api-postgres',
            include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
            exclude: ['test/reliability/**'],
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
