import type { AppContext } from '../../context.js';
import { InFlightWork } from '../../http/in-flight.js';
import { WEBHOOK_ATTEMPT_BATCH, attemptWebhookDeliveries } from './deliveries.service.js';

/** Deliveries one instance has on the wire at once: four batches. */
const WEBHOOK_WINDOW = 4 * WEBHOOK_ATTEMPT_BATCH;

/**
 * The queue worker's deliveries as a sliding window (issue 24.3). A pg-boss worker fetches its next
 * batch only once its handler returns; awaiting every attempt of a batch made one slow receiver (up
 * to the 15 s timeout) hold back the 49 deliveries behind it and every batch after them. Here a
 * batch is started and the handler returns as soon as the window has room for another, so the
 * worker fetches the next batch while the slow one is still waiting. Each delivery frees its place
 * as its outcome is recorded, or at once when it was not due (done already, or leased elsewhere).
 *
 * Completing the jobs before their attempts end loses nothing: a claimed delivery holds a lease on
 * its own row, and if this instance dies mid-attempt the maintenance sweep sends it again once the
 * lease ends (sweep.ts), as it does for a batch that failed on the database.
 */
export function webhookDeliveryWindow(
  ctx: AppContext,
  log: (message: string, error?: unknown) => void,
  { capacity = WEBHOOK_WINDOW, batchSize = WEBHOOK_ATTEMPT_BATCH } = {},
) {
  /** A full batch fits while no more than this many are on the wire. */
  const room = capacity - batchSize;
  let onWire = 0;
  let waiting: (() => void)[] = [];
  const running = new InFlightWork();

  const free = (count: number) => {
    onWire -= count;
    if (onWire > room) return;
    const ready = waiting;
    waiting = [];
    for (const resolve of ready) resolve();
  };
  const roomForABatch = () =>
    onWire <= room ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve));

  return {
    /** Starts one attempt for each delivery; resolves when the window can take another batch. */
    async take(ids: readonly string[]) {
      onWire += ids.length;
      let settled = 0;
      const run = attemptWebhookDeliveries(ctx, ids, {
        onSettled: (count) => {
          settled += count;
          free(count);
        },
      })
        .then(() => undefined)
        .catch((error: unknown) =>
          log(
            'webhook deliveries failed; the maintenance sweep sends them again once their lease ends',
            error,
          ),
        )
        .finally(() => {
          // Nothing left unless the batch failed on the database before recording them all.
          free(ids.length - settled);
        });
      void running.track(run);
      await roomForABatch();
    },
    /** Deliveries started and not yet recorded. */
    get onWire() {
      return onWire;
    },
    /**
     * Waits for the attempts started, at most `timeoutMs` (each ends within its 15 s timeout). One
     * still running when the process ends keeps its lease, and the sweep sends it again; the
     * receiver knows it by its webhook-id.
     */
    drain(timeoutMs: number) {
      return running.drain(timeoutMs);
    },
  };
}
