import { openDatabase, type DatabaseHandle } from '../../apps/api/src/db/client.js';
import type { Figure, Suite, SuiteContext } from '../lib/suite.js';
import { measureQueries, type MeasureOptions, type QueryFigure } from './queries.js';

/** A quick run times fewer calls and gives the pull-API member fewer purchases. */
const QUICK_OPTIONS: Partial<MeasureOptions> = { runs: 10, warmups: 3, pullPurchases: 10_000 };

async function measureOn(handle: DatabaseHandle, kind: 'postgres' | 'pglite', ctx: SuiteContext) {
  try {
    return await measureQueries((sql) => handle.executeSql(sql), {
      db: handle.db,
      kind,
      ...(ctx.scale.quick ? QUICK_OPTIONS : {}),
    });
  } finally {
    await handle.close();
  }
}

function toFigure(kind: 'postgres' | 'pglite', figure: QueryFigure, postgres?: QueryFigure): Figure {
  const ratio = postgres ? ` (${(figure.medianMs / postgres.medianMs).toFixed(2)}× PostgreSQL)` : '';
  return {
    suite: 'queries',
    name: `${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${figure.name}`,
    goal: figure.goal,
    measured: `${figure.medianMs.toFixed(3)} ms${ratio}`,
    passed: figure.passed,
    ...(figure.note ? { note: figure.note } : {}),
  };
}

/**
 * The query-level figures of bench/suites/queries.ts (the lead list's access paths), on the same
 * bulk data as the HTTP suites: PostgreSQL, then PGlite with its ratio to PostgreSQL. Runs after the
 * purchase suite, because it gives a member of its own many purchases of the bulk leads.
 */
export const queriesSuite: Suite = {
  name: 'queries',
  async run(ctx) {
    const db = await ctx.postgres();
    const postgres = await measureOn(
      await openDatabase({ databaseUrl: db.url, dataDir: '', poolSize: 4 }),
      'postgres',
      ctx,
    );
    const pglite = await measureOn(await openDatabase({ dataDir: await ctx.pgliteFolder() }), 'pglite', ctx);
    return [
      ...postgres.map((f) => toFigure('postgres', f)),
      ...pglite.map((f) =>
        toFigure(
          'pglite',
          f,
          postgres.find((p) => p.name === f.name),
        ),
      ),
    ];
  },
};
