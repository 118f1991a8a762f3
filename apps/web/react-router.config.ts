import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { PUBLIC_PATHS } from './app/config/public-paths';
import { deferHydrationUntilPainted } from './build-tools/paint-before-hydrate';
import { precompressDirectory } from './build-tools/precompress';

/**
 * SPA mode with prerendering (DESIGN.md section 3): every public page is rendered to static
 * HTML at build time and hydrated on load; the customer and admin areas are served from the
 * SPA fallback and loaded on demand.
 */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  prerender: [...PUBLIC_PATHS],
  // Runs after prerendering, on the finished HTML pages.
  async buildEnd({ viteConfig }) {
    const clientDir = path.join(viteConfig.root, 'build', 'client');
    for (const publicPath of PUBLIC_PATHS) {
      const file = path.join(clientDir, publicPath, 'index.html');
      const rewritten = deferHydrationUntilPainted(await readFile(file, 'utf8'));
      if (rewritten) await writeFile(file, rewritten);
      else
        viteConfig.logger.warn(
          `${publicPath}: unknown React Router bootstrap, hydration not deferred to after the first paint.`,
        );
    }
    const { files, bytes, brotliBytes } = await precompressDirectory(clientDir);
    viteConfig.logger.info(
      `Precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KiB → ${(brotliBytes / 1024).toFixed(0)} KiB with brotli.`,
    );
  },
} satisfies Config;
