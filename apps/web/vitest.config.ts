import { defineConfig } from 'vitest/config';

// Unit tests of hooks, reducers and components run in jsdom without the React Router plugin.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
  },
});
