// Issue 8, "database access paths at 1,000,000 leads": the marketplace list, its filters, the 50 km
// radius search and the pull API, timed through the product's own service functions on a database
// loaded by bench/lib/bulk-leads.ts. Also runnable on its own:
//
//   npx tsx --conditions=@app/source bench/suites/queries.ts --db=postgres|pglite|both --leads=1000000
//
// PostgreSQL: a database bench_q_<hex> on DATABASE_URL's server (default 127.0.0.1:5432), dropped at
// the end. PGlite: a temporary folder, removed at the end. Prints each figure against its goal and,
// with both, the PGlite/PostgreSQL ratio (the "at most 2 times the PostgreSQL time").
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { marketplaceQuerySchema, purchasedLeadsQuerySchema } from '@app/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { openDatabase, rowsOf, type Database, type DatabaseHandle } from '../../apps/api/src/db/client.js';
import * as schema from '../../apps/api/src/db/schema/index.js';
import { PageIndexCache, type IndexedLists } from '../../apps/api/src/lib/page-index-cache.js';
import {
  countMarketplaceLeads,
  listMarketplaceLeads,
} from '../../apps/api/src/modules/leads/marketplace-list.js';
import { listPurchasedLeads } from '../../apps/api/src/modules/purchases/purchased-list.js';
import { loadBulkLeads, loadBulkPurchases, type ExecSql } from '../lib/bulk-leads.js';
import { median } from '../lib/stats.js';

export interface QueryFigure {
  name: string;
  goal: string;
  medianMs: number;
  passed: boolean;
  note?: string;
}

export interface MeasureOptions {
  /** A drizzle database on the same data as `exec` (openDatabase(...).db). */
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Timed runs per figure, after the warm-up ones. */
  runs?: number;
  warmups?: number;
  /** Purchases of the pull-API member the suite makes for itself (its worst case: a heavy buyer). */
  pullPurchases?: number;
  /** The deep page timed (default: page 20,000, or 60% down a smaller list). */
  deepPage?: number;
  /** The radius search (default: 50 km around Houston). */
  radius?: { name: string; query: Record<string, string> };
  /** False: the marketplace's figures only, no pull-API member (the scale suite). */
  pullApi?: boolean;
}

const DEFAULT_RUNS = 100;
/** Enough calls for V8 to optimise the code path and PostgreSQL to warm its caches. */
const DEFAULT_WARMUPS = 50;
const DEFAULT_PULL_PURCHASES = 100_000;
const PAGE_SIZE = 25;
const DEEP_PAGE = 20_000;
/** On a load too small for page 20,000: the page this far down the list. */
const DEEP_SHARE = 0.6;
/** The goals on PostgreSQL, in milliseconds; PGlite may take twice as long. */
const GOALS = { listMs: 1, countMs: 2, radiusMs: 10, deepToFirst: 2 };
const PGLITE_ALLOWANCE = 2;
const PULL_MEMBER_EMAIL = 'bench-pull-member@example.com';
/** Downtown Houston, the densest metro of the bulk data. */
const RADIUS_SEARCH = { lat: '29.76', lng: '-95.37', radius_km: '50' };

export type Call = (db: Database) => Promise<unknown>;

/** Every filter of the marketplace, one value each (issue 8's list, and issue 24.2's "every filter"). */
export const MARKETPLACE_FILTERS: [string, Record<string, string>][] = [
  ['Filter state=TX', { state: 'TX' }],
  ['Filter city=Hartford', { city: 'Hartford' }],
  ['Filter zip=77002', { zip: '77002' }],
  ['Filter property_type=Vacant Land', { property_type: 'Vacant Land' }],
  ['Filter lead_type=exclusive', { lead_type: 'exclusive' }],
  ['Filter selling_timeline=ASAP', { selling_timeline: 'ASAP' }],
  ['Filter listed=true', { listed: 'true' }],
];

/** A page of the marketplace for a visitor, as the API lists it for `query`. */
export const marketplace = (query: Record<string, string>): Call => {
  const parsed = marketplaceQuerySchema.parse(query);
  return (db) => listMarketplaceLeads(listsOf(db), parsed, { now: new Date(), viewerUserId: null });
};

/** The marketplace's pageCount for a visitor, unfiltered. */
export const marketplaceCount: Call = (db) =>
  countMarketplaceLeads(listsOf(db), marketplaceQuerySchema.parse({}), new Date());

