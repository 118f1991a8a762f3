import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config } from '@react-router/dev/config';
import { build } from 'vite';
import { CUSTOMER_AREA_PRERENDERED_PATHS, PRERENDERED_PATHS } from './app/config/public-paths';
import {
  CSP_PAGES_FILE,
  SPA_SHELL_FILE,
  type AppDocument,
  configuredThirdParties,
  inlineStylesIn,
  thirdPartiesByDocument,
} from './build-tools/csp-pages';
import type { FirstScreen } from './app/first-screens/entry';
import { withHydrationAfterFirstPaint } from './build-tools/deferred-hydration';
import { withStyleSheetsInline } from './build-tools/inline-style-sheet';
import { toIslandsPage } from './build-tools/islands-html';
import { precompressDirectory } from './build-tools/precompress';

/** The script each public page names; it loads the islands runtime (app/islands/entry.tsx) after the first paint. */
const ISLANDS_ENTRY = 'app/islands/boot.ts';
const ISLANDS_MANIFEST = '.vite/islands-manifest.json';
/** Where vite.first-screens.config.ts writes the API's renderer of first screens. */
const FIRST_SCREENS_MODULE = 'build/first-screens/index.mjs';

/**
 * The API's renderer of first screens (app/first-screens/entry.tsx, issue 24.1), built for Node
 * beside the pages. The API replaces each region as the prerendered page holds it by the region
 * painted with the member's data: the build fails when a page does not hold it exactly once, as
 * the API would then paint nothing, or paint it twice.
 */
async function buildFirstScreens(root: string, mode: string, clientDir: string) {
  await build({ configFile: path.join(root, 'vite.first-screens.config.ts'), mode, logLevel: 'warn' });
  const renderer = pathToFileURL(path.join(root, FIRST_SCREENS_MODULE)).href;
  const { FIRST_SCREENS } = (await import(`${renderer}?t=${Date.now()}`)) as {
    FIRST_SCREENS: Record<string, FirstScreen>;
  };
  for (const [pagePath, screen] of Object.entries(FIRST_SCREENS)) {
    const html = await readFile(path.join(clientDir, pagePath.slice(1), 'index.html'), 'utf8');
    const found = html.split(screen.loading).length - 1;
    if (found !== 1)
      throw new Error(
        `The prerendered ${pagePath} holds its first screen's loading region ${found} times, not once: ${screen.loading}`,
      );
  }
}

/**
 * SPA mode with prerendering (docs/product.md §12): every public page is rendered to static
 * HTML at build time and comes alive as islands (decision 008); the customer area's pages are
 * prerendered without the member's data and hydrated after their first paint (issue 24.1); the
 * rest of the app (sign-in flows, console) is served from the SPA fallback and loaded on demand.
 */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  prerender: [...PRERENDERED_PATHS, ...CUSTOMER_AREA_PRERENDERED_PATHS],
  // Runs after prerendering, on the finished HTML pages.
  async buildEnd({ viteConfig }) {
    const clientDir = path.join(viteConfig.root, 'build', 'client');
    await build({
      configFile: path.join(viteConfig.root, 'vite.islands.config.ts'),
      mode: viteConfig.mode,
      logLevel: 'warn',
    });
    const manifestFile = path.join(clientDir, ISLANDS_MANIFEST);
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, { file: string }>;
    await rm(path.dirname(manifestFile), { recursive: true, force: true });
    const boot = manifest[ISLANDS_ENTRY];
    if (!boot) throw new Error(`The islands build did not emit ${ISLANDS_ENTRY}`);

    const documents: AppDocument[] = [
      {
        file: SPA_SHELL_FILE,
        html: await readFile(path.join(clientDir, SPA_SHELL_FILE), 'utf8'),
        isApp: true,
      },
    ];
    for (const publicPath of PRERENDERED_PATHS) {
      const file = path.posix.join(publicPath.slice(1), 'index.html');
      const html = toIslandsPage(await readFile(path.join(clientDir, file), 'utf8'), `/${boot.file}`);
      await writeFile(path.join(clientDir, file), html);
      documents.push({ file, html });
    }
    for (const appPath of CUSTOMER_AREA_PRERENDERED_PATHS) {
      const file = path.posix.join(appPath.slice(1), 'index.html');
      const readBuilt = (href: string) => readFileSync(path.join(clientDir, href), 'utf8');
      const html = withStyleSheetsInline(
        withHydrationAfterFirstPaint(await readFile(path.join(clientDir, file), 'utf8'), readBuilt),
        readBuilt,
      );
      await writeFile(path.join(clientDir, file), html);
      documents.push({ file, html, isApp: true });
    }
    await buildFirstScreens(viteConfig.root, viteConfig.mode, clientDir);
    // The CSP allows no inline style (decision 019) but a <style> element in an app document, which
    // the API sends with a nonce: anything else would be refused in the browser.
    for (const { file, html, isApp } of documents) {
      const styles = inlineStylesIn(html, { nonced: isApp === true });
      if (styles.length > 0)
        throw new Error(`${file} has inline styles the CSP refuses (use classes): ${styles.join(', ')}`);
    }
    const { files, bytes, brotliBytes } = await precompressDirectory(clientDir);
    viteConfig.logger.info(
      `Precompressed ${files} files: ${(bytes / 1024).toFixed(0)} KiB → ${(brotliBytes / 1024).toFixed(0)} KiB with brotli.`,
    );
    // After precompressing: the API reads it, nobody downloads it.
    const thirdParties = thirdPartiesByDocument(documents, configuredThirdParties(viteConfig.env));
    await writeFile(path.join(clientDir, CSP_PAGES_FILE), `${JSON.stringify(thirdParties, null, 2)}\n`);
  },
} satisfies Config;
