import path from 'node:path';
import type { Plugin } from 'vite';

const STAND_IN = path.resolve(import.meta.dirname, '../app/islands/sonner-shim.tsx');

/**
 * 'sonner' is its stand-in (app/islands/sonner-shim.tsx), which loads sonner with the first toast,
 * except in the stand-in itself, which loads the real one (decision 013). The islands use it, and
 * so does the app: toasts only follow something a person did, and sonner (5.6 KiB compressed, and
 * its style sheet) came with every page of the customer area and the console (issue 24.1).
 */
export function sonnerStandIn(): Plugin {
  return {
    name: 'sonner-stand-in',
    enforce: 'pre',
    resolveId: (source, importer) => (source === 'sonner' && importer !== STAND_IN ? STAND_IN : null),
  };
}
