import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The API's shape, checked (ARCHITECTURE.md): imports flow down through the zones, a module reaches
 * another only through its index, and nothing imports in a circle. The zone rule lives in
 * eslint.config.js; these tests prove that it bites, and find cycles it cannot see.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const srcRoot = path.join(repoRoot, 'apps/api/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** `import type { … }`, or `import { type a, type b }`: erased from the compiled code. */
function isTypeOnlyImport(statement: ts.ImportDeclaration): boolean {
  const clause = statement.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return Boolean(
    !clause.name &&
    bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly),
  );
}

/** The files a file imports at run time (type-only imports are erased, so they cannot form a cycle). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const targets: string[] = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    if (isImport ? isTypeOnlyImport(statement) : statement.isTypeOnly) continue;
    targets.push(path.resolve(path.dirname(file), specifier.text.replace(/\.js$/, '.ts')));
  }
  return targets;
}

/** Strongly connected components with more than one node (or a self-loop): Tarjan's algorithm. */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const lowOf = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    lowOf.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        lowOf.set(node, Math.min(lowOf.get(node)!, lowOf.get(next)!));
      } else if (onStack.has(next)) lowOf.set(node, Math.min(lowOf.get(node)!, indexOf.get(next)!));
    }
    if (lowOf.get(node) !== indexOf.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return cycles;
}

const relative = (file: string) => path.relative(srcRoot, file);
const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(relative(file))?.[1] ?? null;

describe('the API imports in one direction', () => {
  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c']]);
  });

  const files = sourceFiles(srcRoot);
  const fileGraph = new Map(files.map((file) => [file, new Set(runtimeImports(file))]));

  it('has no import cycle between files', () => {
    expect(cyclesOf(fileGraph).map((cycle) => cycle.map(relative))).toEqual([]);
  });

  it('has no cycle between domain modules (a module depends on others that never depend back)', () => {
    const moduleGraph = new Map<string, Set<string>>();
    for (const [file, targets] of fileGraph) {
      const from = moduleOf(file);
      if (!from) continue;
      const edges = moduleGraph.get(from) ?? new Set();
      moduleGraph.set(from, edges);
      for (const target of targets) {
        const to = moduleOf(target);
        if (to && to !== from) edges.add(to);
      }
    }
    expect(moduleGraph.size).toBeGreaterThan(10);
    expect(cyclesOf(moduleGraph)).toEqual([]);
  });
});

describe('the zone rule bites (eslint.config.js)', () => {
  const eslint = new ESLint({ cwd: repoRoot });
  const problemsOf = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
    return result!.messages.filter((message) => message.ruleId === 'boundaries/dependencies');
  };

  it.each([
    ['a module reaching into another module', 'modules/refunds', "'../wallet/wallet.service.js'"],
    ['lib importing a module', 'lib', "'../modules/audit/index.js'"],
    ['http importing a module', 'http', "'../modules/audit/index.js'"],
    ['db importing lib', 'db', "'../lib/crypto.js'"],
    ['ports importing http', 'ports', "'../http/session.js'"],
    ['config importing db', 'config', "'../db/client.js'"],
    ['a seed importing http', 'seed', "'../http/session.js'"],
    ['a job reaching into a module', 'jobs', "'../modules/webhooks/deliveries.service.js'"],
    ['a module importing the app', 'modules/refunds', "'../../app.js'"],
  ])('refuses %s', async (_case, zone, specifier) => {
    const problems = await problemsOf(
      `apps/api/src/${zone}/zone-probe.ts`,
      `import * as probe from ${specifier};\nexport const used = probe;\n`,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/There is no policy allowing dependencies/);
  });

  it.each([
    ['another module through its index', 'modules/refunds', "'../wallet/index.js'"],
    ['a file of its own module', 'modules/refunds', "'./refunds.service.js'"],
    ['lib and http from a module', 'modules/refunds', "'../../http/endpoint.js'"],
    ['the context from a module', 'modules/refunds', "'../../context.js'"],
    ['a module index from a job', 'jobs', "'../modules/webhooks/index.js'"],
  ])('allows %s', async (_case, zone, specifier) => {
    const problems = await problemsOf(
      `apps/api/src/${zone}/zone-probe.ts`,
      `import * as probe from ${specifier};\nexport const used = probe;\n`,
    );
    expect(problems).toEqual([]);
  });
});

