import path from 'node:path';
import { defineConfig } from 'vite';

/** packages/shared: constants and zod contracts with no import-time effects (STYLE.md rule 1). */
const SHARED_SOURCES = /[\\/]packages[\\/]shared[\\/]src[\\/]/;
/** One chunk per contract file, so an island loads the zod schemas of the calls it makes, not all of them. */
const CONTRACT_FILE = /[\\/]packages[\\/]shared[\\/]src[\\/]contracts[\\/]([\w-]+)\.ts$/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const app = (file: string) => path.resolve(import.meta.dirname, 'app', file);

/**
 * The islands runtime of the prerendered public pages (decision 008), built after React Router's
 * build into the same assets folder. The components are the app's own; Preact (through
 * preact/compat) runs them in place of React, and the router is replaced by plain links.
 */
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react-router$/, replacement: app('islands/react-router-shim.tsx') },
    ],
  },
  build: {
    outDir: 'build/client',
    emptyOutDir: false,
    manifest: '.vite/islands-manifest.json',
    modulePreload: false,
    rolldownOptions: {
      input: { islands: app('islands/entry.tsx') },
      treeshake: { moduleSideEffects: (id) => (SHARED_SOURCES.test(id) ? false : undefined) },
      output: {
        entryFileNames: 'assets/islands-[hash].js',
        chunkFileNames: 'assets/island-[name]-[hash].js',
        codeSplitting: {
          groups: [
            { name: 'zod', test: ZOD },
            {
              name: (id: string) =>
                CONTRACT_FILE.exec(id) ? `contract-${CONTRACT_FILE.exec(id)![1]}` : null,
            },
          ],
        },
      },
    },
  },
});
