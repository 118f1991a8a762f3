import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  PRELOADS_AT_ONCE,
  evaluationOrder,
  withHydrationAfterFirstPaint,
  type ReadModule,
} from './deferred-hydration';

/** A build's modules as the bundler writes them: minified static imports first, then the code. */
const MODULES: Record<string, string> = {
  '/assets/root-BH8483ms.js':
    'import{a as e,b as t}from"./jsx-runtime-1.js";import{M as f}from"./query-1.js";globalThis.jitless=!0;',
  '/assets/app-layout-BuhplmGa.js': 'import{a as e}from"./jsx-runtime-1.js";import"./shell-1.js";',
  '/assets/dashboard-marketplace-bHcQkh1U.js':
    'import{a as e}from"./jsx-runtime-1.js";import{z as t}from"./contracts-1.js";const lazy=()=>import("./map-1.js");',
  '/assets/entry.client-Du8u9g3T.js':
    'import{h as e}from"./react-dom-1.js";import{a}from"./jsx-runtime-1.js";',
  '/assets/jsx-runtime-1.js': 'var r={};export{r as a,r as b};',
  '/assets/query-1.js': 'import{a as e}from"./jsx-runtime-1.js";export{e as M};',
  '/assets/shell-1.js': 'export{x as s}from"./contracts-1.js";',
  '/assets/contracts-1.js': 'const z=1;export{z};',
  '/assets/react-dom-1.js': 'import{a as e}from"./jsx-runtime-1.js";const h=1;export{h};',
};
const read: ReadModule = (href) => {
  const source = MODULES[href];
  if (source === undefined) throw new Error(`no module ${href}`);
  return source;
};

/** React Router 7's hydration script for a prerendered page, as its build writes it. */
const PAGE = `<html><head><link rel="modulepreload" href="/assets/manifest-44b8a9b6.js"/><link rel="modulepreload" href="/assets/root-BH8483ms.js"/><link rel="modulepreload" href="/assets/chunk-1.js"/><link rel="stylesheet" href="/assets/root-1.css"/></head><body><main>The page</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-44b8a9b6.js";
import * as route0 from "/assets/root-BH8483ms.js";
import * as route1 from "/assets/app-layout-BuhplmGa.js";
import * as route2 from "/assets/dashboard-marketplace-bHcQkh1U.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/app-layout":route1,"routes/dashboard-marketplace":route2};

import("/assets/entry.client-Du8u9g3T.js");</script></body></html>`;

