import { defineConfig } from 'vitest/config';

// Unit tests of hooks, reducers and components run in jsdom without the React Router plugin.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
  },
});
