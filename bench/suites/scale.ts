// Issue 24.2, cost flat with size: the marketplace's page 1, a page halfway down, every filter and a
// 50-mile radius, timed on a database of 1,000,000 bulk leads and on one of 10,000,000 in the same
// run (with --quick: 20,000 and 200,000), through the product's own service functions
// (bench/suites/queries.ts). Goal: each at 10 M within 1.25× of its time at 1 M.
//
// Each size gets a database of its own on the bench's PostgreSQL server (10 M leads take about
// 10 GB with their indexes); both are loaded, measured in rotated rounds, then dropped.
import { loadBulkLeads } from '../lib/bulk-leads.js';
import { loadAverage } from '../lib/machine.js';
import type { Figure, Suite, SuiteContext } from '../lib/suite.js';
import { median } from '../lib/stats.js';
import { measureQueries, openPostgresTarget, type QueryFigure, type Target } from './queries.js';

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

interface LoadedSize {
  leads: number;
  target: Target;
  loadSeconds: number;
}

async function loadSize(ctx: SuiteContext, leads: number): Promise<LoadedSize> {
  console.info(`Scale: loading ${leads.toLocaleString('en-US')} leads`);
  const target = await openPostgresTarget(ctx.adminUrl);
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
  console.info(`  ${leads.toLocaleString('en-US')} leads ready in ${loadSeconds.toFixed(0)} s`);
  return { leads, target, loadSeconds };
}

const measure = (ctx: SuiteContext, size: LoadedSize) =>
  measureQueries(size.target.exec, {
    db: size.target.handle.db,
    kind: 'postgres',
    pullApi: false,
    deepPage: Math.floor((size.leads * DEEP_SHARE) / PAGE_SIZE),
    radius: RADIUS,
    ...(ctx.scale.quick ? { runs: 10, warmups: 3 } : {}),
  });

const count = (n: number) => n.toLocaleString('en-US');
/** "Marketplace page 200,000" and "Marketplace page 20,000" are one figure at two sizes. */
const figureName = (name: string) =>
  name.replace(/^Marketplace page [\d,]+$/, 'Marketplace page halfway down');

export const scaleSuite: Suite = {
  name: SUITE,
  async run(ctx) {
    const small = ctx.scale.bulkLeadCount;
    const large = small * 10;
    const sizes: LoadedSize[] = [];
    try {
      // Both databases at once, so that each round measures one size right after the other, first
      // the one then the other in turn (rotated rounds, as the other suites).
      for (const leads of [small, large]) sizes.push(await loadSize(ctx, leads));
      const [base, big] = sizes as [LoadedSize, LoadedSize];
      const rounds: { base: QueryFigure[]; big: QueryFigure[]; load: string }[] = [];
      for (let round = 0; round < ctx.scale.rounds; round++) {
        console.info(`Scale: round ${round + 1} of ${ctx.scale.rounds}`);
        const first = round % 2 === 0 ? base : big;
        const second = first === base ? big : base;
        const measured = new Map([
          [first, await measure(ctx, first)],
          [second, await measure(ctx, second)],
        ]);
        rounds.push({ base: measured.get(base)!, big: measured.get(big)!, load: loadAverage() });
      }
      const medianOf = (pick: (r: (typeof rounds)[number]) => QueryFigure[], i: number) =>
        median(rounds.map((r) => pick(r)[i]!.medianMs));
      const figures: Figure[] = rounds[0]!.base.map((at1m, i) => {
        const baseMs = medianOf((r) => r.base, i);
        const bigMs = medianOf((r) => r.big, i);
        const ratio = bigMs / baseMs;
        const perRound = rounds
          .map((r) => `${(r.big[i]!.medianMs / r.base[i]!.medianMs).toFixed(2)}×`)
          .join(', ');
        return {
          suite: SUITE,
          name: `${figureName(at1m.name)}: ${count(large)} vs ${count(small)} leads`,
          goal: `≤ ${GOAL_RATIO}×`,
          measured: `${ratio.toFixed(2)}× (${bigMs.toFixed(3)} ms vs ${baseMs.toFixed(3)} ms, medians of ${rounds.length} rounds: ${perRound})`,
          passed: ratio <= GOAL_RATIO,
          note: `SQL time (EXPLAIN ANALYZE); at ${count(large)}: ${rounds[0]!.big[i]!.name}, ${rounds[0]!.big[i]!.note ?? ''}`,
        };
      });
      ctx.addDetails(
        'Scale: the two databases',
        [
          ...sizes.map(
            (size) => `- ${count(size.leads)} bulk leads: loaded in ${size.loadSeconds.toFixed(0)} s`,
          ),
          `- Rounds measured at load ${rounds.map((r) => r.load).join(', ')}`,
        ].join('\n'),
      );
      return figures;
    } finally {
      for (const size of sizes) await size.target.close();
    }
  },
};
