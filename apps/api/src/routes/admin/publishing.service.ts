import { and, eq, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { leads } from '../../db/schema/index.js';
import { DAY_MS } from '../../lib/time.js';
import { CENTRAL_TZ, zonedParts, zonedTimeToUtc } from '../../lib/zoned-time.js';
import { notifySavedSearchAlerts } from './alerts.service.js';

/** Spec section 9: leads are uploaded daily before 10 AM Central; the next 10:00 America/Chicago. */
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
    // Large imports are analysed once published, so the planner keeps choosing the right indexes.
    if (published.length > 1000) await ctx.db.execute(sql`analyze leads`);
    await notifySavedSearchAlerts(
      ctx,
      published.map((p) => p.id),
    );
  }
  return published.length;
}
