import path from 'node:path';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { sonnerStandIn } from './build-tools/sonner-stand-in';
import { sonnerStylesheet } from './build-tools/sonner-stylesheet';

/** packages/shared: constants and zod contracts with no import-time effects (CONTRIBUTING.md rule 1). */
const SHARED_SOURCES = /[\\/]packages[\\/]shared[\\/]src[\\/]/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const app = (file: string) => path.resolve(import.meta.dirname, 'app', file);

/**
 * What the islands must never ship (decision 013): zod's classic API, which every contract of
 * packages/shared is built with, react-hook-form, and libphonenumber-js. Each is more script than
 * a whole island.
 */
const NOT_IN_ISLANDS: { test: RegExp; instead: string }[] = [
  {
    test: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]classic[\\/]/,
    instead: 'call the API by endpointRoute and check forms with zod/mini rules',
  },
  { test: /[\\/]node_modules[\\/]react-hook-form[\\/]/, instead: 'use lib/use-schema-form' },
  // Its metadata of every country's numbers is heavier than the islands together (decision 022).
  {
    test: /[\\/]node_modules[\\/]libphonenumber-js[\\/]/,
    instead: 'write phones on public pages as text; formatPhone belongs to the app',
  },
];

/** Fails the islands build when an island's code reaches what NOT_IN_ISLANDS names. */
function keepIslandsLight(): Plugin {
  return {
    name: 'keep-islands-light',
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(chunk.modules)) {
          const rule = NOT_IN_ISLANDS.find(({ test }) => test.test(id));
          if (rule && module.renderedLength > 0)
            this.error(
              `${path.relative(import.meta.dirname, id)} reached the islands (${chunk.fileName}): ${rule.instead}.`,
            );
        }
      }
    },
  };
}

/**
 * The islands runtime of the prerendered public pages (decision 008), built after React Router's
 * build into the same assets folder. The components are the app's own; Preact (through
 * preact/compat) runs them in place of React, the router is replaced by plain links, TanStack
 * Query by a small cache and sonner by a stand-in that loads it with the first toast (decision 013).
 */
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  resolve: {
    // @app/shared from its TypeScript source, never a stale build (decision 015).
    conditions: ['@app/source', ...defaultClientConditions],
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react-router$/, replacement: app('islands/react-router-shim.tsx') },
      { find: /^@tanstack\/react-query$/, replacement: app('islands/react-query-shim.tsx') },
    ],
  },
  plugins: [sonnerStandIn(), sonnerStylesheet(), keepIslandsLight()],
  build: {
    outDir: 'build/client',
    emptyOutDir: false,
    manifest: '.vite/islands-manifest.json',
    modulePreload: false,
    rolldownOptions: {
      input: { islands: app('islands/boot.ts') },
      treeshake: { moduleSideEffects: (id) => (SHARED_SOURCES.test(id) ? false : undefined) },
      output: {
        entryFileNames: 'assets/islands-[hash].js',
        chunkFileNames: 'assets/island-[name]-[hash].js',
        codeSplitting: { groups: [{ name: 'zod-mini', test: ZOD }] },
      },
    },
  },
});
