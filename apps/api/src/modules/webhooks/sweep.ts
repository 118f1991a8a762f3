import { and, inArray, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { integrationDeliveries, webhookDeliveries } from '../../db/schema/index.js';
import {
  INTEGRATION_ATTEMPT_BATCH,
  WEBHOOK_ATTEMPT_BATCH,
  attemptIntegrationDeliveries,
} from './deliveries.service.js';
import { webhookDeliveryWindow } from './delivery-window.js';

/** Due deliveries one sweep takes of each kind; the next minute's sweep takes the rest. */
const SWEEP_LIMIT = 500;
/** How long the sweep waits for its attempts: each ends within its 15 s timeout and its writes. */
const SWEEP_DRAIN_MS = 60_000;

/**
 * Catches up every delivery that is due: the safety net behind the queue (a lease that ended with
 * its instance, a queue that was down), and the tests' clock. Webhook deliveries go through the
 * same sliding window as the queue's (delivery-window.ts), so one slow receiver holds only its own
 * place; connection deliveries go 5 side by side. A failure to record an attempt is thrown once
 * every attempt has ended, after the connection deliveries had their turn.
 */
export async function processDueDeliveries(ctx: AppContext) {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.status, ['pending', 'failed']),
        lte(webhookDeliveries.nextAttemptAt, now),
      ),
    )
    // The longest waiting first (webhook_deliveries_due_idx).
    .orderBy(webhookDeliveries.nextAttemptAt)
    .limit(SWEEP_LIMIT);
  const failures: unknown[] = [];
  const window = webhookDeliveryWindow(ctx, (_message, error) => failures.push(error));
  for (let at = 0; at < due.length; at += WEBHOOK_ATTEMPT_BATCH)
    await window.take(due.slice(at, at + WEBHOOK_ATTEMPT_BATCH).map((row) => row.id));
  await window.drain(SWEEP_DRAIN_MS);

  const dueIntegrations = await ctx.db
    .select({ id: integrationDeliveries.id })
    .from(integrationDeliveries)
    .where(
      and(
        inArray(integrationDeliveries.status, ['pending', 'failed']),
        lte(integrationDeliveries.nextAttemptAt, now),
      ),
    )
    .limit(SWEEP_LIMIT);
  for (let at = 0; at < dueIntegrations.length; at += INTEGRATION_ATTEMPT_BATCH)
    await attemptIntegrationDeliveries(
      ctx,
      dueIntegrations.slice(at, at + INTEGRATION_ATTEMPT_BATCH).map((row) => row.id),
    );
  if (failures.length > 0) throw failures[0];
  return due.length + dueIntegrations.length;
}