/** Page indexes per drizzle instance, as each API process keeps its own (a recorder starts cold). */
const pageIndexes = new WeakMap<Database, PageIndexCache>();
function listsOf(db: Database): IndexedLists {
  let cache = pageIndexes.get(db);
  if (!cache) pageIndexes.set(db, (cache = new PageIndexCache()));
  return { db, pageIndexes: cache };
}

interface Timing {
  /** Median planning + execution time of the statements one call sends, as EXPLAIN ANALYZE gives it. */
  sqlMs: number;
  statements: number;
  /** Median wall time of the whole service call, the driver and this process included. */
  callMs: number;
  firstCallMs: number;
}

/** Each statement is explained this many times; the median of their sums is the SQL time. */
const EXPLAIN_RUNS = 21;

/**
 * The same database seen through a drizzle instance that records the statements it sends (with a
 * page-index cache of its own: the caches are per drizzle instance).
 */
function recordingDatabase(db: Database, kind: MeasureOptions['kind']) {
  const client = (db as unknown as { $client: pg.Pool & PGlite }).$client;
  const statements: { query: string; params: unknown[] }[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => statements.push({ query, params }) };
  const recorder = (kind === 'postgres'
    ? drizzlePg(client, { schema, logger })
    : drizzlePglite(client, { schema, logger })) as unknown as Database;
  const explain = async (query: string, params: unknown[]) => {
    const result = await client.query(`explain (analyze, timing off) ${query}`, params);
    const lines = (result.rows as Record<string, string>[]).map((row) => Object.values(row)[0]!);
    return lines.reduce(
      (sum, line) => sum + Number(/(?:Planning|Execution) Time: ([\d.]+)/.exec(line)?.[1] ?? 0),
      0,
    );
  };
  return { recorder, statements, explain };
}

/** One side of a paired timing: a service call on one database. */
export interface PairedSide {
  db: Database;
  kind: MeasureOptions['kind'];
  call: Call;
}

/**
 * The statements a warmed-up call sends (recorded after `warmups` calls through the recorder, whose
 * page-index cache is its own), and a sampler: the sum of their planning and execution times, as
 * EXPLAIN ANALYZE gives them, each time it is called.
 */
async function sqlSampler(side: PairedSide, warmups: number) {
  const { recorder, statements, explain } = recordingDatabase(side.db, side.kind);
  for (let i = 0; i < warmups; i++) await side.call(recorder);
  statements.length = 0;
  await side.call(recorder);
  // A planner estimate (EXPLAIN itself) is made once a minute, not on each call.
  const sent = statements.filter((statement) => !/^explain/i.test(statement.query));
  const sample = async () => {
    let sum = 0;
    for (const statement of sent) sum += await explain(statement.query, statement.params);
    return sum;
  };
  return { sample, statements: sent.length };
}

/**
 * Times a service call two ways: the wall time of the call (median of `runs` after `warmups`), and
 * the database time of the statements a warmed-up call sends (the goals are per query).
 */
async function timeCall(call: Call, options: MeasureOptions, runs: number, warmups: number): Promise<Timing> {
  let started = performance.now();
  await call(options.db);
  const firstCallMs = performance.now() - started;
  for (let i = 1; i < warmups; i++) await call(options.db);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    started = performance.now();
    await call(options.db);
    times.push(performance.now() - started);
  }
  const sql = await sqlSampler({ db: options.db, kind: options.kind, call }, warmups);
  const sums: number[] = [];
  for (let i = 0; i < EXPLAIN_RUNS; i++) sums.push(await sql.sample());
  return { sqlMs: median(sums), statements: sql.statements, callMs: median(times), firstCallMs };
}

/**
 * The SQL time of two calls on two databases (the same figure at two sizes), measured call by call
 * in turn, a, b, b, a, a, b…, so that both see the same machine: whatever else runs, the cache and
 * the CPU's clock weigh on both alike (timed one database after the other, sub-millisecond figures
 * moved by half their value between rounds). Each side is warmed up first, then the statements a
 * warmed-up call sends are recorded and explained `samples` times. Returns each side's sums.
 */
