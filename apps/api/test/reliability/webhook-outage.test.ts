import { and, asc, eq, inArray, min } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '../../src/context.js';
import { outboxMessages, webhookDeliveries, webhookEndpoints } from '../../src/db/schema/index.js';
import { runMaintenance } from '../../src/jobs/maintenance.js';
import { HOUR_MS } from '../../src/lib/time.js';
import { UNREACHABLE } from '../../src/modules/webhooks/deliveries.service.js';
import {
  RETRY_DELAYS_SECONDS,
  WEBHOOK_QUEUE,
  attemptWebhookDelivery,
} from '../../src/modules/webhooks/deliveries.service.js';
import { useTestApp } from '../helpers.js';
import {
  buyExclusiveLead,
  buyerWithEndpoint,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../webhook-receiver.js';

/**
 * Issue 9: a webhook receiver that is down for the whole retry window (8 attempts over 27 h 35 min,
 * Standard Webhooks' schedule). Deliveries start at different times; the first one to exhaust its
 * schedule turns the endpoint off and the customer is emailed once; the others stop at their next
 * attempt. The delivery log keeps one row per delivery with every attempt counted and the final
 * state, and no attempt is ever made twice although the queue and the minute sweeper both run.
 */
const t = useTestApp({ leadCount: 10 });
const MINUTE_MS = 60_000;
const SECOND_MS = 1_000;

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  receiver.mode = 'down';
});
afterAll(() => receiver.close());

interface QueuedJob {
  deliveryId: string;
  delaySeconds: number;
  dueAt: number;
  isDone: boolean;
}

/** Stands in for pg-boss on the test clock: records each queued attempt and runs it when due. */
function createClockQueue() {
  const jobs: QueuedJob[] = [];
  const send: JobQueue['send'] = async (name, data, options = {}) => {
    if (name !== WEBHOOK_QUEUE) return;
    const delaySeconds = options.startAfterSeconds ?? 0;
    const deliveryId = (data as { id: string }).id;
    jobs.push({
      deliveryId,
      delaySeconds,
      dueAt: t.clock.now().getTime() + delaySeconds * SECOND_MS,
      isDone: false,
    });
  };
  const queue: JobQueue = {
    send,
    sendMany: async (name, data) => {
      for (const job of data) await send(name, job);
    },
  };
  const runDue = async () => {
    for (const job of jobs.filter((j) => !j.isDone && j.dueAt <= t.clock.now().getTime())) {
      job.isDone = true;
      await attemptWebhookDelivery(t.ctx, job.deliveryId);
    }
  };
  const nextDueAt = () => Math.min(...jobs.filter((j) => !j.isDone).map((j) => j.dueAt));
  return { queue, jobs, runDue, nextDueAt };
}

async function nextSweepAt(endpointId: string) {
  const [row] = await t.ctx.db
    .select({ next: min(webhookDeliveries.nextAttemptAt) })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        inArray(webhookDeliveries.status, ['pending', 'failed']),
      ),
    );
  return row?.next ? row.next.getTime() : Infinity;
}

