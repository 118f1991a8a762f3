import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Where the public sees a lead that nobody has bought from them: its position rounded to two
 * decimal places of a degree, about 1.1 km (docs/product.md §13). One definition, in SQL, serves
 * the coordinates the list shows and the distances radius searches compare, so they can never
 * disagree (JavaScript's rounding of a double and PostgreSQL's of a numeric differ at halves).
 */
export const COARSE_DECIMALS = 2;

export const coarse = (column: AnyColumn | SQL): SQL<number> =>
  sql<number>`round((${column})::numeric, ${sql.raw(String(COARSE_DECIMALS))})::float8`;

/**
 * The most rounding can move a lead: half a step of latitude and of longitude, diagonally
 * (0.005° of latitude is 556 m, and a degree of longitude is never longer than one of latitude).
 */
export const COARSE_SHIFT_KM = 0.8;

const STEP = 10 ** COARSE_DECIMALS;

/**
 * A search centre snapped to the same grid: centres a few metres apart give the same answer, so
 * moving the circle by small steps tells an attacker nothing finer than the grid (issue 15.1).
 */
export function quantiseCentre(lat: number, lng: number) {
  return { lat: Math.round(lat * STEP) / STEP, lng: Math.round(lng * STEP) / STEP };
}
