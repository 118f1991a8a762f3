import { LIMITS, type PulledLead, type purchasedLeadsQuerySchema } from '@app/shared';
import { and, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { leadPurchases, leads } from '../../db/schema/index.js';
import {
  ANCHOR_STRIDE,
  COUNT_CAP,
  fromKey,
  orderOf,
  pageIndexOf,
  pageOf,
  readIndexRows,
  readKeysAfter,
  startOf,
  type CursorPage,
  type ListKey,
  type OrderedList,
  type PageIndex,
  type PageStart,
} from '../../lib/keyset-paging.js';
import type { IndexedLists } from '../../lib/page-index-cache.js';
import { toPurchasedLead } from '../leads/index.js';

type PurchasedQuery = z.output<typeof purchasedLeadsQuerySchema>;

/** Pages within this many rows of the first purchase are read with a plain OFFSET. */
const DIRECT_ROWS = 500;
/** More new purchases than this since the index was built: build it again rather than extend it. */
const MAX_APPENDED = 10_000;
/**
 * Rebuilt from scratch this often all the same: the list only grows at its end (purchase time,
 * then id, with every purchase stamped at its own time), so an index is extended in between; a
 * purchase committed out of time order or an edited lead state is picked up at the next rebuild.
 */
const INDEX_REBUILD_MS = 10 * 60_000;

function purchasedList(userId: string, query: PurchasedQuery): OrderedList {
  // A reversed purchase (an approved refund or replacement) is no longer the member's. Page
  // indexes built before a reversal place page numbers up to one row off until they are rebuilt
  // (INDEX_REBUILD_MS); cursors, which clients are told to follow, are exact.
  const where = and(
    eq(leadPurchases.userId, userId),
    isNull(leadPurchases.reversedAt),
    query.lead_type ? eq(leadPurchases.leadType, query.lead_type) : undefined,
    query.state ? eq(leads.state, query.state) : undefined,
    query.since ? gte(leadPurchases.createdAt, new Date(query.since)) : undefined,
  ) as SQL;
  return {
    // Joined to leads only to filter on state: the rest reads the purchases index alone.
    from: query.state
      ? sql`lead_purchases join leads on ${leads.id} = ${leadPurchases.leadId}`
      : sql`lead_purchases`,
    where,
    at: sql`${leadPurchases.createdAt}`,
    id: sql`${leadPurchases.id}`,
    descending: false,
  };
}

/** How many rows of the list there are (after `after`, when given), up to `cap + 1`. */
const countAfter = (list: OrderedList, after: ListKey | null, cap: number) =>
  sql<number>`(select count(*)::int from (select 1 from ${list.from}
    where ${list.where} ${after ? sql`and ${fromKey(list, after, false)}` : sql``} limit ${cap + 1}) counted)`;

async function buildIndex(db: DbOrTx, list: OrderedList, now: Date): Promise<PageIndex> {
  const rows = await readIndexRows(db, list);
  return pageIndexOf(rows, { version: '', builtAt: now.getTime(), exactUntil: Infinity });
}

/** The index extended with the purchases made since it was built, or null when too many were. */
async function extendIndex(db: DbOrTx, list: OrderedList, index: PageIndex): Promise<PageIndex | null> {
  if (!index.lastKey) return null;
  const added = await readKeysAfter(db, list, index.lastKey, MAX_APPENDED + 1);
  if (added.length > MAX_APPENDED) return null;
  const keys = [...index.keys];
  added.forEach((key, i) => {
    if ((index.total + i) % ANCHOR_STRIDE === 0) keys.push(key);
  });
  return { ...index, keys, total: index.total + added.length, lastKey: added.at(-1) ?? index.lastKey };
}

function locatePage(
  query: PurchasedQuery,
  index: PageIndex | undefined,
  position: number,
  deep: boolean,
): PageStart | null {
  if (query.cursor) return { key: query.cursor, inclusive: false, skip: 0 };
  if (!deep || !index) return { key: null, inclusive: false, skip: position };
  const found = startOf(index, position);
  if (found) return { key: found.key, inclusive: true, skip: found.skip };
  // Past the index's end: purchases made since it was built follow its last key.
  return index.lastKey ? { key: index.lastKey, inclusive: false, skip: position - index.total } : null;
}

/** The page's rows, with the list's capped count (no index yet) or its purchases since the index. */
async function readRows(
  db: DbOrTx,
  list: OrderedList,
  start: PageStart | null,
  take: number,
  index: PageIndex | undefined,
) {
  const figure = index ? countAfter(list, index.lastKey, MAX_APPENDED) : countAfter(list, null, COUNT_CAP);
  const rows = start
    ? await db
        .select({
          lead: leads,
          purchasedAt: leadPurchases.createdAt,
          priceCents: leadPurchases.priceCents,
          pipelineStatus: leadPurchases.pipelineStatus,
          statusChangedAt: leadPurchases.statusChangedAt,
          // The driver's text, microseconds and all: the cursor needs every digit.
          at: sql<string>`${leadPurchases.createdAt}`,
          id: leadPurchases.id,
          figure,
        })
        .from(leadPurchases)
        .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
        .where(start.key ? and(list.where, fromKey(list, start.key, start.inclusive)) : list.where)
        .orderBy(orderOf(list))
        .offset(start.skip)
        .limit(take)
    : [];
  if (rows[0]) return { rows, figure: rows[0].figure };
  const [alone] = await rowsOf<{ figure: number }>(db, sql`select ${figure} as figure`);
  return { rows, figure: alone!.figure };
}

/**
 * The pull API (docs/product.md §7): the leads a member owns, with every field of §3, oldest
 * purchase first so that a client polling with `since` sees each purchase exactly once. pageCount is
 * exact: counted up to COUNT_CAP, past that from the member's page index, which new purchases only
 * extend (they join the end of the list). Usually one round trip, deep pages included.
 */
export async function listPurchasedLeads(
  { db, pageIndexes: cache }: IndexedLists,
  userId: string,
  query: PurchasedQuery,
  now: Date,
): Promise<CursorPage<PulledLead>> {
  const limit = query.limit ?? LIMITS.pageSizeDefault;
  const currentPage = query.cursor?.page ?? query.page ?? 1;
  const position = (currentPage - 1) * limit;
  const take = limit + 1;
  const list = purchasedList(userId, query);
  const signature = JSON.stringify(['purchased', userId, query.lead_type, query.state, query.since]);
  const build = () => cache.build(signature, () => buildIndex(db, list, now));
  const kept = cache.get(signature);
  let index = kept && now.getTime() - kept.builtAt < INDEX_REBUILD_MS ? kept : undefined;
  const deep = !query.cursor && position + take > DIRECT_ROWS;
  if (deep && !index) index = await build();
  const { rows, figure } = await readRows(db, list, locatePage(query, index, position, deep), take, index);
  let total: number;
  if (!index) total = figure <= COUNT_CAP ? figure : (await build()).total;
  else if (figure === 0) total = index.total;
  else {
    // Purchases made since the index: they join the end, so this page's rows stand as read.
    const extended = await extendIndex(db, list, index);
    if (extended) cache.store(signature, extended);
    total = (extended ?? (await build())).total;
  }
  const items = rows
    .slice(0, limit)
    .map(({ lead, purchasedAt, priceCents, pipelineStatus, statusChangedAt }) => ({
      ...toPurchasedLead(lead, purchasedAt, priceCents),
      pipeline_status: pipelineStatus,
      status_changed_at: (statusChangedAt ?? purchasedAt).toISOString(),
    }));
  return pageOf(items, rows, { limit, currentPage, total });
}
