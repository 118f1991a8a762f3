import { sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { countyOfZip } from '../../lib/zip-counties.js';
import { availableLeadConditions } from './marketplace-scope.js';

/** ZIPs per statement: one UPDATE … FROM (VALUES …) each. */
const BATCH = 500;

/**
 * Gives every lead without a county the county of its ZIP (decision 021): the rows written before
 * migration 0016, and any written without one (a script, a bulk load). Run at start-up, under the
 * migration lock; reads the partial index of the rows still missing, so it costs nothing once done.
 * A ZIP whose county cannot be known (a state the atlas lacks) stays null and is asked again at
 * the next start. Returns how many leads it filled.
 */
export async function fillMissingCounties(db: DbOrTx): Promise<number> {
  const missing = await rowsOf<{ zip: string; state: string; lat: number; lng: number }>(
    db,
    sql`select distinct on (zip, state) zip, state, lat, lng from leads where county is null`,
  );
  const found = missing.flatMap(({ zip, state, lat, lng }) => {
    const county = countyOfZip(zip, state, { lat, lng });
    return county ? [{ zip, state, county }] : [];
  });
  let filled = 0;
  for (let i = 0; i < found.length; i += BATCH) {
    const values = found
      .slice(i, i + BATCH)
      .map(({ zip, state, county }) => sql`(${zip}, ${state}, ${county})`);
    const updated = await rowsOf<{ id: string }>(
      db,
      sql`update leads set county = v.county from (values ${sql.join(values, sql`, `)}) as v(zip, state, county)
        where leads.county is null and leads.zip = v.zip and leads.state = v.state returning leads.id`,
    );
    filled += updated.length;
  }
  return filled;
}

/** The counties of a state with leads for sale now, by name, with how many (the county filter's choices). */
export async function listMarketplaceCounties(db: DbOrTx, state: string, now: Date) {
  return rowsOf<{ county: string; count: number }>(
    db,
    sql`select county, count(*)::int as count from leads
      where ${availableLeadConditions(now)} and state = ${state} and county is not null
      group by county order by county`,
  );
}
