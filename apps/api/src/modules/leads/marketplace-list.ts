import { LIMITS, type MarketplaceLead } from '@app/shared';
import { AppError } from '../../lib/errors.js';
import { sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { leads } from '../../db/schema/index.js';
import {
  COUNT_CAP,
  beforeKey,
  countUpTo,
  pageIndexOf,
  pageOf,
  readIndexRows,
  startOf,
  type CursorPage,
  type PageIndex,
  type PageStart,
} from '../../lib/keyset-paging.js';
import { LIST_VERSION, leadOf, readPage, type PageRead } from './marketplace-rows.js';
import { marketplaceScope, type MarketplaceQuery, type MarketplaceScope } from './marketplace-scope.js';
import type { IndexedLists } from '../../lib/page-index-cache.js';

/** Pages within this many rows of the top are read with a plain OFFSET: cheaper than any index. */
const DIRECT_ROWS = 500;
/**
 * Once leads have been sold or published, a page index stays in use with newly published leads
 * counted and skipped (a sold-out lead just leaves its page one row short); past this age a new
 * one is built in the background meanwhile, so a busy marketplace rebuilds at most once a minute.
 */
const INDEX_REUSE_MS = 60_000;
/** Past this age an index is not used at all: the request waits for a new one. */
const INDEX_TRUST_MS = 10 * 60_000;

interface ReadOptions {
  take: number;
  now: Date;
  viewerUserId: string | null;
}

const ageOf = (index: PageIndex, now: Date) => now.getTime() - index.builtAt;
const isTrusted = (index: PageIndex, now: Date) =>
  ageOf(index, now) >= 0 && ageOf(index, now) < INDEX_TRUST_MS;

/** An index is exact while nothing changed the table and no lead it holds has expired. */
const isExact = (index: PageIndex, version: string, now: Date) =>
  index.version === version && isTrusted(index, now) && now.getTime() < index.exactUntil;

async function buildPageIndex(db: DbOrTx, scope: MarketplaceScope, now: Date): Promise<PageIndex> {
  // Read before the rows, so that a change committed in between makes the index look older, not newer.
  const [meta] = await rowsOf<{ version: string; next_expiry: number | null }>(
    db,
    sql`select ${LIST_VERSION} as version,
      (select (extract(epoch from min(${leads.expiresAt})) * 1000)::float8 from leads
        where ${leads.status} = 'published' and ${leads.expiresAt} > ${now.toISOString()}::timestamptz) as next_expiry`,
  );
  const rows = await readIndexRows(db, scope);
  return pageIndexOf(rows, {
    version: meta!.version,
    builtAt: now.getTime(),
    exactUntil: meta!.next_expiry ?? Infinity,
  });
}

/** Builds a list's index again while requests go on with the old one. */
function rebuildInBackground(lists: IndexedLists, scope: MarketplaceScope, now: Date) {
  // A failed build (the database closing under it, say) is dropped: the next deep page tries again.
  lists.pageIndexes.build(scope.signature, () => buildPageIndex(lists.db, scope, now)).catch(() => undefined);
}

/** Where the row at `position` starts in an index, `shift` leads having been published above it since. */
function startIn(index: PageIndex, position: number, shift: number): PageStart | null {
  if (position < shift) return { key: null, inclusive: false, skip: position };
  const found = startOf(index, position - shift);
  return found ? { key: found.key, inclusive: true, skip: found.skip } : null;
}

/**
 * A page deep in the list, through its page index. A cached index is tried at once and its version
 * checked in the same round trip; a changed one is shifted by the leads published above it since;
 * with no usable index the request waits for one (built once, however many requests wait).
 */
async function readDeepPage(
  lists: IndexedLists,
  scope: MarketplaceScope,
  position: number,
  options: ReadOptions,
) {
  const cache = lists.pageIndexes;
  const read = (index: PageIndex, shift: number) =>
    readPage(lists.db, scope, startIn(index, position, shift), options.take, {
      ...options,
      withCount: false,
    });
  const cached = cache.get(scope.signature);
  if (cached && isTrusted(cached, options.now)) {
    const page = await read(cached, 0);
    if (isExact(cached, page.version, options.now)) return { page, total: cached.total, isEstimated: false };
    const top = cached.keys[0];
    const shift = await countUpTo(lists.db, scope, COUNT_CAP, top ? beforeKey(scope, top) : undefined);
    if (shift <= COUNT_CAP) {
      if (ageOf(cached, options.now) >= INDEX_REUSE_MS) rebuildInBackground(lists, scope, options.now);
      return {
        page: shift === 0 ? page : await read(cached, shift),
        total: cached.total + shift,
        isEstimated: true,
      };
    }
  }
  const index = await cache.build(scope.signature, () => buildPageIndex(lists.db, scope, options.now));
  return { page: await read(index, 0), total: index.total, isEstimated: false };
}

/** The planner's row estimate for the list, from the statistics that ANALYZE keeps (for a minute). */
async function estimateRows(lists: IndexedLists, scope: MarketplaceScope, now: Date): Promise<number> {
  const cache = lists.pageIndexes;
  const kept = cache.estimate(scope.signature, now.getTime());
  if (kept !== undefined) return kept;
  const [row] = await rowsOf<Record<string, unknown>>(
    lists.db,
    sql`explain (format json) select 1 from leads where ${scope.estimate.where}`,
  );
  const raw = row ? Object.values(row)[0] : null;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as
    [{ Plan: { 'Plan Rows': number } }] | null;
  const rows = Math.round((plan?.[0].Plan['Plan Rows'] ?? 0) * scope.estimate.share);
  cache.storeEstimate(scope.signature, rows, now.getTime());
  return rows;
}

/**
 * A list the planner put at this many leads or more in the last minute is not counted at all:
 * its pageCount is an estimate or a page index's total either way, and counting even to COUNT_CAP
 * is most of page 1's database time.
 */
const LARGE_LIST_ROWS = 50_000;

const isKnownLarge = (lists: IndexedLists, scope: MarketplaceScope, now: Date) =>
  (lists.pageIndexes.estimate(scope.signature, now.getTime()) ?? 0) >= LARGE_LIST_ROWS;

/**
 * How many leads the list holds, without counting them all (the "no exact count(*) on the
 * hot path"): exact up to COUNT_CAP, then from a page index, else the planner's estimate.
 */
async function totalOf(
  lists: IndexedLists,
  scope: MarketplaceScope,
  read: PageRead,
  now: Date,
): Promise<Total> {
  if (read.counted !== null && read.counted <= COUNT_CAP) return { total: read.counted, isEstimated: false };
  const cached = lists.pageIndexes.get(scope.signature);
  if (cached && (ageOf(cached, now) < INDEX_REUSE_MS || isExact(cached, read.version, now)))
    return { total: cached.total, isEstimated: !isExact(cached, read.version, now) };
  // An estimate never says fewer than were counted, so "Next" stays open up to the first deep
  // page, whose page index then gives the exact figure.
  return { total: Math.max(COUNT_CAP + 1, await estimateRows(lists, scope, now)), isEstimated: true };
}

interface Total {
  total: number;
  /** Not counted: a page index that may have changed since, or the planner's estimate. */
  isEstimated: boolean;
}

/** Reads a page from `start` with the figures pageCount needs, and works pageCount out. */
async function readCountedPage(
  lists: IndexedLists,
  scope: MarketplaceScope,
  start: PageStart | null,
  options: ReadOptions,
): Promise<{ page: PageRead } & Total> {
  const withCount = !isKnownLarge(lists, scope, options.now);
  const page = await readPage(lists.db, scope, start, options.take, { ...options, withCount });
  return { page, ...(await totalOf(lists, scope, page, options.now)) };
}

/** The figure behind the marketplace's pageCount, for any filters. */
export async function countMarketplaceLeads(lists: IndexedLists, query: MarketplaceQuery, now: Date) {
  const scope = marketplaceScope(query, now);
  return (await readCountedPage(lists, scope, null, { take: 0, now, viewerUserId: null })).total;
}

/**
 * How deep a list sorted by price or distance may be paged: it is sorted and read with OFFSET,
 * which is meant for a territory, not for walking the whole country (decision 021).
 */
export const SORTED_LIST_MAX_ROWS = 10_000;

export interface MarketplacePage extends CursorPage<MarketplaceLead> {
  total: number;
  isTotalEstimated: boolean;
  centre: { lat: number; lng: number } | null;
}

/**
 * The public marketplace list (docs/product.md §7), newest first: page N through a page index rather
 * than an OFFSET scan, or the page after a cursor; pageCount without an exact count over all leads.
 * Page 1 is one round trip: its rows, the list's version and (unless the list is known to be
 * large) its capped count together.
 */
export async function listMarketplaceLeads(
  lists: IndexedLists,
  query: MarketplaceQuery,
  options: { now: Date; viewerUserId: string | null },
): Promise<MarketplacePage> {
  const limit = query.limit ?? LIMITS.pageSizeDefault;
  const currentPage = query.cursor?.page ?? query.page ?? 1;
  const position = (currentPage - 1) * limit;
  const scope = marketplaceScope(query, options.now);
  if (scope.sortOrder && position + limit > SORTED_LIST_MAX_ROWS) {
    const message = `a list sorted by price or distance shows its first ${SORTED_LIST_MAX_ROWS.toLocaleString('en-US')} leads: narrow the search, or sort by newest`;
    throw new AppError('VALIDATION', message, { errors: [{ path: 'query.page', message }] });
  }
  // One row more than the page tells whether a next page exists.
  const read = { ...options, take: limit + 1 };
  const start = query.cursor
    ? { key: query.cursor, inclusive: false, skip: 0 }
    : { key: null, inclusive: false, skip: position };
  const { page, total, isEstimated } =
    !query.cursor && !scope.sortOrder && position + read.take > DIRECT_ROWS
      ? await readDeepPage(lists, scope, position, read)
      : await readCountedPage(lists, scope, start, read);
  const keys = page.rows.map((row) => ({ at: row.published_at, id: row.id }));
  const items = page.rows.slice(0, limit).map(leadOf);
  const paged = pageOf(items, keys, { limit, currentPage, total });
  // A sorted list has no cursor: its key is not the newest-first key that cursors carry.
  if (scope.sortOrder) delete paged.nextCursor;
  // The last page settles the figure: everything before it, and what it holds.
  const isLast = keys.length <= limit && items.length > 0;
  const centre = scope.centre;
  if (isLast) return { ...paged, total: position + items.length, isTotalEstimated: false, centre };
  const atLeast = keys.length > limit ? position + keys.length : total;
  return { ...paged, total: Math.max(total, atLeast), isTotalEstimated: isEstimated, centre };
}
