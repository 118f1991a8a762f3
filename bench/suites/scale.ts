// Issue 24.2, cost flat with size: the marketplace's page 1, a page halfway down, every filter and a
// 50-mile radius, timed on a database of 1,000,000 bulk leads and on one of 10,000,000 in the same
// run (with --quick: 20,000 and 200,000), through the product's own service functions
// (bench/suites/queries.ts). Goal: each at 10 M within 1.25× of its time at 1 M.
//
// Each size gets a database of its own on the bench's PostgreSQL server, loaded, measured and
// dropped before the next (10 M leads take about 10 GB with their indexes).
import { loadBulkLeads } from '../lib/bulk-leads.js';
import { loadAverage } from '../lib/machine.js';
import type { Figure, Suite, SuiteContext } from '../lib/suite.js';
import { measureQueries, openPostgresTarget, type QueryFigure } from './queries.js';

const SUITE = 'scale';
const GOAL_RATIO = 1.25;
const PAGE_SIZE = 25;
/** The deep page at 10 M, page 200,000, is halfway down the list: the same share at each size. */
const DEEP_SHARE = 0.5;
/** 50 miles around downtown Houston, the densest metro of the bulk data. */
const RADIUS = {
  name: 'Radius 50 miles around Houston',
  query: { lat: '29.76', lng: '-95.37', radius_miles: '50' },
};

interface SizeRun {
  leads: number;
  loadSeconds: number;
  load: string;
  figures: QueryFigure[];
}

async function measureAt(ctx: SuiteContext, leads: number): Promise<SizeRun> {
  const target = await openPostgresTarget(ctx.adminUrl);
  try {
    const started = performance.now();
    let shown = 0;
    await loadBulkLeads(target.exec, leads, {
      onProgress: (loaded, total) => {
        if (loaded - shown < 1_000_000 && loaded < total) return;
        shown = loaded;
        console.info(`  ${loaded.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} leads loaded`);
      },
    });
    const loadSeconds = (performance.now() - started) / 1000;
    console.info(`  ${leads.toLocaleString('en-US')} leads ready in ${loadSeconds.toFixed(0)} s; measuring…`);
    const figures = await measureQueries(target.exec, {
      db: target.handle.db,
      kind: 'postgres',
      pullApi: false,
      deepPage: Math.floor((leads * DEEP_SHARE) / PAGE_SIZE),
      radius: RADIUS,
      ...(ctx.scale.quick ? { runs: 10, warmups: 3 } : {}),
    });
    return { leads, loadSeconds, load: loadAverage(), figures };
  } finally {
    await target.close();
  }
}

const count = (n: number) => n.toLocaleString('en-US');
/** "Marketplace page 200,000" and "Marketplace page 20,000" are one figure at two sizes. */
const figureName = (name: string) =>
  name.replace(/^Marketplace page [\d,]+$/, 'Marketplace page halfway down');

export const scaleSuite: Suite = {
  name: SUITE,
  async run(ctx) {
    const small = ctx.scale.bulkLeadCount;
    const large = small * 10;
    const runs: SizeRun[] = [];
    for (const leads of [small, large]) {
      console.info(`Scale: ${count(leads)} leads`);
      runs.push(await measureAt(ctx, leads));
    }
    const [base, big] = runs as [SizeRun, SizeRun];
    const figures: Figure[] = base.figures.map((at1m, i) => {
      const at10m = big.figures[i]!;
      const ratio = at10m.medianMs / at1m.medianMs;
      return {
        suite: SUITE,
        name: `${figureName(at1m.name)}: ${count(large)} vs ${count(small)} leads`,
        goal: `≤ ${GOAL_RATIO}×`,
        measured: `${ratio.toFixed(2)}× (${at10m.medianMs.toFixed(3)} ms vs ${at1m.medianMs.toFixed(3)} ms)`,
        passed: ratio <= GOAL_RATIO,
        note: `SQL time (EXPLAIN ANALYZE, median); at ${count(large)}: ${at10m.name}, ${at10m.note ?? ''}`,
      };
    });
    ctx.addDetails(
      'Scale: the two databases',
      runs
        .map(
          (run) =>
            `- ${count(run.leads)} bulk leads: loaded in ${run.loadSeconds.toFixed(0)} s, measured at load ${run.load}`,
        )
        .join('\n'),
    );
    return figures;
  },
};