describe('withHydrationAfterFirstPaint', () => {
  it('imports the routes one after another, in order, after the first paint, then the client entry', () => {
    const html = withHydrationAfterFirstPaint(PAGE, read);
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const lines = script.split('\n');
    expect(lines[0]).toBe('import "/assets/manifest-44b8a9b6.js";');
    const wait = script.indexOf("observe({ type: 'paint', buffered: true })");
    const imports = ['root-BH8483ms', 'app-layout-BuhplmGa', 'dashboard-marketplace-bHcQkh1U'].map((name) =>
      script.indexOf(`= await import("/assets/${name}.js");`),
    );
    expect(wait).toBeGreaterThan(0);
    expect(imports.every((at, index) => at > wait && (index === 0 || at > imports[index - 1]!))).toBe(true);
    expect(script).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/app-layout":route1,"routes/dashboard-marketplace":route2};',
    );
    expect(lines.at(-1)).toBe('import("/assets/entry.client-Du8u9g3T.js");');
    // No static import of a route is left: nothing of the app runs before the paint.
    expect(script).not.toMatch(/^import \* as/m);
    // Only the manifest, which the script imports at once, is preloaded from the head: the page's
    // modules are asked for all at once after the paint, in the order they run, the rest after them.
    expect([...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([link]) => link)).toEqual([
      '<link rel="modulepreload" href="/assets/manifest-44b8a9b6.js"/>',
    ]);
    const preloads = /const preloads = (\[[^\]]*\]);/.exec(script);
    expect(JSON.parse(preloads![1]!)).toEqual(['/assets/root-BH8483ms.js', '/assets/chunk-1.js']);
    expect(preloads!.index).toBeGreaterThan(wait);
    expect(preloads!.index).toBeLessThan(imports[0]!);
    expect(script).toContain("link.rel = 'modulepreload';");
    expect(script).toContain(`preloads.slice(from, from + ${PRELOADS_AT_ONCE})`);
    expect(script.indexOf('const yieldToBrowser')).toBeLessThan(preloads!.index);
    expect(script).toContain('if (nonce) link.nonce = nonce;');
    expect(script.indexOf('const yieldToBrowser')).toBeLessThan(imports[0]!);
    // The rest of the page is untouched.
    expect(html.replace(script, '')).toBe(
      PAGE.replace('<link rel="modulepreload" href="/assets/root-BH8483ms.js"/>', '')
        .replace('<link rel="modulepreload" href="/assets/chunk-1.js"/>', '')
        .replace(
          /<script type="module" async="">[\s\S]*?<\/script>/,
          '<script type="module" async=""></script>',
        ),
    );
  });

  it('runs in a browser as a module (the wait and the imports are valid script)', () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(
      withHydrationAfterFirstPaint(PAGE, read),
    )![1]!;
    // Imports aside, the rest must parse as the body of an async function (top-level await).
    const body = script.replace(/^import "[^"]+";$/m, '').replace(/import\(/g, 'load(');
    expect(() => new Function('load', `return (async () => {${body}})`)).not.toThrow();
  });

  it('refuses a page whose hydration script it does not recognise, rather than ship it unchanged', () => {
    expect(() => withHydrationAfterFirstPaint('<html><body></body></html>', read)).toThrow(/found 0/);
    expect(() =>
      withHydrationAfterFirstPaint(
        '<head><link rel="modulepreload" href="/a.js"/></head><body><script type="module" async="">window.__reactRouterRouteModules = {};</script></body>',
        read,
      ),
    ).toThrow(/changed shape/);
  });

  it("runs every module in turn, routes first and the client entry's imports after the route modules are set", () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(
      withHydrationAfterFirstPaint(PAGE, read),
    )![1]!;
    const lists = [
      ...script.matchAll(/for \(const href of (\[[^\]]*\])\) \{\n {2}await yieldToBrowser\(\);/g),
    ].map((match) => JSON.parse(match[1]!) as string[]);
    expect(lists).toEqual([
      [
        '/assets/jsx-runtime-1.js',
        '/assets/query-1.js',
        '/assets/root-BH8483ms.js',
        '/assets/contracts-1.js',
        '/assets/shell-1.js',
        '/assets/app-layout-BuhplmGa.js',
        '/assets/dashboard-marketplace-bHcQkh1U.js',
      ],
      ['/assets/react-dom-1.js'],
    ]);
    const modulesSet = script.indexOf('window.__reactRouterRouteModules');
    expect(script.indexOf('["/assets/react-dom-1.js"]')).toBeGreaterThan(modulesSet);
    // A lazily loaded chunk (import()) is not run before it is asked for.
    expect(script).not.toContain('map-1.js');
  });
});

describe('evaluationOrder', () => {
  it("is the order in which the JavaScript engine itself runs the same modules' static imports", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'evaluation-order-'));
    try {
      // The same graph as real modules, each noting when it runs.
      for (const [href, source] of Object.entries(MODULES)) {
        const name = href.slice('/assets/'.length);
        const imports = source.replace(/import\("[^"]+"\)/g, 'null');
        writeFileSync(
          path.join(dir, name.replace(/\.js$/, '.mjs')),
          `${imports.replace(/\.js"/g, '.mjs"')}\n(globalThis.ran ??= []).push(${JSON.stringify(href)});`,
        );
      }
      const roots = [
        '/assets/root-BH8483ms.js',
        '/assets/app-layout-BuhplmGa.js',
        '/assets/dashboard-marketplace-bHcQkh1U.js',
      ];
      const main = path.join(dir, 'main.mjs');
      writeFileSync(
        main,
        roots.map((href) => `import "./${href.slice(8).replace(/\.js$/, '.mjs')}";`).join('\n'),
      );
      (globalThis as { ran?: string[] }).ran = [];
      await import(pathToFileURL(main).href);
      expect(evaluationOrder(roots, read)).toEqual((globalThis as { ran?: string[] }).ran);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      delete (globalThis as { ran?: string[] }).ran;
    }
  });

  it('reads each module once, leaves out what has run, and refuses a cycle', () => {
    const done = new Set(['/assets/jsx-runtime-1.js']);
    expect(evaluationOrder(['/assets/react-dom-1.js'], read, done)).toEqual(['/assets/react-dom-1.js']);
    expect(done.has('/assets/react-dom-1.js')).toBe(true);
    const cyclic: ReadModule = (href) => (href === '/a.js' ? 'import"./b.js";' : 'import{x}from"./a.js";');
    expect(() => evaluationOrder(['/a.js'], cyclic)).toThrow(/cycle/);
    // A module the build does not have fails the build.
    expect(() => evaluationOrder(['/assets/nowhere.js'], read)).toThrow(/no module/);
  });
});
