import { sql, type Column, type SQL } from 'drizzle-orm';

/** One element of a PostgreSQL array literal: quoted, with its backslashes and quotes escaped. */
const quoted = (value: string) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/** The element types a list is sent as: the column's own, so that its index serves the match. */
const ARRAY_TYPES = { text: sql.raw('text[]'), uuid: sql.raw('uuid[]') } as const;

/** A list of texts as one `text[]` parameter. */
export const textArrayOf = (values: readonly string[]): SQL =>
  sql`${`{${values.map(quoted).join(',')}}`}::text[]`;

/**
 * `column = any($1::text[])`: a list of values as one parameter. `inArray` sends one parameter per
 * value, so a check of an import's 500 phones was 500 parameters for drizzle to build, the driver to
 * serialise and PostgreSQL to plan, twice a chunk (issue 24.4). Matches nothing when `values` is
 * empty, as `inArray` does. A uuid column takes `'uuid'` (a value that is not one is refused by
 * PostgreSQL, as it would be by `inArray`).
 */
export function isAnyOf(
  column: Column,
  values: readonly string[],
  type: keyof typeof ARRAY_TYPES = 'text',
): SQL {
  return sql`${column} = any(${`{${values.map(quoted).join(',')}}`}::${ARRAY_TYPES[type]})`;
}
