import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { leads } from '../../db/schema/index.js';
import { checkedDnc } from '../../lib/do-not-call.js';
import { DAY_MS } from '../../lib/time.js';
import { CENTRAL_TZ, zonedParts, zonedTimeToUtc } from '../../lib/zoned-time.js';
import {
  notifySavedSearchAlerts,
  PUBLISHED_LEAD_COLUMNS,
  type PublishedLead,
} from '../saved-searches/index.js';
import { firstAttemptsMade } from '../webhooks/index.js';

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

/**
 * Puts the scheduled leads matching `which` on the marketplace: the one rule of what publishing a
 * lead sets, at its time or by hand. Premium leads leave 30 days later (docs/product.md §9).
 * Returns the leads published, with what their alerts need; announcePublished must follow once the
 * transaction is committed.
 */
export async function markPublished(db: DbOrTx, which: SQL | undefined, now: Date): Promise<PublishedLead[]> {
  return db
    .update(leads)
    .set({
      status: 'published',
      publishedAt: now,
      expiresAt: sql`case when ${leads.leadType} = 'premium' then ${now}::timestamptz + interval '30 days' else null end`,
      // Checked again as it goes on sale (issue 18.4): a list uploaded since the import counts.
      dnc: checkedDnc,
    })
    .where(and(eq(leads.status, 'scheduled'), which))
    .returning(PUBLISHED_LEAD_COLUMNS);
}

/**
 * How long a large publish's VACUUM ANALYZE waits for the run's webhook deliveries to have had their
 * first attempt: long enough for a thousand (about 1 s), short enough that receivers that hang do not
 * hold the console's publish for long; it runs after this whatever is left.
 */
const VACUUM_WAITS_FOR_DELIVERIES_MS = 3_000;

/** After leads were published: buyers with alerts are told (docs/product.md §14 "Daily upload"). */
export async function announcePublished(ctx: AppContext, published: readonly PublishedLead[]) {
  if (published.length === 0) return;
  // Alerts first: buyers wait for them (issue 24.3: on a million leads the VACUUM took seconds
  // before the first alert went out), and the VACUUM after the deliveries have gone: beside them it
  // took one of two cores, and the p99 of a thousand deliveries was 2.0-2.3 s with it against
  // 1.5-1.6 s without (full scale, the speed-to-lead bench).
  const { webhookDeliveryIds } = await notifySavedSearchAlerts(ctx, published);
  if (published.length >= BULK_LEAD_ROWS) await vacuumAfterDeliveries(ctx, webhookDeliveryIds);
}

/**
 * The VACUUM ANALYZE of a large publish, once its webhook deliveries have had their first attempt
 * (or VACUUM_WAITS_FOR_DELIVERIES_MS has passed): beside them it held one of two cores.
 */
export async function vacuumAfterDeliveries(ctx: AppContext, webhookDeliveryIds: readonly string[]) {
  await firstAttemptsMade(ctx, webhookDeliveryIds, VACUUM_WAITS_FOR_DELIVERIES_MS);
  await vacuumAnalyzeLeads(ctx);
}

/** Publishes every scheduled lead whose time has come (the every-minute maintenance). */
export async function publishDueLeads(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const published = await markPublished(ctx.db, lte(leads.publishAt, now), now);
  await announcePublished(ctx, published);
  return published.length;
}
