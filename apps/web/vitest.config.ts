import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Unit tests of hooks, reducers and components run in jsdom without the React Router plugin.
export default defineConfig({
  // @app/shared from its TypeScript source, never a stale build (decision 015).
  resolve: { conditions: ['@app/source', ...defaultClientConditions] },
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
  },
});
