import { sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type DbOrTx } from './client.js';
import { columnsOf, recordTextOf } from './json-records.js';

export { jsonRecordWriter } from './json-records.js';

type Key<T extends PgTable> = keyof T['$inferInsert'] & string;
type Computed<T extends PgTable> = Partial<Record<Key<T>, (field: (key: Key<T>) => SQL) => SQL>>;

/**
 * Inserts JSON records (jsonRecordWriter) as one parameter, `insert … select … from
 * json_populate_recordset`: each listed column from the record's field of that name (null where
 * the record has none), each `computed` column from an SQL expression of the record's fields
 * (`field('phoneKey')`), or of nothing (a constant, a sub-select). PostgreSQL converts each field to
 * its column's type as it would a bound parameter. `where`, an SQL condition on the record's fields,
 * leaves out the records it does not hold for. Returns the new rows' ids.
 */
export async function insertJsonRecords<T extends PgTable>(
  db: DbOrTx,
  table: T,
  columns: readonly Key<T>[],
  records: readonly string[],
  options: { computed?: Computed<T>; where?: (field: (key: Key<T>) => SQL) => SQL } = {},
): Promise<{ id: string }[]> {
  if (records.length === 0) return [];
  const columnOf = columnsOf(table, 'insertJsonRecords');
  const computed = Object.entries(options.computed ?? {}) as [Key<T>, (field: (key: Key<T>) => SQL) => SQL][];
  const given = columns.filter((key) => !options.computed?.[key]);
  const field = (key: Key<T>) => sql`r.${sql.identifier(columnOf(key).name)}`;
  const names = sql.join(
    [...given, ...computed.map(([key]) => key)].map((key) => sql.identifier(columnOf(key).name)),
    sql`, `,
  );
  const values = sql.join(
    [...given.map((key) => field(key)), ...computed.map(([, expression]) => expression(field))],
    sql`, `,
  );
  return rowsOf<{ id: string }>(
    db,
    sql`insert into ${table} (${names})
        select ${values} from json_populate_recordset(null::${table}, ${`[${records.join(',')}]`}::json) as r
        ${options.where ? sql`where ${options.where(field)}` : sql``}
        returning id`,
  );
}

/**
 * Inserts many rows as one JSON parameter (insertJsonRecords) instead of one bound parameter per
 * row and column: 500 leads of 40 columns are 20,000 parameters that drizzle builds and the driver
 * serialises one by one, against one string here (issue 24.4: a chunk of an import's insert went
 * from about 115 ms to about 33 ms).
 *
 * The columns are those the rows give a value (undefined is no value, as in drizzle's insert). A
 * column that some rows leave out is null in those rows, so it must have no default: the insert
 * refuses such rows rather than write null where drizzle would have written the default.
 * `computed` sets columns from an SQL expression of the row's fields (`field('phoneKey')`), which
 * saves an update after the insert. Returns the new rows' ids.
 */
export async function insertRowsAsJson<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: { computed?: Computed<T> } = {},
): Promise<{ id: string }[]> {
  if (rows.length === 0) return [];
  const columnOf = columnsOf(table, 'insertRowsAsJson');
  const given = new Map<string, Column>();
  for (const row of rows)
    for (const [key, value] of Object.entries(row)) {
      if (value === undefined || given.has(key) || options.computed?.[key as Key<T>]) continue;
      given.set(key, columnOf(key));
    }
  for (const [key, column] of given) {
    if (!column.hasDefault) continue;
    if (rows.some((row) => (row as Record<string, unknown>)[key] === undefined))
      throw new Error(`insertRowsAsJson: ${key} has a default and some rows leave it out`);
  }
  const recordText = recordTextOf(columnOf);
  const records = rows.map(recordText);
  return insertJsonRecords(db, table, [...given.keys()] as Key<T>[], records, options);
}
