import { getTableColumns, type Column } from 'drizzle-orm';
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

/** A row's given fields as JSON under their column names: JSON columns as they are, others in driver form. */
export function recordText(row: object, columnOf: (key: string) => Column): string {
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value === undefined || value === null) continue;
    const column = columnOf(key);
    // JSON columns take the value itself; every other column its driver form (a date's ISO text).
    record[column.name] = column.dataType === 'json' ? value : column.mapToDriverValue(value as never);
  }
  return JSON.stringify(record);
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
  return (row) => {
    for (const key of withDefaults)
      if ((row as Record<string, unknown>)[key] === undefined)
        throw new Error(`jsonRecordWriter: ${key} has a default and this row leaves it out`);
    return recordText(row, columnOfAllowed);
  };
}