export async function pairedSqlTimes(
  a: PairedSide,
  b: PairedSide,
  { samples, warmups }: { samples: number; warmups: number },
): Promise<{ a: number[]; b: number[]; statements: number }> {
  const prepare = async (side: PairedSide) => {
    for (let i = 0; i < warmups; i++) await side.call(side.db);
    return sqlSampler(side, warmups);
  };
  const sides = [await prepare(a), await prepare(b)] as const;
  const times = { a: [] as number[], b: [] as number[] };
  for (let i = 0; i < samples; i++) {
    // a, b, b, a: each side goes first as often as the other.
    const order = i % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const);
    for (const which of order) (which === 0 ? times.a : times.b).push(await sides[which].sample());
  }
  return { ...times, statements: sides[1].statements };
}

/** The pull-API member of the bench, with `count` purchases (made once, kept on later runs). */
async function ensurePullMember(exec: ExecSql, db: Database, count: number): Promise<string> {
  await exec(`insert into users (name, email, password_hash, is_adult_confirmed_at, terms_accepted_at)
    values ('Bench pull member', '${PULL_MEMBER_EMAIL}', 'no-login', now(), now()) on conflict do nothing`);
  const [member] = await rowsOf<{ id: string; purchases: number }>(
    db,
    sql`select id, (select count(*)::int from lead_purchases where user_id = users.id) as purchases
      from users where email = ${PULL_MEMBER_EMAIL}`,
  );
  if (member!.purchases < count) await loadBulkPurchases(exec, { userId: member!.id, count });
  return member!.id;
}

const ms = (value: number) => `${value.toFixed(3)} ms`;

const describeTiming = (timing: Timing) =>
  `${timing.statements} statement(s); whole service call ${ms(timing.callMs)} wall clock`;

/**
 * The figures of the brief, in an order that measures each path honestly: pageCount and page 1
 * before any deep page (so they do not lean on a page index a deep page left behind), then the
 * deep pages (their index built by the first call, reported apart).
 */
export async function measureQueries(exec: ExecSql, options: MeasureOptions): Promise<QueryFigure[]> {
  const runs = options.runs ?? DEFAULT_RUNS;
  const warmups = options.warmups ?? DEFAULT_WARMUPS;
  const allowance = options.kind === 'pglite' ? PGLITE_ALLOWANCE : 1;
  const withPull = options.pullApi ?? true;
  const memberId = withPull
    ? await ensurePullMember(exec, options.db, options.pullPurchases ?? DEFAULT_PULL_PURCHASES)
    : '';
  const time = (call: Call) => timeCall(call, options, runs, warmups);
  const pull = (query: Record<string, string>): Call => {
    const parsed = purchasedLeadsQuerySchema.parse(query);
    return (db) => listPurchasedLeads(listsOf(db), memberId, parsed, new Date());
  };
  const figures: QueryFigure[] = [];
  const upTo = (name: string, goalMs: number, timing: Timing, extra = '') => {
    const limit = goalMs * allowance;
    figures.push({
      name,
      goal: `SQL ≤ ${limit} ms`,
      medianMs: timing.sqlMs,
      passed: timing.sqlMs <= limit,
      note: `${extra}${describeTiming(timing)}`,
    });
  };
  const relative = (name: string, base: QueryFigure, timing: Timing) =>
    figures.push({
      name,
      goal: `SQL ≤ ${GOALS.deepToFirst} × ${base.name} (${ms(base.medianMs * GOALS.deepToFirst)})`,
      medianMs: timing.sqlMs,
      passed: timing.sqlMs <= base.medianMs * GOALS.deepToFirst,
      note: `${describeTiming(timing)}; first call ${ms(timing.firstCallMs)} (builds the page index)`,
    });

  const anyQuery = marketplaceQuerySchema.parse({});
  const counted = await countMarketplaceLeads(listsOf(options.db), anyQuery, new Date());
  upTo(
    'Marketplace pageCount (unfiltered list)',
    GOALS.countMs,
    await time(marketplaceCount),
    `${counted.toLocaleString('en-US')} leads estimated; `,
  );
  upTo('Marketplace page 1 (25 leads + pageCount)', GOALS.listMs, await time(marketplace({})));
  const pageOne = figures.at(-1)!;
  const deepPage = options.deepPage ?? Math.min(DEEP_PAGE, Math.floor((counted * DEEP_SHARE) / PAGE_SIZE));
  relative(
    `Marketplace page ${deepPage.toLocaleString('en-US')}`,
    pageOne,
    await time(marketplace({ page: String(deepPage), limit: String(PAGE_SIZE) })),
  );
  for (const [name, query] of MARKETPLACE_FILTERS)
    upTo(`${name}, page 1`, GOALS.listMs, await time(marketplace(query)));
  const radius = options.radius ?? { name: 'Radius 50 km around Houston', query: RADIUS_SEARCH };
  upTo(`${radius.name}, page 1`, GOALS.radiusMs, await time(marketplace(radius.query)));
  if (!withPull) return figures;
  upTo('Pull API page 1 (member with bulk purchases)', GOALS.listMs, await time(pull({})));
  const pullOne = figures.at(-1)!;
  const pullTotal = (
    await listPurchasedLeads(listsOf(options.db), memberId, purchasedLeadsQuerySchema.parse({}), new Date())
  ).pageCount;
  relative(
    `Pull API page ${pullTotal.toLocaleString('en-US')} (last)`,
    pullOne,
    await time(pull({ page: String(pullTotal) })),
  );
  return figures;
}

