import { LIMITS, formatListCursor } from '@app/shared';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../db/client.js';

/**
 * A row's place in a list's order, exactly as the database holds it: the timestamp in microseconds
 * since the epoch (a JavaScript Date would drop the last three digits), then the id.
 */
export interface ListKey {
  micros: string;
  id: string;
}

/**
 * Page N of a list without OFFSET scans (docs/decisions/010): the key of every ANCHOR_STRIDE-th
 * row, so that page N starts from the nearest key at or before its first row and skips fewer than
 * ANCHOR_STRIDE rows. At the default page size every page starts exactly on a key.
 */
export const ANCHOR_STRIDE = LIMITS.pageSizeDefault;

export interface PageIndex {
  /** keys[k] is the key of the row at position k × ANCHOR_STRIDE (0-based). */
  keys: ListKey[];
  total: number;
  /** The key of the last row: where a list that only grows at its end continues. */
  lastKey: ListKey | null;
  /** What the list's change counter read just before the index was built. */
  version: string;
  builtAt: number;
  /** The first moment a row of the index could have expired (ms since the epoch; Infinity: never). */
  exactUntil: number;
}

export interface IndexedRow extends ListKey {
  position: number;
  isLast: boolean;
}

/** A page index from the rows of a build query: every ANCHOR_STRIDE-th row, plus the last one. */
export function pageIndexOf(
  rows: IndexedRow[],
  meta: Pick<PageIndex, 'version' | 'builtAt' | 'exactUntil'>,
): PageIndex {
  const keys: ListKey[] = [];
  let last: IndexedRow | undefined;
  for (const row of rows) {
    if (row.position % ANCHOR_STRIDE === 0) keys.push({ micros: row.micros, id: row.id });
    if (row.isLast) last = row;
  }
  return {
    ...meta,
    keys,
    total: last ? last.position + 1 : 0,
    lastKey: last ? { micros: last.micros, id: last.id } : null,
  };
}

/** Where the row at `position` is found: from which key, skipping how many rows. Null past the end. */
export function startOf(index: PageIndex, position: number): { key: ListKey; skip: number } | null {
  const anchor = Math.floor(position / ANCHOR_STRIDE);
  const key = index.keys[anchor];
  return key ? { key, skip: position - anchor * ANCHOR_STRIDE } : null;
}

/** A list as SQL: its rows (FROM and WHERE) and its order (a timestamp, then an id). */
export interface OrderedList {
  from: SQL;
  where: SQL;
  at: SQL;
  id: SQL;
  descending: boolean;
}

/** A timestamp as whole microseconds since the epoch, exact (extract gives a numeric). */
export const microsOf = (at: SQL) => sql<string>`(extract(epoch from ${at}) * 1000000)::bigint::text`;

const TIMESTAMP_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?([+-]\d{2})(?::(\d{2}))?$/;

/**
 * The same microseconds from a timestamptz as both drivers hand it over (PostgreSQL's ISO text),
 * for the one row a cursor needs: cheaper than numeric arithmetic in SQL on every row of a page.
 */
export function microsOfTimestamp(text: string): string {
  const match = TIMESTAMP_TEXT.exec(text);
  if (!match) throw new Error(`Not a PostgreSQL ISO timestamp: ${text}`);
  const [, date, time, fraction = '', offsetHours, offsetMinutes = '00'] = match;
  const milliseconds = Date.parse(`${date}T${time}${offsetHours}:${offsetMinutes}`);
  return String(BigInt(milliseconds) * 1000n + BigInt(fraction.padEnd(6, '0')));
}

/** The rows at or after a key in the list's order (`inclusive`), or strictly after it. */
export function fromKey(list: OrderedList, key: ListKey, inclusive: boolean): SQL {
  return compareToKey(list, key, `${list.descending ? '<' : '>'}${inclusive ? '=' : ''}`);
}

/** The rows before a key in the list's order. */
export function beforeKey(list: OrderedList, key: ListKey): SQL {
  return compareToKey(list, key, list.descending ? '>' : '<');
}

