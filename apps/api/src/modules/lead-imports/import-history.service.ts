import type { ParsedQuery } from '../../http/endpoint.js';
import type { getImportRejectedRows, importBatchSchema, importLeadCountsSchema } from '@app/shared';
import { asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { importBatches, importRejectedRows, leads, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { countPages, pageParams, type Page } from '../../lib/paging.js';

/**
 * The import history (issue: publishing, item 1): every upload with its file, who and when, its
 * counts, where its leads are now, and each row it skipped with the reasons, kept for later.
 */

type BatchDto = z.infer<typeof importBatchSchema>;
type LeadCounts = z.infer<typeof importLeadCountsSchema>;

const NO_LEADS: LeadCounts = {
  scheduled: 0,
  on_hold: 0,
  published: 0,
  sold_out: 0,
  expired: 0,
  withdrawn: 0,
};

/**
 * A batch's columns but its file: the console polls an import's batch while it runs, and reading
 * 10 MB back each time held the API's event loop for about 100 ms (issue 24.4).
 */
const { csv: _file, ...batchWithoutFile } = getTableColumns(importBatches);
export const BATCH_WITHOUT_FILE = batchWithoutFile;

const batchColumns = {
  batch: BATCH_WITHOUT_FILE,
  creatorId: users.id,
  creatorName: users.name,
  creatorEmail: users.email,
};

/** Where each batch's leads are now (one grouped query for a whole page of batches). */
async function leadCountsOf(db: DbOrTx, batchIds: string[]) {
  const counts = new Map<string, LeadCounts>();
  if (batchIds.length === 0) return counts;
  const onHold = sql<boolean>`${leads.status} = 'scheduled' and ${leads.publishAt} is null`;
  const rows = await db
    .select({
      batchId: leads.importBatchId,
      status: leads.status,
      onHold,
      n: sql<number>`count(*)::int`,
    })
    .from(leads)
    .where(inArray(leads.importBatchId, batchIds))
    .groupBy(leads.importBatchId, leads.status, onHold);
  for (const row of rows) {
    const entry = counts.get(row.batchId!) ?? { ...NO_LEADS };
    entry[row.onHold ? 'on_hold' : row.status] += Number(row.n);
    counts.set(row.batchId!, entry);
  }
  return counts;
}

async function rejectedCountsOf(db: DbOrTx, batchIds: string[]) {
  if (batchIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ batchId: importRejectedRows.batchId, n: sql<number>`count(*)::int` })
    .from(importRejectedRows)
    .where(inArray(importRejectedRows.batchId, batchIds))
    .groupBy(importRejectedRows.batchId);
  return new Map(rows.map((r) => [r.batchId, Number(r.n)]));
}

type BatchRow = { batch: Omit<typeof importBatches.$inferSelect, 'csv'> } & {
  creatorId: string | null;
  creatorName: string | null;
  creatorEmail: string | null;
};

async function toBatchDtos(db: DbOrTx, rows: BatchRow[]): Promise<BatchDto[]> {
  const ids = rows.map((r) => r.batch.id);
  const [counts, rejected] = await Promise.all([leadCountsOf(db, ids), rejectedCountsOf(db, ids)]);
  return rows.map(({ batch, creatorId, creatorName, creatorEmail }) => ({
    _id: batch.id,
    file_name: batch.fileName,
    status: batch.status,
    total_rows: batch.totalRows,
    processed_rows: batch.processedRows,
    imported_rows: batch.importedRows,
    skipped_rows: batch.skippedRows,
    publish: batch.publishMode,
    publish_at: batch.publishAt?.toISOString() ?? null,
    error: batch.error,
    created_at: batch.createdAt.toISOString(),
    created_by:
      creatorId && creatorEmail ? { _id: creatorId, name: creatorName ?? '', email: creatorEmail } : null,
    leads: counts.get(batch.id) ?? { ...NO_LEADS },
    rejected_rows_kept: rejected.get(batch.id) ?? 0,
  }));
}

export async function getBatch(db: DbOrTx, id: string): Promise<BatchDto> {
  const rows = await db
    .select(batchColumns)
    .from(importBatches)
    .leftJoin(users, eq(users.id, importBatches.createdBy))
    .where(eq(importBatches.id, id));
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No import has this id.');
  return (await toBatchDtos(db, rows))[0]!;
}

/** Every import, newest first. */
export async function listBatches(
  db: DbOrTx,
  query: { page?: number | undefined; limit?: number | undefined },
): Promise<Page<BatchDto>> {
  const { page, limit } = pageParams(query);
  const [rows, pageCount] = await Promise.all([
    db
      .select(batchColumns)
      .from(importBatches)
      .leftJoin(users, eq(users.id, importBatches.createdBy))
      .orderBy(desc(importBatches.createdAt), desc(importBatches.id))
      .limit(limit)
      .offset((page - 1) * limit),
    countPages(db, importBatches, undefined, limit),
  ]);
  return { currentPage: page, pageCount, items: await toBatchDtos(db, rows) };
}

/** The rows an import skipped, in the order of the file. */
export async function listRejectedRows(db: DbOrTx, query: ParsedQuery<typeof getImportRejectedRows>) {
  const { page, limit } = pageParams(query);
  const [batch] = await db
    .select({ id: importBatches.id })
    .from(importBatches)
    .where(eq(importBatches.id, query.id));
  if (!batch) throw new AppError('NOT_FOUND', 'No import has this id.');
  const where = eq(importRejectedRows.batchId, query.id);
  const [rows, pageCount] = await Promise.all([
    db
      .select()
      .from(importRejectedRows)
      .where(where)
      .orderBy(asc(importRejectedRows.line))
      .limit(limit)
      .offset((page - 1) * limit),
    countPages(db, importRejectedRows, where, limit),
  ]);
  return {
    currentPage: page,
    pageCount,
    items: rows.map((r) => ({ line: r.line, errors: r.errors, summary: r.summary })),
  };
}
