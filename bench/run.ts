// `npm run bench`: the performance figures of issue 8, side by side in one run, against their goals.
// Writes docs/performance.md (full run of every suite) and prints the same table. Not part of npm test.
//
//   npm run bench                         every suite, full scale (about 45 minutes, 25 of them the
//                                         scale suite's 10,000,000 leads)
//   npm run bench -- --quick              smaller data, shorter loads (about 3 minutes)
//   npm run bench -- --only=framework,web only these suites (names below)
//   npm run bench -- --out=/tmp/perf.md   write the report there instead
//
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the PostgreSQL server
// on which a database bench_<hex> is made and dropped. Always exits 0: it is a report.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_ADMIN_URL, createBenchDatabase, openPgliteFolder } from './lib/database.js';
import { createFixtures, type LoadedDatabase } from './lib/fixtures.js';
import { describeMachine, loadAverage } from './lib/machine.js';
import { ROOT, onInterrupt } from './lib/processes.js';
import { HAND_WRITTEN_TAIL, figureTable, renderMarkdown, summaryLine } from './lib/report.js';
import { loadBulkLeads } from './lib/bulk-leads.js';
import type { Details, Figure, Scale, Suite, SuiteContext } from './lib/suite.js';
import { queriesSuite } from './suites/database-queries.js';
import { frameworkSuite } from './suites/framework.js';
import { importsSuite } from './suites/imports.js';
import { scaleSuite } from './suites/scale.js';
import { marketplaceSuite } from './suites/marketplace.js';
import { memorySuite } from './suites/memory.js';
import { pgliteSuite } from './suites/pglite.js';
import { speedToLeadSuite } from './suites/speed-to-lead.js';
import { purchasesSuite } from './suites/purchases.js';
import { webSuite } from './suites/web.js';

/**
 * In this order: the queries suite adds purchases to the shared database, so it runs after purchases;
 * speed-to-lead and imports add leads to it, so they run last.
 */
const SUITES: Suite[] = [
  frameworkSuite,
  marketplaceSuite,
  purchasesSuite,
  memorySuite,
  pgliteSuite,
  queriesSuite,
  webSuite,
  speedToLeadSuite,
  importsSuite,
  // Databases of its own, 1 M and 10 M leads (issue 24.2): the longest suite, about 15 minutes.
  scaleSuite,
];

const FULL: Scale = {
  quick: false,
  rounds: 3,
  loadSeconds: 10,
  warmupSeconds: 3,
  bulkLeadCount: 1_000_000,
  memorySeconds: 60,
};
const QUICK: Scale = {
  quick: true,
  rounds: 2,
  loadSeconds: 3,
  warmupSeconds: 1,
  bulkLeadCount: 20_000,
  memorySeconds: 15,
};
/** Issue 8 gives the bench the ports 5400-5499. */
const FIRST_PORT = 5400;
const LAST_PORT = 5499;
/** One exclusive lead per purchase the run can make: 2,000 a second over every purchase load. */
const PURCHASES_PER_SECOND_CEILING = 2_000;

interface Options {
  scale: Scale;
  only: string[] | null;
  out: string | null;
}

function parseOptions(argv: string[]): Options {
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const only = value('only')?.split(',').filter(Boolean) ?? null;
  const unknown = only?.filter((name) => !SUITES.some((s) => s.name === name)) ?? [];
  if (unknown.length > 0) {
    throw new Error(`Unknown suite(s) ${unknown.join(', ')}; known: ${SUITES.map((s) => s.name).join(', ')}`);
  }
  return { scale: argv.includes('--quick') ? QUICK : FULL, only, out: value('out') ?? null };
}

