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

/** The ids of one kind's due deliveries, the longest waiting first (their partial index, for webhooks). */
const dueIdsOf = async (
  ctx: AppContext,
  table: typeof webhookDeliveries | typeof integrationDeliveries,
  now: Date,
) =>
  (
    await ctx.db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.status, ['pending', 'failed']), lte(table.nextAttemptAt, now)))
      .orderBy(table.nextAttemptAt)
      .limit(SWEEP_LIMIT)
  ).map((row) => row.id);

/**
 * Catches up every delivery that is due: the safety net behind the queue (a lease that ended with
 * its instance, a queue that was down), and the tests' clock. Webhook deliveries go through the
 * same sliding window as the queue's (delivery-window.ts), so one slow receiver holds only its own
 * place; connection deliveries 5 at a time, one connection's in order. A failure to record an attempt is thrown once
 * every attempt has ended, after the connection deliveries had their turn.
 */
export async function processDueDeliveries(ctx: AppContext) {
  const now = ctx.clock.now();
  const due = await dueIdsOf(ctx, webhookDeliveries, now);
  const failures: unknown[] = [];
  const window = webhookDeliveryWindow(ctx, (_message, error) => failures.push(error));
  for (let at = 0; at < due.length; at += WEBHOOK_ATTEMPT_BATCH)
    await window.take(due.slice(at, at + WEBHOOK_ATTEMPT_BATCH));
  await window.drain(SWEEP_DRAIN_MS);

  const dueIntegrations = await dueIdsOf(ctx, integrationDeliveries, now);
  for (let at = 0; at < dueIntegrations.length; at += INTEGRATION_ATTEMPT_BATCH)
    await attemptIntegrationDeliveries(ctx, dueIntegrations.slice(at, at + INTEGRATION_ATTEMPT_BATCH));
  if (failures.length > 0) throw failures[0];
  return due.length + dueIntegrations.length;
}
