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

/** How one field goes into a record: its column's name as JSON, and the value as it is or in driver form. */
interface FieldWriter {
  /** `"name":`, the field's start in the record's text. */
  prefix: string;
  toDriver: ((value: unknown) => unknown) | null;
}

/** The base column's conversion, which returns the value as it is (text, numbers, booleans). */
const asItIs = Column.prototype.mapToDriverValue;

/**
 * A function that writes a row's given fields as JSON under their column names: JSON columns as
 * they are, others in driver form (a date's ISO text). Each key's column and conversion are looked
 * up once, not per row, and the base column's conversion (which returns the value as it is) is not
 * called: an imported lead's record, 34 fields, took 5.2 µs and takes 2.4 µs (200,000 records,
 * one process; issue 24.4). The text is written as the fields go, without an object of the
 * record's own, and rows whose keys come in the order of the row before (an import's rows all do)
 * take that row's writers by position, without a look-up per field.
 */
export function recordTextOf(columnOf: (key: string) => Column): (row: object) => string {
  const writers = new Map<string, FieldWriter>();
  const writerOf = (key: string): FieldWriter => {
    let writer = writers.get(key);
    if (!writer) {
      const column = columnOf(key);
      const convert = column.mapToDriverValue;
      writer = {
        prefix: `${JSON.stringify(column.name)}:`,
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
  // The keys of the row before, in order, and their writers: lastWriters[i] is writerOf(lastKeys[i]).
  const lastKeys: string[] = [];
  const lastWriters: FieldWriter[] = [];
  return (row) => {
    // Joined once at the end: text added to field by field is a string of 70 pieces until it is
    // read, and a chunk of them alive at each collection was most of what the collector copied in
    // a check thread (issue 24.4).
    const parts: string[] = [];
    let position = 0;
    for (const key in row) {
      let writer = lastKeys[position] === key ? lastWriters[position] : undefined;
      if (!writer) {
        writer = writerOf(key);
        lastKeys[position] = key;
        lastWriters[position] = writer;
      }
      position++;
      const value = (row as Record<string, unknown>)[key];
      if (value === undefined || value === null) continue;
      // As JSON.stringify of the record would: a field whose value has no JSON form is left out.
      const json = JSON.stringify(writer.toDriver ? writer.toDriver(value) : value) as string | undefined;
      if (json === undefined) continue;
      parts.push((parts.length === 0 ? '{' : ',') + writer.prefix + json);
    }
    if (parts.length === 0) return '{}';
    parts.push('}');
    return parts.join('');
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
