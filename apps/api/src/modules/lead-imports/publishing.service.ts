import { and, eq, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { leads } from '../../db/schema/index.js';
import { DAY_MS } from '../../lib/time.js';
import { CENTRAL_TZ, zonedParts, zonedTimeToUtc } from '../../lib/zoned-time.js';
import { notifySavedSearchAlerts } from '../saved-searches/index.js';

/** docs/product.md §9: leads are uploaded daily before 10 AM Central; the next 10:00 America/Chicago. */
export function nextPublishWindow(now: Date): Date {
  const today = zonedParts(now, CENTRAL_TZ);
  const todayAtTen = zonedTimeToUtc(
    { year: today.year, month: today.month, day: today.day, hour: 10 },
    CENTRAL_TZ,
  );
  if (now < todayAtTen) return todayAtTen;
  const tomorrow = zonedParts(new Date(todayAtTen.getTime() + DAY_MS + 2 * 3_600_000), CENTRAL_TZ);
  return zonedTimeToUtc(
    { year: tomorrow.year, month: tomorrow.month, day: tomorrow.day, hour: 10 },
    CENTRAL_TZ,
  );
}

/** Below this many rows, autovacuum (PostgreSQL) or the next large batch keeps up on its own. */
export const BULK_LEAD_ROWS = 1000;

/**
 * VACUUM ANALYZE after a bulk change of leads: fresh statistics so the planner keeps choosing the
 * list indexes, and a visibility map so that counts and page indexes read those indexes alone.
 * Embedded PGlite has no autovacuum, so without this it never happens there.
 */
export async function vacuumAnalyzeLeads(ctx: AppContext) {
  await ctx.db.execute(sql`vacuum analyze leads`);
}

/** Publishes every scheduled lead whose time has come, then sends the new-lead alerts. */
export async function publishDueLeads(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const published = await ctx.db
    .update(leads)
    .set({
      status: 'published',
      publishedAt: now,
      expiresAt: sql`case when ${leads.leadType} = 'premium' then ${now}::timestamptz + interval '30 days' else null end`,
    })
    .where(and(eq(leads.status, 'scheduled'), lte(leads.publishAt, now)))
    .returning({ id: leads.id });
  if (published.length > 0) {
    if (published.length >= BULK_LEAD_ROWS) await vacuumAnalyzeLeads(ctx);
    await notifySavedSearchAlerts(
      ctx,
      published.map((p) => p.id),
    );
  }
  return published.length;
}
