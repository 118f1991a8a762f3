import { LIMITS } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { downloadUsage } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { monthKey } from '../../lib/time.js';

/**
 * A pull API customer's process takes this many rows of allowance ahead (1 % of the month's) in
 * the statement that counts a page, and spends them without writing until they run out: a CRM
 * polling page after page costs one write per hundred pages, not one per page (decision 012).
 */
const ROWS_TAKEN_AHEAD = 2_500;

/** Adds `rows` to the member's month in one statement, unless that would pass the limit. */
async function addDownloadedRows(db: DbOrTx, userId: string, month: string, rows: number) {
  const limit = LIMITS.monthlyDownloadLimit;
  if (rows > limit) return false;
  const updated = await db
    .insert(downloadUsage)
    .values({ userId, month, rows })
    .onConflictDoUpdate({
      target: [downloadUsage.userId, downloadUsage.month],
      set: { rows: sql`${downloadUsage.rows} + ${rows}` },
      setWhere: sql`${downloadUsage.rows} + ${rows} <= ${limit}`,
    })
    .returning({ rows: downloadUsage.rows });
  return updated.length > 0;
}

/**
 * The one allowance every read of seller details spends (docs/product.md §9, issue 15.4): the CSV,
 * the Sheet's CSV feed, the purchased-leads list, the pull API and webhook replays all count their
 * rows here against the 250,000-per-calendar-month limit, in one statement so parallel reads
 * cannot overshoot it together (a sale's own first delivery is not a read: it is paid for). With `takeAhead` (the pull API)
 * the statement also takes ROWS_TAKEN_AHEAD rows of allowance for the next pages while the month
 * has them; rows taken ahead and never delivered are given back when the process stops.
 */
export async function spendDownloadAllowance(
  ctx: AppContext,
  userId: string,
  rows: number,
  options: { takeAhead?: boolean } = {},
): Promise<void> {
  if (rows === 0) return;
  const { db } = ctx;
  const now = ctx.clock.now();
  const month = monthKey(now);
  const allowances = ctx.state.downloadAllowances;
  const held = allowances.get(userId);
  const heldRows = held?.month === month ? held.remaining : 0;
  if (held && heldRows >= rows) {
    held.remaining -= rows;
    return;
  }
  const needed = rows - heldRows;
  if (options.takeAhead && (await addDownloadedRows(db, userId, month, needed + ROWS_TAKEN_AHEAD))) {
    allowances.set(userId, { month, remaining: ROWS_TAKEN_AHEAD });
    return;
  }
  if (await addDownloadedRows(db, userId, month, needed)) {
    allowances.delete(userId);
    return;
  }
  const [usage] = await db
    .select()
    .from(downloadUsage)
    .where(and(eq(downloadUsage.userId, userId), eq(downloadUsage.month, month)));
  const downloaded = Math.max(0, (usage?.rows ?? 0) - heldRows);
  const limit = LIMITS.monthlyDownloadLimit;
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  throw new AppError(
    'RATE_LIMITED',
    `You have downloaded ${downloaded.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')} lead rows this month; this request needs ${rows.toLocaleString('en-US')} more. The limit resets on ${nextMonth.toISOString().slice(0, 10)}.`,
    { retryAfterSeconds: Math.max(1, Math.ceil((nextMonth.getTime() - now.getTime()) / 1000)) },
  );
}

/** Gives back the allowance taken ahead and not delivered (when the process stops). */
export async function returnUnusedDownloadRows(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const allowances = ctx.state.downloadAllowances;
  for (const [userId, { month, remaining }] of allowances) {
    allowances.delete(userId);
    if (remaining === 0) continue;
    await db
      .update(downloadUsage)
      .set({ rows: sql`greatest(${downloadUsage.rows} - ${remaining}, 0)` })
      .where(and(eq(downloadUsage.userId, userId), eq(downloadUsage.month, month)));
  }
}
