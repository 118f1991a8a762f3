import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { LIMITS } from '@app/shared';

/** A page of a list answer: the pagination of docs/product.md §3 (currentPage, pageCount) and its items. */
export interface Page<T> {
  items: T[];
  currentPage: number;
  pageCount: number;
}

export const pageCountOf = (total: number, limit: number) => Math.ceil(total / limit);

/** Page and limit of a list query, with the defaults of docs/product.md §13. */
export const pageParams = (query: { page?: number | undefined; limit?: number | undefined }) => ({
  page: query.page ?? 1,
  limit: query.limit ?? LIMITS.pageSizeDefault,
});

/** An ILIKE pattern that finds `search` anywhere, with its own %, _ and \ taken literally. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The page count of `table`'s rows matching `where`, at `limit` rows a page. */
export async function countPages(db: DbOrTx, table: PgTable, where: SQL | undefined, limit: number) {
  const [totals] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return pageCountOf(Number(totals?.total ?? 0), limit);
}
