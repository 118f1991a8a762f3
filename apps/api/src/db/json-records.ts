import { Column, getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/*
 * Rows as the JSON records `insertJsonRecords` (insert-as-json.ts) reads. Pure, and without the
 * database client, so that a worker thread loads only this (an import's rows are written where they
 * are checked, issue 24.4).
 */

type Key<T extends PgTable> = keyof T['$inferInsert'] & string;

export const columnsOf = (table: PgTable, caller: string) => {
  const columns = getTableColumns(table) as Record<string, Column>;
  return (key: string) => {
    const column = columns[key];
    if (!column) throw new Error(`${caller}: ${key} is not a column of this table`);
    return column;
  };
};

/** How one field goes into a record: under its column's name, as it is or in driver form. */
interface FieldWriter {
  name: string;
  toDriver: ((value: unknown) => unknown) | null;
}

/** The base column's conversion, which returns the value as it is (text, numbers, booleans). */
const asItIs = Column.prototype.mapToDriverValue;

/**
 * A function that writes a row's given fields as JSON under their column names: JSON columns as
 * they are, others in driver form (a date's ISO text). Each key's column and conversion are looked
 * up once, not per row, and the base column's conversion (which returns the value as it is) is not
 * called: an imported lead's record, 34 fields, took 5.2 µs and takes 2.4 µs (200,000 records,
 * one process; issue 24.4).
 */
export function recordTextOf(columnOf: (key: string) => Column): (row: object) => string {
  const writers = new Map<string, FieldWriter>();
  const writerOf = (key: string): FieldWriter => {
    let writer = writers.get(key);
    if (!writer) {
      const column = columnOf(key);
      const convert = column.mapToDriverValue;
      writer = {
        name: column.name,
        // JSON columns take the value itself; every other column its driver form.
        toDriver:
          column.dataType === 'json' || convert === asItIs
            ? null
            : (value) => column.mapToDriverValue(value as never),
      };
      writers.set(key, writer);
    }
    return writer;
  };
  return (row) => {
    const record: Record<string, unknown> = {};
    for (const key in row) {
      const value = (row as Record<string, unknown>)[key];
      if (value === undefined || value === null) continue;
      const { name, toDriver } = writerOf(key);
      record[name] = toDriver ? toDriver(value) : value;
    }
    return JSON.stringify(record);
  };
}

/**
 * Writes rows of `table` as the JSON records `insertJsonRecords` takes, for the given `columns`
 * only: pure, so a worker thread can write them while the request's thread does other work (an
 * import's rows are written where they are checked, issue 24.4). A field outside `columns` is a
 * mistake and throws, as does a row that leaves out a column with a default (json_populate_recordset
 * would write null there, where drizzle writes the default).
 */
export function jsonRecordWriter<T extends PgTable>(
  table: T,
  columns: readonly Key<T>[],
): (row: T['$inferInsert']) => string {
  const columnOf = columnsOf(table, 'jsonRecordWriter');
  const allowed = new Set<string>(columns);
  const withDefaults = columns.filter((key) => columnOf(key).hasDefault);
  const columnOfAllowed = (key: string) => {
    if (!allowed.has(key)) throw new Error(`jsonRecordWriter: ${key} is not one of the columns written`);
    return columnOf(key);
  };
  const recordText = recordTextOf(columnOfAllowed);
  return (row) => {
    for (const key of withDefaults)
      if ((row as Record<string, unknown>)[key] === undefined)
        throw new Error(`jsonRecordWriter: ${key} has a default and this row leaves it out`);
    return recordText(row);
  };
}