export interface Target {
  handle: DatabaseHandle;
  exec: ExecSql;
  close(): Promise<void>;
}

export async function openPostgresTarget(adminUrl: string): Promise<Target> {
  const name = `bench_q_${randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 4 });
    return {
      handle,
      exec: (text) => handle.executeSql(text),
      close: async () => {
        await handle.close();
        await admin(`drop database if exists ${name} with (force)`);
      },
    };
  } catch (error) {
    await admin(`drop database if exists ${name} with (force)`);
    throw error;
  }
}

async function openPgliteTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-queries-'));
  const handle = await openDatabase({ dataDir });
  return {
    handle,
    exec: (text) => handle.executeSql(text),
    close: async () => {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function measureOn(kind: 'postgres' | 'pglite', leads: number, adminUrl: string) {
  const target = kind === 'postgres' ? await openPostgresTarget(adminUrl) : await openPgliteTarget();
  try {
    const started = performance.now();
    await loadBulkLeads(target.exec, leads);
    console.info(
      `${kind}: ${leads.toLocaleString('en-US')} leads loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return await measureQueries(target.exec, { db: target.handle.db, kind });
  } finally {
    await target.close();
  }
}

/** One line per figure: PostgreSQL and PGlite medians against their goals, and their ratio. */
function printTable(results: Partial<Record<'postgres' | 'pglite', QueryFigure[]>>) {
  const names = (results.postgres ?? results.pglite ?? []).map((figure) => figure.name);
  const verdict = (figure?: QueryFigure) =>
    figure ? `${ms(figure.medianMs)} ${figure.passed ? 'pass' : 'FAIL'} (goal ${figure.goal})` : '-';
  const rows = [['Figure', 'PostgreSQL', 'PGlite', 'PGlite / PostgreSQL', 'Note']];
  for (const name of names) {
    const postgres = results.postgres?.find((figure) => figure.name === name);
    const pglite = results.pglite?.find((figure) => figure.name === name);
    const ratio = postgres && pglite ? `${(pglite.medianMs / postgres.medianMs).toFixed(2)}×` : '-';
    const notes = [postgres && `PostgreSQL: ${postgres.note}`, pglite && `PGlite: ${pglite.note}`];
    rows.push([name, verdict(postgres), verdict(pglite), ratio, notes.filter(Boolean).join(' / ')]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.info(row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | '));
}

async function main(argv: string[]) {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const which = value('db') ?? 'both';
  const leads = Number(value('leads') ?? 1_000_000);
  if (!['postgres', 'pglite', 'both'].includes(which) || !Number.isInteger(leads) || leads < 1) {
    throw new Error(
      'usage: npx tsx --conditions=@app/source bench/suites/queries.ts --db=postgres|pglite|both --leads=1000000',
    );
  }
  // The bench's own PostgreSQL server address; the product reads its configuration in env.ts only.
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const results: Partial<Record<'postgres' | 'pglite', QueryFigure[]>> = {};
  if (which !== 'pglite') results.postgres = await measureOn('postgres', leads, adminUrl);
  if (which !== 'postgres') results.pglite = await measureOn('pglite', leads, adminUrl);
  printTable(results);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
