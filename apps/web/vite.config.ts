import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { seoFiles } from './build-tools/seo-files-plugin';
import { sonnerStandIn } from './build-tools/sonner-stand-in';
import { sonnerStylesheet } from './build-tools/sonner-stylesheet';

/** packages/shared: constants and zod contracts with no import-time effects (CONTRIBUTING.md rule 1). */
const SHARED_SOURCES = /[\\/]packages[\\/]shared[\\/]src[\\/]/;

export default defineConfig({
  plugins: [sonnerStandIn(), sonnerStylesheet(), tailwindcss(), reactRouter(), seoFiles()],
  // @app/shared from its TypeScript source, never a stale build (decision 015); ssr: prerendering.
  resolve: { conditions: ['@app/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@app/source', ...defaultServerConditions] } },
  build: {
    rolldownOptions: {
      // A page that needs one constant from @app/shared gets that module, not every zod contract
      // behind the package's index (initial JavaScript of the public pages, docs/product.md §12).
      treeshake: { moduleSideEffects: (id) => (SHARED_SOURCES.test(id) ? false : undefined) },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3001' },
  },
});
