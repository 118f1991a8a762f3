import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Test files that need a DOM although they hold no component: hooks rendered with renderHook, and
 * code that reads window, document, localStorage or navigator. A new one fails in the `web-logic`
 * project with "document is not defined" (or similar): add it here.
 */
const domLogicTests = [
  'app/features/admin/import/csv-file.test.ts',
  'app/features/wallet/confirm-top-up.test.ts',
  'app/lib/api-client.test.ts',
  'app/lib/deferred-layout.test.ts',
  'app/lib/evidence-file.test.ts',
  'app/lib/idempotency.test.ts',
  'app/lib/referral.test.ts',
  'app/lib/stripe-js.test.ts',
  'app/lib/use-copy-to-clipboard.test.ts',
  'app/lib/use-count-up.test.ts',
  'app/lib/use-meta-pixel.test.ts',
  'app/lib/use-shown-in-steps.test.ts',
  'app/lib/use-stripe-js.test.ts',
  'build-tools/islands-html.test.ts',
];

/**
 * Unit tests run without the React Router plugin, in two projects: components (`.test.tsx`) and the
 * files above in jsdom, and the pure logic in plain Node, which spares most files jsdom's set-up
 * (about 1 s a file).
 */
export default defineConfig({
  // @app/shared from its TypeScript source, never a stale build (decision 015).
  resolve: { conditions: ['@app/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@app/source', ...defaultServerConditions] } },
  test: {
    restoreMocks: true,
    // Both cores (vitest would take one of two): about 40 s instead of 70 s.
    maxWorkers: 2,
    // Room for a findBy/waitFor's 5 s (vitest.setup.dom.ts) when the browser tests share the cores.
    // With four browser-test workers beside them (npm test's other lane), a form test that takes 0.9 s
    // alone took 16.8 s once: starved, not hung.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'web-dom',
          environment: 'jsdom',
          include: ['app/**/*.test.tsx'],
          setupFiles: ['./vitest.setup.ts', './vitest.setup.dom.ts'],
          // A worker imports jsdom and the app once for all its component files: 61 s -> 10 s.
          // Each file still renders into its own document and cleans up after each test.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // These test modules that keep state for the page's life (the Stripe.js loader, the
          // referral cookie, the pixel): each file gets them fresh.
          name: 'web-dom-logic',
          environment: 'jsdom',
          include: domLogicTests,
          setupFiles: ['./vitest.setup.ts', './vitest.setup.dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web-logic',
          environment: 'node',
          include: ['app/**/*.test.ts', 'build-tools/**/*.test.ts'],
          exclude: domLogicTests,
          setupFiles: ['./vitest.setup.ts'],
        },
      },
    ],
  },
});