describe('the web zone rule bites (eslint.config.js)', () => {
  const eslint = new ESLint({ cwd: repoRoot });
  const problemsOf = async (filePath: string, specifier: string) => {
    const code = `import * as probe from '${specifier}';\nexport const used = probe;\n`;
    const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
    return result!.messages.filter((message) => message.ruleId === 'boundaries/dependencies');
  };

  it.each([
    ['a feature importing another feature', 'features/wallet', '../billing/billing-view'],
    ['a console feature importing a customer feature', 'features/admin/leads', '../../wallet/top-up-form'],
    [
      'a console feature importing another console feature',
      'features/admin/leads',
      '../customers/customers-view',
    ],
    ['a customer feature importing the console', 'features/wallet', '../admin/admin-format'],
    ['lib importing a feature', 'lib', '../features/wallet/top-up-form'],
    ['a component importing a route', 'components', '../routes/account'],
  ])('refuses %s', async (_case, zone, specifier) => {
    const problems = await problemsOf(`apps/web/app/${zone}/zone-probe.tsx`, specifier);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/There is no policy allowing dependencies/);
  });

  it.each([
    ['lib from a feature', 'features/wallet', '../../lib/format-money'],
    ['a file of its own feature', 'features/wallet', './top-up-form'],
    ["the console's own files from a console feature", 'features/admin/leads', '../admin-format'],
    ['a feature from a route', 'routes', '../features/wallet/top-up-form'],
  ])('allows %s', async (_case, zone, specifier) => {
    expect(await problemsOf(`apps/web/app/${zone}/zone-probe.tsx`, specifier)).toEqual([]);
  });

  // A feature's calls to the API live in its api/ folder (CONTRIBUTING.md, "Add an endpoint" step 6).
  const apiClientProblemsOf = async (filePath: string) => {
    const code = `import { ApiError, callApi } from '../../lib/api-client';\nexport const used = [ApiError, callApi];\n`;
    const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
    return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports');
  };

  it('refuses callApi in a component, outside its feature’s api/ folder', async () => {
    const problems = await apiClientProblemsOf('apps/web/app/features/wallet/zone-probe.tsx');
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain("'callApi' import from '../../lib/api-client' is restricted");
    expect(problems[0]!.message).toContain("Call the API from the feature's api/ folder");
  });

  it('allows callApi in the feature’s api/ folder, and ApiError anywhere', async () => {
    expect(await apiClientProblemsOf('apps/web/app/features/wallet/api/zone-probe.ts')).toEqual([]);
    const [result] = await eslint.lintText(
      `import { ApiError } from '../../lib/api-client';\nexport const used = ApiError;\n`,
      { filePath: path.join(repoRoot, 'apps/web/app/features/wallet/zone-probe.tsx') },
    );
    expect(result!.messages.filter((message) => message.ruleId === 'no-restricted-imports')).toEqual([]);
  });

  // The customer area and the public pages format without Intl (issue 24.1, decision 013).
  const localeDataProblemsOf = async (filePath: string) => {
    const code = [
      "export const price = new Intl.NumberFormat('en-US').format(1);",
      "export const count = (5).toLocaleString('en-US');",
      "export const order = 'a'.localeCompare('b');",
    ].join('\n');
    const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(repoRoot, filePath) });
    return result!.messages.filter((message) => message.ruleId === 'no-restricted-properties');
  };

  it('refuses Intl, toLocaleString and localeCompare in the customer area and the public pages', async () => {
    for (const file of ['features/wallet/zone-probe.tsx', 'lib/zone-probe.ts', 'islands/zone-probe.tsx']) {
      const problems = await localeDataProblemsOf(`apps/web/app/${file}`);
      expect(
        problems.map((problem) => problem.message.slice(0, problem.message.indexOf(' is restricted'))),
      ).toEqual(["'Intl.NumberFormat'", "'toLocaleString'", "'localeCompare'"]);
      expect(problems[0]!.message).toContain("Loads the browser's locale data");
    }
  });

  it('allows them in the console and its tests', async () => {
    expect(await localeDataProblemsOf('apps/web/app/features/admin/leads/zone-probe.tsx')).toEqual([]);
    expect(await localeDataProblemsOf('apps/web/app/lib/zone-probe.test.ts')).toEqual([]);
  });
});

/**
 * The repository explains itself (CONTRIBUTING.md rule 10, issue 16): a comment or a document cites
 * docs/product.md §N or a CONTRIBUTING.md rule, never a file a fresh clone does not have (the old
 * design notes, style guide or numbered spec sections). docs/product.md may describe where it came from.
 */
const OUTSIDE_CITATION = /\b(?:DESIGN|STYLE)\.md\b|\bspec (?:sections? \d|§)/i;

/** Old citations that stay, each with its reason (texts split so that this file does not match itself). */
const KEPT_CITATIONS = [
  // A committed migration never changes: its checksum is recorded in every database it ran on.
  { file: 'apps/api/drizzle/0002_ledger_append_only.sql', text: '(DESIGN' + '.md section 5)' },
];
const BINARY = /\.(?:png|jpe?g|webp|gif|ico|woff2?|mp4|pdf|gz)$/;

/** `file:line: text` for every line of the given files that cites something outside the repository. */
function outsideCitations(files: { file: string; text: string }[]): string[] {
  return files.flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, index) => {
      if (!OUTSIDE_CITATION.test(line)) return [];
      if (KEPT_CITATIONS.some((kept) => kept.file === file && line.includes(kept.text))) return [];
      return [`${file}:${index + 1}: ${line.trim()}`];
    }),
  );
}

describe('the repository cites only itself', () => {
  it('finds a citation of a file outside the repository (the check itself)', () => {
    const design = 'DESIGN' + '.md section 5';
    const spec = 'spec' + ' section 9';
    expect(
      outsideCitations([
        { file: 'a.ts', text: `/** Append-only (${design}). */\nconst a = 1;` },
        { file: 'b.md', text: `Leads leave after 30 days (${spec}).` },
        { file: 'c.ts', text: '/** Leads leave after 30 days (docs/product.md §9). */' },
      ]),
    ).toEqual([`a.ts:1: /** Append-only (${design}). */`, `b.md:1: Leads leave after 30 days (${spec}).`]);
  });

  it('has no comment or document that cites a file a fresh clone lacks (docs/product.md instead)', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\0')
      .filter((file) => file && file !== 'docs/product.md' && !BINARY.test(file))
      .filter((file) => existsSync(path.join(repoRoot, file)));
    expect(tracked.length).toBeGreaterThan(500);
    const files = tracked.map((file) => ({ file, text: readFileSync(path.join(repoRoot, file), 'utf8') }));
    expect(outsideCitations(files)).toEqual([]);
  });
});