describe('a webhook receiver down for the whole retry window', () => {
  it('disables the endpoint once, emails the customer once, and keeps every attempt and final state', async () => {
    const start = t.clock.now().getTime();
    const jobs = createClockQueue();
    t.ctx.queue = jobs.queue;
    const { user, headers, endpoint } = await buyerWithEndpoint(t, receiver, 'outage-window@example.com');
    const leads: string[] = [];
    const buy = async () => leads.push((await buyExclusiveLead(t, headers)).id);
    const sendTestEvent = async () => {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks/send-test-event',
        headers,
        payload: { id: endpoint._id },
      });
      expect(sent.statusCode).toBe(200);
    };
    // Four deliveries, none due at the instant the first one gives up (T0 + 27 h 35 min 5 s).
    const script = [
      { at: start, run: buy },
      { at: start + 10 * MINUTE_MS, run: buy },
      { at: start + HOUR_MS, run: sendTestEvent },
      { at: start + 18 * HOUR_MS, run: buy },
    ];

    // Event-driven clock: jump to the next scripted event or the next due attempt, then let the
    // queue's worker and the minute sweeper (runMaintenance) both do what is due.
    let steps = 0;
    for (;;) {
      const next = Math.min(script[0]?.at ?? Infinity, jobs.nextDueAt(), await nextSweepAt(endpoint._id));
      if (next === Infinity) break;
      t.clock.set(new Date(Math.max(next, t.clock.now().getTime())));
      if (script[0] && script[0].at <= next) await script.shift()!.run();
      await jobs.runDue();
      await runMaintenance(t.ctx);
      steps++;
    }
    await buy(); // after the endpoint was turned off

    const deliveries = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint._id))
      .orderBy(asc(webhookDeliveries.createdAt));
    // One log row per delivery: three sales and the test event; the sale made while the endpoint
    // was off has none (it is under Purchased Leads, checked below).
    expect(deliveries.map((d) => [d.eventType, d.status, d.attempt, d.nextAttemptAt])).toEqual([
      ['lead.purchased', 'dead', 8, null],
      ['lead.purchased', 'failed', 7, null],
      ['test.ping', 'failed', 7, null],
      ['lead.purchased', 'failed', 6, null],
    ]);
    // The connection was cut: the customer reads the one text for every failure to connect (15.10).
    expect(deliveries[0]!.lastError).toBe(UNREACHABLE);
    for (const stopped of deliveries.slice(1)) {
      expect(stopped.lastError).toBe('The endpoint is turned off; replay this delivery after turning it on.');
    }

    // Every attempt reached the receiver exactly once, under the delivery's one webhook-id.
    const attemptsSeen = new Map<string, number>();
    for (const request of receiver.refused) {
      const id = String(request.headers['webhook-id']);
      attemptsSeen.set(id, (attemptsSeen.get(id) ?? 0) + 1);
    }
    expect(Object.fromEntries(attemptsSeen)).toEqual(
      Object.fromEntries(deliveries.map((d) => [d.messageId, d.attempt])),
    );
    expect(receiver.refused).toHaveLength(8 + 7 + 7 + 6);
    expect(receiver.received).toHaveLength(0);

    // The queue was asked for exactly the retry schedule: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h.
    for (const delivery of deliveries) {
      const delays = jobs.jobs.filter((j) => j.deliveryId === delivery.id && j.delaySeconds > 0);
      expect(delays.map((j) => j.delaySeconds)).toEqual(
        RETRY_DELAYS_SECONDS.slice(0, Math.min(delivery.attempt, RETRY_DELAYS_SECONDS.length)),
      );
    }

    const [row] = await t.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint._id));
    expect(row).toMatchObject({ isEnabled: false, consecutiveFailures: 8 + 7 + 7 + 6 });
    expect(row!.disabledAt!.getTime() - start).toBe(RETRY_DELAYS_SECONDS.reduce((a, b) => a + b) * SECOND_MS);
    expect(row!.disabledReason).toMatch(/^last error: /);

    const mails = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, user.email));
    // Besides the purchase confirmations: one mail about the endpoint, however many attempts failed.
    const disabledMails = mails.filter((m) => m.template !== 'purchase-confirmation');
    expect(disabledMails.map((m) => m.template)).toEqual(['webhook-disabled']);
    expect(disabledMails[0]!.body).toContain(`${receiver.base}/hooks/outage-window@example.com`);

    const owned = await t.app.inject({ url: '/api/v1/leads/get-my-purchased-leads?limit=100', headers });
    expect((owned.json().result as { id: string }[]).map((l) => l.id).sort()).toEqual([...leads].sort());
    console.info(
      `[webhook-outage] ${deliveries.length} deliveries over ${Math.round((t.clock.now().getTime() - start) / HOUR_MS)} h ` +
        `(${steps} clock steps): ${receiver.refused.length} attempts, all logged; endpoint off after ` +
        `${(row!.disabledAt!.getTime() - start) / SECOND_MS} s; 1 email`,
    );
    t.ctx.queue = null;
  });
});