function createContext(scale: Scale, adminUrl: string) {
  let port = FIRST_PORT;
  const details: Details[] = [];
  let loaded: Promise<LoadedDatabase> | null = null;
  let pgliteLoaded: Promise<string> | null = null;
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-run-'));
  const purchaseLeads =
    PURCHASES_PER_SECOND_CEILING * (scale.warmupSeconds + scale.rounds * scale.loadSeconds);
  const ctx: SuiteContext = {
    scale,
    workDir,
    adminUrl,
    nextPort: () => {
      if (port > LAST_PORT) throw new Error(`The bench ran out of ports (${FIRST_PORT}-${LAST_PORT}).`);
      return port++;
    },
    postgres: () => {
      loaded ??= (async () => {
        const started = Date.now();
        const db = await createBenchDatabase(adminUrl);
        console.info(`Loading ${scale.bulkLeadCount.toLocaleString('en-US')} leads into ${db.name}…`);
        await loadBulkLeads(db.exec, scale.bulkLeadCount);
        const fixtures = await createFixtures(db, purchaseLeads);
        console.info(`  ${db.name} ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
        return { ...db, leadCount: scale.bulkLeadCount, fixtures };
      })();
      return loaded;
    },
    pgliteFolder: () => {
      pgliteLoaded ??= loadPgliteFolder(path.join(workDir, 'pglite-bulk'), scale.bulkLeadCount);
      return pgliteLoaded;
    },
    addDetails: (title, markdown) => details.push({ title, markdown }),
  };
  // The data folders (a PGlite folder of the bulk leads is gigabytes) go; the server logs stay.
  const cleanUp = async () => {
    if (loaded) await (await loaded.catch(() => null))?.drop();
    for (const entry of readdirSync(workDir, { withFileTypes: true })) {
      if (entry.isDirectory()) rmSync(path.join(workDir, entry.name), { recursive: true, force: true });
    }
  };
  return { ctx, details, cleanUp };
}

/** A PGlite data folder with the same bulk leads as the PostgreSQL database, made in this process. */
async function loadPgliteFolder(dataDir: string, count: number): Promise<string> {
  const started = Date.now();
  console.info(`Loading ${count.toLocaleString('en-US')} leads into PGlite (${dataDir})…`);
  const handle = await openPgliteFolder(dataDir);
  try {
    await loadBulkLeads((sql) => handle.executeSql(sql), count);
  } finally {
    await handle.close();
  }
  console.info(`  PGlite folder ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return dataDir;
}

async function runSuite(suite: Suite, ctx: SuiteContext): Promise<Figure[]> {
  const started = Date.now();
  console.info(`\n== ${suite.name} (load average ${loadAverage()})`);
  try {
    return await suite.run(ctx);
  } catch (error) {
    console.error(error);
    const message = error instanceof Error ? error.message : String(error);
    return [
      { suite: suite.name, name: 'Suite ran', goal: 'runs', measured: `error: ${message}`, passed: false },
    ];
  } finally {
    console.info(`   ${suite.name} took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const adminUrl = process.env.DATABASE_URL || DEFAULT_ADMIN_URL;
  const startedAt = new Date();
  const startLoad = loadAverage();
  const machine = await describeMachine(adminUrl);
  const suites = SUITES.filter((s) => !options.only || options.only.includes(s.name));
  const { ctx, details, cleanUp } = createContext(options.scale, adminUrl);
  onInterrupt(cleanUp);
  console.info(`Bench work folder (server logs): ${ctx.workDir}`);
  const figures: Figure[] = [];
  try {
    for (const suite of suites) figures.push(...(await runSuite(suite, ctx)));
  } finally {
    await cleanUp();
  }
  const markdown = renderMarkdown({
    startedAt,
    finishedAt: new Date(),
    machine,
    scale: options.scale,
    suites: suites.map((s) => s.name),
    figures,
    details,
    loadAverage: { start: startLoad, end: loadAverage() },
  });
  // A quick or partial run must not overwrite the committed report of a full one.
  const isFullRun = !options.scale.quick && !options.only;
  const out =
    options.out ??
    (isFullRun ? path.join(ROOT, 'docs/performance.md') : path.join(ctx.workDir, 'performance.md'));
  // The hand-written sections at the end of the report (the test suite's time) stay as they are.
  const previous = existsSync(out) ? readFileSync(out, 'utf8') : '';
  const tail = previous.includes(HAND_WRITTEN_TAIL)
    ? previous.slice(previous.indexOf(HAND_WRITTEN_TAIL))
    : '';
  writeFileSync(out, tail ? `${markdown.trimEnd()}\n\n${tail}` : markdown);
  console.info(`\n${figureTable(figures)}\n\n${summaryLine(figures)}\nReport written to ${out}`);
}

await main();
process.exit(0);
