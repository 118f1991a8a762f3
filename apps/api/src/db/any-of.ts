import { sql, type Column, type SQL } from 'drizzle-orm';

/** One element of a PostgreSQL array literal: quoted, with its backslashes and quotes escaped. */
const quoted = (value: string) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/**
 * `column = any($1::text[])`: a list of values as one parameter. `inArray` sends one parameter per
 * value, so a check of an import's 500 phones was 500 parameters for drizzle to build, the driver to
 * serialise and PostgreSQL to plan, twice a chunk (issue 24.4). Matches nothing when `values` is
 * empty, as `inArray` does.
 */
export function isAnyOf(column: Column, values: readonly string[]): SQL {
  return sql`${column} = any(${`{${values.map(quoted).join(',')}}`}::text[])`;
}
