import { and, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { isAnyOf } from '../../db/any-of.js';
import { webhookDeliveries } from '../../db/schema/index.js';

/** How often firstAttemptsMade asks again. */
const POLL_MS = 100;

/**
 * Waits until every one of `ids` has had its first attempt (none is still `pending`), or `withinMs`
 * has passed, whichever is first; says which. The deliveries may be sent by any instance's queue
 * worker, so it asks the database. Without a job queue nothing sends them soon, and it does not wait.
 * The bound is in real time, not the context's clock: it waits on work that takes real time.
 *
 * For work that would slow a burst of deliveries down if it ran beside them: the VACUUM ANALYZE
 * after a large publish took one of two cores while a thousand deliveries went out, and their p99
 * was 0.5-0.7 s later for it (issue 24.3).
 */
export async function firstAttemptsMade(
  ctx: AppContext,
  ids: readonly string[],
  withinMs: number,
): Promise<boolean> {
  if (ids.length === 0) return true;
  if (!ctx.queue) return false;
  const deadline = performance.now() + withinMs;
  for (;;) {
    let waiting = 0;
    for (let i = 0; i < ids.length; i += 1000) {
      const [row] = await ctx.db
        .select({ waiting: count() })
        .from(webhookDeliveries)
        .where(
          and(
            isAnyOf(webhookDeliveries.id, ids.slice(i, i + 1000), 'uuid'),
            eq(webhookDeliveries.status, 'pending'),
          ),
        );
      waiting += row?.waiting ?? 0;
    }
    if (waiting === 0) return true;
    const left = deadline - performance.now();
    if (left <= 0) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, left)));
  }
}
