import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** Served by the API like any prerendered page (http/web.ts): /<this>/index.html. */
export const STATIC_HERO_ROUTE = '/bench-static-hero';

const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const MODULE_PRELOADS = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/** Where the element opened at `start` closes, counting nested elements of the same name. */
function endOfElement(html: string, start: number, tag: string): number {
  const pattern = new RegExp(`<${tag}\\b|</${tag}>`, 'g');
  pattern.lastIndex = start;
  let depth = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  throw new Error(`<${tag}> at ${start} is never closed`);
}

/**
 * The home page cut down to what paints first: the same head (styles), header and hero section,
 * without a single script. Its LCP is what the hero costs by itself, the yardstick of issue 8's
 * "mobile LCP ≤ 1.3 × that of a static HTML page with the same hero".
 */
export function staticHeroPage(homeHtml: string): string {
  const html = homeHtml.replace(SCRIPTS, '').replace(MODULE_PRELOADS, '');
  const main = html.indexOf('<main');
  const hero = html.indexOf('<section', main);
  if (main < 0 || hero < 0) throw new Error('The home page has no <main> with a hero <section>.');
  return `${html.slice(0, endOfElement(html, hero, 'section'))}</main></body></html>`;
}

/** Writes the static hero page into a (snapshot of the) build, with its gzip and brotli copies. */
export function writeStaticHeroPage(buildDir: string, homeHtml: string) {
  const dir = path.join(buildDir, STATIC_HERO_ROUTE.slice(1));
  mkdirSync(dir, { recursive: true });
  const page = Buffer.from(staticHeroPage(homeHtml));
  const file = path.join(dir, 'index.html');
  writeFileSync(file, page);
  writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(page));
}
