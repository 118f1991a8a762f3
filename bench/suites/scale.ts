// Issue 24.2, cost flat with size: the marketplace's page 1, a page halfway down, every filter and a
// 50-mile radius, timed on a database of 1,000,000 bulk leads and on one of 10,000,000 in the same
// run (with --quick: 20,000 and 200,000), through the product's own service functions
// (bench/suites/queries.ts). Goal: each at 10 M within 1.25× of its time at 1 M.
//
// Each size gets a database of its own on the bench's PostgreSQL server (10 M leads take about
// 10 GB with their indexes); both are loaded, each figure is timed on the two call by call in
// turn (pairedSqlTimes in queries.ts), in rounds, then both are dropped.
import { loadBulkLeads } from '../lib/bulk-leads.js';
import { loadAverage } from '../lib/machine.js';
import type { Figure, Suite, SuiteContext } from '../lib/suite.js';
import { median } from '../lib/stats.js';
import {
  MARKETPLACE_FILTERS,
  marketplace,
  marketplaceCount,
  openPostgresTarget,
  pairedSqlTimes,
  type Call,
  type Target,
} from './queries.js';

const SUITE = 'scale';
const GOAL_RATIO = 1.25;
const PAGE_SIZE = 25;
/** The issue's deep page at 10 M, page 200,000, is halfway down the list: the same share at each size. */
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

/** Each figure's calls, in the order of issue 8's list; the deep page is halfway down each size. */
function figuresOf(size: LoadedSize): { name: string; call: Call }[] {
  const deepPage = Math.floor((size.leads * DEEP_SHARE) / PAGE_SIZE);
  return [
    { name: 'Marketplace pageCount (unfiltered)', call: marketplaceCount },
    { name: 'Marketplace page 1 (25 leads + pageCount)', call: marketplace({}) },
    {
      name: 'Marketplace page halfway down',
      call: marketplace({ page: String(deepPage), limit: String(PAGE_SIZE) }),
    },
    ...MARKETPLACE_FILTERS.map(([name, query]) => ({ name, call: marketplace(query) })),
    { name: RADIUS.name, call: marketplace(RADIUS.query) },
  ];
}

const count = (n: number) => n.toLocaleString('en-US');
/** Explained calls per figure, size and round, the two sizes in turn; warm-up calls before them. */
const SAMPLES = 101;
const WARMUPS = 50;
const QUICK_SAMPLES = 21;
const QUICK_WARMUPS = 5;

export const scaleSuite: Suite = {
  name: SUITE,
  async run(ctx) {
    const small = ctx.scale.bulkLeadCount;
    const large = small * 10;
    const sizes: LoadedSize[] = [];
    try {
      // Both databases at once: each figure is timed call by call on the one and the other in turn
      // (pairedSqlTimes), in rounds, so that both sizes see the same machine.
      for (const leads of [small, large]) sizes.push(await loadSize(ctx, leads));
      const [base, big] = sizes as [LoadedSize, LoadedSize];
      const sampling = ctx.scale.quick
        ? { samples: QUICK_SAMPLES, warmups: QUICK_WARMUPS }
        : { samples: SAMPLES, warmups: WARMUPS };
      const bigFigures = figuresOf(big);
      const pairs = figuresOf(base).map((figure, i) => ({ figure, bigCall: bigFigures[i]!.call }));
      const timed = pairs.map(() => ({ base: [] as number[], big: [] as number[], rounds: [] as number[] }));
      const loads: string[] = [];
      for (let round = 0; round < ctx.scale.rounds; round++) {
        console.info(`Scale: round ${round + 1} of ${ctx.scale.rounds}`);
        for (const [i, { figure, bigCall }] of pairs.entries()) {
          const times = await pairedSqlTimes(
            { db: base.target.handle.db, kind: 'postgres', call: figure.call },
            { db: big.target.handle.db, kind: 'postgres', call: bigCall },
            sampling,
          );
          timed[i]!.base.push(...times.a);
          timed[i]!.big.push(...times.b);
          timed[i]!.rounds.push(median(times.b) / median(times.a));
        }
        loads.push(loadAverage());
      }
      const figures: Figure[] = pairs.map(({ figure }, i) => {
        const { base: baseTimes, big: bigTimes, rounds } = timed[i]!;
        const baseMs = median(baseTimes);
        const bigMs = median(bigTimes);
        const ratio = bigMs / baseMs;
        return {
          suite: SUITE,
          name: `${figure.name}: ${count(large)} vs ${count(small)} leads`,
          goal: `≤ ${GOAL_RATIO}×`,
          measured: `${ratio.toFixed(2)}× (${bigMs.toFixed(3)} ms vs ${baseMs.toFixed(3)} ms, medians of ${bigTimes.length} calls each, in turn; per round ${rounds.map((r) => `${r.toFixed(2)}×`).join(', ')})`,
          passed: ratio <= GOAL_RATIO,
          note: 'SQL time (EXPLAIN ANALYZE: planning and execution) of the statements one warmed-up call sends',
        };
      });
      ctx.addDetails(
        'Scale: the two databases',
        [
          ...sizes.map(
            (size) => `- ${count(size.leads)} bulk leads: loaded in ${size.loadSeconds.toFixed(0)} s`,
          ),
          `- Rounds measured at load ${loads.join(', ')}`,
        ].join('\n'),
      );
      return figures;
    } finally {
      for (const size of sizes) await size.target.close();
    }
  },
};
