import path from 'node:path';
import { defaultServerConditions, defineConfig } from 'vite';
import { sonnerStandIn } from './build-tools/sonner-stand-in';

/** packages/shared: constants and zod contracts with no import-time effects (CONTRIBUTING.md rule 1). */
const SHARED_SOURCES = /[\\/]packages[\\/]shared[\\/]src[\\/]/;

/**
 * The API's renderer of first screens (app/first-screens/entry.tsx, issue 24.1): one ES module for
 * Node with everything it imports inside it (React, the router, the app's components), so the API
 * needs none of the web app's packages. Outside build/client: it is run by the API, never served.
 */
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  // The same renderer in every environment the API runs in (tests included): React's production build.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: { conditions: ['@app/source', ...defaultServerConditions] },
  ssr: { noExternal: true, resolve: { conditions: ['@app/source', ...defaultServerConditions] } },
  plugins: [sonnerStandIn()],
  build: {
    ssr: path.resolve(import.meta.dirname, 'app/first-screens/entry.tsx'),
    outDir: 'build/first-screens',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      // React Query's "use client" marks modules for a server components bundler; none runs here.
      onLog: (level, log, handler) =>
        log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : handler(level, log),
      treeshake: { moduleSideEffects: (id) => (SHARED_SOURCES.test(id) ? false : undefined) },
      output: { entryFileNames: 'index.mjs', codeSplitting: false },
    },
  },
});
