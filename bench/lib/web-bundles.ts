import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** A JS file of the build by its URL path (/assets/x.js), with what it imports. */
interface Module {
  url: string;
  staticImports: string[];
  dynamicImports: string[];
}

/** `import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`; never `import("./x.js")`. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^()'"`;]*?\bfrom\s*)?["']([^"']+\.js)["']/g;
/** Rolldown writes dynamic imports with template literals: import(`./x.js`). */
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;
const HTML_SCRIPT = /<script\b[^>]*\bsrc="([^"]+\.js)"/g;
const HTML_MODULEPRELOAD =
  /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"|<link\b[^>]*\bhref="([^"]+\.js)"[^>]*\brel="modulepreload"/g;
const INLINE_MODULE = /<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g;
/** An island the runtime hydrates as soon as it runs (decision 008). */
const LOAD_ISLAND = /data-island="([\w-]+)" data-when="load"/g;
/** The islands registry as built: `"site-header":()=>x(()=>import(`./island-site-header-abc.js`)`. */
const REGISTRY_ENTRY = /["']?([\w-]+)["']?:\(\)=>[\w$]*\(?\(\)=>import\(`\.\/([^`]+\.js)`\)/g;

const resolveFrom = (importer: string, specifier: string) =>
  specifier.startsWith('/') ? specifier : path.posix.join(path.posix.dirname(importer), specifier);

export class WebBuild {
  private readonly modules = new Map<string, Module>();

  constructor(private readonly root: string) {}

  private file(url: string) {
    return path.join(this.root, url.replace(/^\/+/, ''));
  }

  private module(url: string): Module | null {
    const cached = this.modules.get(url);
    if (cached) return cached;
    if (!existsSync(this.file(url))) return null;
    const code = readFileSync(this.file(url), 'utf8');
    const found = (pattern: RegExp) => [...code.matchAll(pattern)].map((m) => resolveFrom(url, m[1]!));
    const module = { url, staticImports: found(STATIC_IMPORT), dynamicImports: found(DYNAMIC_IMPORT) };
    this.modules.set(url, module);
    return module;
  }

  /** What a browser fetches before running the page: scripts and module preloads named by the HTML. */
  htmlScripts(route: string): string[] {
    const page = route === '/' ? 'index.html' : `${route.replace(/^\/+/, '')}/index.html`;
    const html = readFileSync(path.join(this.root, page), 'utf8');
    const inline = [...html.matchAll(INLINE_MODULE)].flatMap((m) =>
      [...m[1]!.matchAll(STATIC_IMPORT)].map((i) => i[1]!),
    );
    const scripts = [...html.matchAll(HTML_SCRIPT)].map((m) => resolveFrom('/', m[1]!));
    const named = [
      ...scripts,
      ...[...html.matchAll(HTML_MODULEPRELOAD)].map((m) => (m[1] ?? m[2])!),
      ...inline,
      ...this.loadIslandChunks(html, scripts),
    ];
    return [...new Set(named.map((url) => resolveFrom('/', url)))];
  }

  /**
   * The islands runtime and the chunks of the page's `load` islands. The script a public page
   * names (app/islands/boot.ts) imports the runtime dynamically once the page has painted, and
   * the runtime imports the `load` islands at once: all of it is what the page needs before it
   * works, not lazily loaded code.
   */
  private loadIslandChunks(html: string, scripts: string[]): string[] {
    const runtime = scripts.flatMap((url) => [url, ...(this.module(url)?.dynamicImports ?? [])]);
    const registry = new Map<string, string>();
    for (const url of runtime) {
      if (!existsSync(this.file(url))) continue;
      const code = readFileSync(this.file(url), 'utf8');
      for (const [, name, chunk] of code.matchAll(REGISTRY_ENTRY))
        registry.set(name!, resolveFrom(url, `./${chunk}`));
    }
    const loadIslands = [...html.matchAll(LOAD_ISLAND)].flatMap(([, name]) => {
      const chunk = registry.get(name!);
      return chunk ? [chunk] : [];
    });
    return [...runtime, ...loadIslands];
  }

  /** The files reachable from `roots` by static imports only (what must load before the code runs). */
  staticClosure(roots: string[]): Set<string> {
    const seen = new Set<string>();
    const pending = [...roots];
    while (pending.length > 0) {
      const url = pending.pop()!;
      if (seen.has(url)) continue;
      const module = this.module(url);
      if (!module) continue;
      seen.add(url);
      pending.push(...module.staticImports);
    }
    return seen;
  }

  /** Every file the running page may fetch later (dynamic imports, followed through), minus `initial`. */
  lazyChunks(initial: Set<string>): Set<string> {
    const lazy = new Set<string>();
    const pending = [...initial].flatMap((url) => this.module(url)?.dynamicImports ?? []);
    while (pending.length > 0) {
      const url = pending.pop()!;
      if (initial.has(url) || lazy.has(url)) continue;
      const module = this.module(url);
      if (!module) continue;
      lazy.add(url);
      pending.push(...module.staticImports, ...module.dynamicImports);
    }
    return lazy;
  }

  /** Bytes as served to a gzip client: the build's .gz copy, or the file gzipped at level 9. */
  gzipBytes(url: string): number {
    const file = this.file(url);
    if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
    return gzipSync(readFileSync(file), { level: 9 }).length;
  }
}