function compareToKey(list: OrderedList, key: ListKey, operator: string): SQL {
  const at = sql`timestamptz 'epoch' + ${key.micros}::bigint * interval '1 microsecond'`;
  // A row comparison: one index range condition on (at, id), in either direction of the index.
  return sql`(${list.at}, ${list.id}) ${sql.raw(operator)} (${at}, ${key.id}::uuid)`;
}

export const orderOf = (list: OrderedList) =>
  list.descending ? sql`${list.at} desc, ${list.id} desc` : sql`${list.at}, ${list.id}`;

/**
 * Every ANCHOR_STRIDE-th key of the list and its last one, in one pass over the list's index
 * (lead() looks one row ahead, so nothing is held in memory as count(*) over () would).
 */
export async function readIndexRows(db: DbOrTx, list: OrderedList): Promise<IndexedRow[]> {
  const rows = await rowsOf<{ micros: string; id: string; position: number; is_last: boolean }>(
    db,
    sql`select ${microsOf(sql`at`)} as micros, id, position, is_last from (
      select ${list.at} as at, ${list.id} as id,
        (row_number() over w - 1)::int as position, lead(${list.id}) over w is null as is_last
      from ${list.from} where ${list.where}
      window w as (order by ${orderOf(list)})
    ) ranked
    where position % ${ANCHOR_STRIDE} = 0 or is_last
    order by position`,
  );
  return rows.map((row) => ({ micros: row.micros, id: row.id, position: row.position, isLast: row.is_last }));
}

/** The keys of the rows after `key`, in order, at most `max`. */
export async function readKeysAfter(db: DbOrTx, list: OrderedList, key: ListKey, max: number) {
  return rowsOf<ListKey>(
    db,
    sql`select ${microsOf(list.at)} as micros, ${list.id} as id from ${list.from}
      where ${list.where} and ${fromKey(list, key, false)} order by ${orderOf(list)} limit ${max}`,
  );
}

/** How many rows the list has, counting no further than `cap + 1`. */
export async function countUpTo(db: DbOrTx, list: OrderedList, cap: number, extra?: SQL): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from (
      select 1 from ${list.from} where ${list.where} ${extra ? sql`and ${extra}` : sql``} limit ${cap + 1}
    ) capped`,
  );
  return row?.count ?? 0;
}

/** Counting stops here (about 0.2 ms); past it pageCount comes from a page index or an estimate. */
export const COUNT_CAP = 1000;

/** Where a page starts: after or at a key (null: the top of the list), skipping some rows. */
export interface PageStart {
  key: ListKey | null;
  inclusive: boolean;
  skip: number;
}

export interface CursorPage<T> {
  items: T[];
  currentPage: number;
  pageCount: number;
  nextCursor?: string;
}

/** The page's envelope, from its rows' keys (one more than a page): they settle the last page and whether a next one exists. */
export function pageOf<T>(
  items: T[],
  keys: { at: string; id: string }[],
  page: { limit: number; currentPage: number; total: number },
): CursorPage<T> {
  const hasNext = keys.length > page.limit;
  const last = keys[page.limit - 1];
  let pageCount = Math.ceil(page.total / page.limit);
  if (hasNext) pageCount = Math.max(pageCount, page.currentPage + 1);
  else if (items.length > 0) pageCount = page.currentPage;
  if (!hasNext || !last) return { items, currentPage: page.currentPage, pageCount };
  const cursor = { page: page.currentPage + 1, micros: microsOfTimestamp(last.at), id: last.id };
  return { items, currentPage: page.currentPage, pageCount, nextCursor: formatListCursor(cursor) };
}

/** The pagination of docs/product.md §3, plus where the next page starts (absent on the last page). */
export const cursorPaginationOf = ({ currentPage, pageCount, nextCursor }: CursorPage<unknown>) => ({
  currentPage,
  pageCount,
  ...(nextCursor ? { nextCursor } : {}),
});
