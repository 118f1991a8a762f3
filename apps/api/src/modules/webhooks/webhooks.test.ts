import { createServer } from 'node:http';
import { eq, inArray } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPurchases, outboxMessages, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import { runMaintenance } from '../../jobs/maintenance.js';
import { fundWallet } from '../../../test/helpers.js';
import { isForbiddenAddress } from '../../lib/safe-url.js';
import { REVERSED_PURCHASE, UNREACHABLE, attemptWebhookDeliveries } from './deliveries.service.js';
import { webhookDeliveryWindow } from './delivery-window.js';
import { firstAttemptsMade } from './first-attempts.js';
import { processDueDeliveries } from './sweep.js';
import { HOUR_MS } from '../../lib/time.js';
import { APP_URL, createCustomer, sessionFor, useTestApp } from '../../../test/helpers.js';
import {
  buyExclusiveLead,
  buyerWithEndpoint as buyerWithEndpointOf,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../test/webhook-receiver.js';

const t = useTestApp({ leadCount: 10 });

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

const buyerWithEndpoint = (email: string) => buyerWithEndpointOf(t, receiver, email);
const buy = (headers: Record<string, string>) => buyExclusiveLead(t, headers);

describe('webhook endpoints', () => {
  it('refuses private, loopback, link-local and metadata addresses (in production policy)', async () => {
    for (const address of [
      '10.0.0.1',
      '127.0.0.1',
      '169.254.169.254',
      '192.168.1.10',
      '172.20.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '100.64.0.1',
      '0.0.0.0',
    ]) {
      expect(isForbiddenAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111'])
      expect(isForbiddenAddress(address), address).toBe(false);
    t.ctx.urlPolicy.allowLoopback = false;
    const { user } = await createCustomer(t.ctx, { email: 'ssrf@example.com' });
    const headers = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };
    for (const url of [
      'https://127.0.0.1/hook',
      'https://169.254.169.254/latest',
      'http://example.com/hook',
      'https://[::1]/x',
      'https://10.1.2.3/',
      // Issue 15.10: IPv4 inside IPv6 (mapped, compatible, NAT64, 6to4) is still inside.
      'https://[::ffff:127.0.0.1]/hook',
      'https://[::ffff:a9fe:a9fe]/latest',
      'https://[::7f00:1]/hook',
      'https://[64:ff9b::a9fe:a9fe]/latest',
      'https://[2002:7f00:1::1]/hook',
      'https://2130706433/hook',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks/create-webhook-endpoint',
        headers,
        payload: { url },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors[0].path).toBe('body.url');
    }
    t.ctx.urlPolicy.allowLoopback = true;
  });

  it('shows the secret once and never again', async () => {
    const { headers, endpoint } = await buyerWithEndpoint('once@example.com');
    expect(endpoint.secret).toMatch(/^whsec_/);
    const list = await t.app.inject({ url: '/api/v1/webhooks/get-webhook-endpoints', headers });
    expect(list.body).not.toContain(endpoint.secret);
    const [row] = await t.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint._id));
    expect(row!.secretEncrypted).not.toContain(endpoint.secret.slice(6, 20));
  });
});

describe('delivering purchases', () => {
  it('delivers each new purchase once, signed per Standard Webhooks', async () => {
    receiver.mode = 'ok';
    const { headers, endpoint } = await buyerWithEndpoint('signed@example.com');
    const lead = await buy(headers);
    await runMaintenance(t.ctx);
    const mine = receiver.received.filter((r) => r.body.includes(lead.id));
    expect(mine).toHaveLength(1);
    const verified = new Webhook(endpoint.secret).verify(
      mine[0]!.body,
      mine[0]!.headers as Record<string, string>,
    ) as { type: string; data: { id: string; lead_phone: string } };
    expect(verified.type).toBe('lead.purchased');
    expect(verified.data).toMatchObject({ id: lead.id, lead_phone: lead.leadPhone });
    await runMaintenance(t.ctx);
    expect(receiver.received.filter((r) => r.body.includes(lead.id))).toHaveLength(1);
    const log = (
      await t.app.inject({
        url: `/api/v1/webhooks/get-webhook-deliveries?endpoint_id=${endpoint._id}`,
        headers,
      })
    ).json();
    expect(log.result[0]).toMatchObject({
      event_type: 'lead.purchased',
      status: 'succeeded',
      attempt: 1,
      response_status: 204,
    });
  });

  it('retries through an outage with the same webhook-id, and everything arrives once it is back', async () => {
    receiver.mode = 'error';
    const { headers } = await buyerWithEndpoint('outage@example.com');
    const lead = await buy(headers);
    await runMaintenance(t.ctx);
    t.clock.advance(10_000);
    await runMaintenance(t.ctx);
    const failedAttempts = receiver.received.filter((r) => r.body.includes(lead.id));
    expect(failedAttempts).toHaveLength(2);
    receiver.mode = 'ok';
    t.clock.advance(6 * 60_000);
    await runMaintenance(t.ctx);
    const all = receiver.received.filter((r) => r.body.includes(lead.id));
    expect(all).toHaveLength(3);
    expect(new Set(all.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const [delivery] = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.messageId, String(all[0]!.headers['webhook-id'])));
    expect(delivery).toMatchObject({ status: 'succeeded', attempt: 3 });
    t.clock.set('2026-11-21T15:00:00Z');
  });

  it('shows the customer one text for every failure to connect, so nobody maps ports through us (issue 15.10)', async () => {
    const closed = await startWebhookReceiver();
    const closedBase = closed.base;
    await closed.close();
    const { user } = await createCustomer(t.ctx, { email: 'portscan@example.com' });
    const headers = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };
    for (const url of [`${closedBase}/hook`, `${receiver.base}/hooks/portscan`]) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks/create-webhook-endpoint',
        headers,
        payload: { url },
      });
      expect(created.statusCode).toBe(200);
    }
    receiver.mode = 'down';
    await fundWallet(t.ctx, user.id, 5_000);
    await buy(headers);
    await runMaintenance(t.ctx);
    receiver.mode = 'ok';
    const deliveries = await t.ctx.db
      .select({ lastError: webhookDeliveries.lastError })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookEndpoints.userId, user.id));
    expect(deliveries).toEqual([{ lastError: UNREACHABLE }, { lastError: UNREACHABLE }]);
  });

  it('does not follow redirects', async () => {
    receiver.mode = 'redirect';
    const { headers, endpoint } = await buyerWithEndpoint('redirect@example.com');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/send-test-event',
      headers,
      payload: { id: endpoint._id },
    });
    const [delivery] = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, sent.json().result.delivery_id));
    expect(delivery).toMatchObject({
      status: 'failed',
      responseStatus: 302,
      lastError: 'Redirect (302) not followed',
    });
    receiver.mode = 'ok';
  });

  it('a receiver down for the whole retry window: endpoint disabled, customer emailed, nothing lost, replay works', async () => {
    receiver.mode = 'down';
    const { user, headers, endpoint } = await buyerWithEndpoint('down@example.com');
    const lead = await buy(headers);
    for (let i = 0; i < 12; i++) {
      await runMaintenance(t.ctx);
      t.clock.advance(11 * HOUR_MS);
    }
    const [row] = await t.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint._id));
    expect(row!.isEnabled).toBe(false);
    const deliveries = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint._id));
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ status: 'dead', attempt: 8 });
    const mails = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, user.email));
    expect(mails.map((m) => m.template)).toContain('webhook-disabled');

    receiver.mode = 'ok';
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/enable-webhook-endpoint',
      headers,
      payload: { id: endpoint._id },
    });
    const replayed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/replay-webhook-delivery',
      headers,
      payload: { delivery_id: deliveries[0]!.id },
    });
    expect(replayed.json().result).toMatchObject({
      status: 'succeeded',
      message_id: deliveries[0]!.messageId,
    });
    expect(receiver.received.filter((r) => r.body.includes(lead.id))).toHaveLength(1);
    t.clock.set('2026-11-21T15:00:00Z');
  });

  it('signs with both secrets during a rotation overlap', async () => {
    receiver.mode = 'ok';
    const { headers, endpoint } = await buyerWithEndpoint('rotate@example.com');
    const rotated = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks/rotate-webhook-secret',
        headers,
        payload: { id: endpoint._id },
      })
    ).json().result;
    expect(rotated.secret).not.toBe(endpoint.secret);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/send-test-event',
      headers,
      payload: { id: endpoint._id },
    });
    expect(sent.statusCode).toBe(200);
    const last = receiver.received.at(-1)!;
    expect(String(last.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [endpoint.secret, rotated.secret])
      expect(() =>
        new Webhook(secret).verify(last.body, last.headers as Record<string, string>),
      ).not.toThrow();
  });

  it("never shows one customer's endpoints or deliveries to another", async () => {
    const a = await buyerWithEndpoint('iso-a@example.com');
    const { user } = await createCustomer(t.ctx, { email: 'iso-b@example.com' });
    const b = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };
    expect(
      (
        await t.app.inject({
          url: `/api/v1/webhooks/get-webhook-deliveries?endpoint_id=${a.endpoint._id}`,
          headers: b,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/webhooks/send-test-event',
          headers: b,
          payload: { id: a.endpoint._id },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/v1/webhooks/get-webhook-endpoints', headers: b })).json().result,
    ).toEqual([]);
  });

  it('attempts a batch together, each delivery with its own outcome (issue 24.3)', async () => {
    receiver.mode = 'ok';
    const failing = await startWebhookReceiver();
    failing.mode = 'error';
    try {
      // Two purchases to a working endpoint that had failed before, one to a failing receiver, one
      // to an endpoint turned off since, one whose purchase was refunded, and one already delivered.
      const ok = await buyerWithEndpoint('batch-ok@example.com');
      const okLeads = [await buy(ok.headers), await buy(ok.headers)];
      await t.ctx.db
        .update(webhookEndpoints)
        .set({ consecutiveFailures: 3 })
        .where(eq(webhookEndpoints.id, ok.endpoint._id));
      const bad = await buyerWithEndpointOf(t, failing, 'batch-bad@example.com');
      await buy(bad.headers);
      const off = await buyerWithEndpoint('batch-off@example.com');
      await buy(off.headers);
      await t.ctx.db
        .update(webhookEndpoints)
        .set({ isEnabled: false })
        .where(eq(webhookEndpoints.id, off.endpoint._id));
      const refunded = await buyerWithEndpoint('batch-refunded@example.com');
      await buy(refunded.headers);
      const [refundedDelivery] = await deliveriesOf(refunded.endpoint._id);
      await t.ctx.db
        .update(leadPurchases)
        .set({ reversedAt: t.ctx.clock.now() })
        .where(eq(leadPurchases.id, refundedDelivery!.leadPurchaseId!));
      const done = await buyerWithEndpoint('batch-done@example.com');
      await buy(done.headers);
      const [doneDelivery] = await deliveriesOf(done.endpoint._id);
      await t.ctx.db
        .update(webhookDeliveries)
        .set({ status: 'succeeded', nextAttemptAt: null })
        .where(eq(webhookDeliveries.id, doneDelivery!.id));

      const okIds = (await deliveriesOf(ok.endpoint._id)).map((d) => d.id);
      const [badDelivery] = await deliveriesOf(bad.endpoint._id);
      const [offDelivery] = await deliveriesOf(off.endpoint._id);
      const batch = [...okIds, badDelivery!.id, offDelivery!.id, refundedDelivery!.id, doneDelivery!.id];
      const sentBefore = receiver.received.length;
      const outcomes = await attemptWebhookDeliveries(t.ctx, batch);

      expect(Object.fromEntries(outcomes)).toEqual({
        [okIds[0]!]: 'succeeded',
        [okIds[1]!]: 'succeeded',
        [badDelivery!.id]: 'failed',
        [offDelivery!.id]: 'skipped',
        [refundedDelivery!.id]: 'skipped',
      });
      // Only the working endpoint's two leads reached the good receiver, each once.
      const arrived = receiver.received.slice(sentBefore);
      expect(arrived).toHaveLength(2);
      for (const lead of okLeads) expect(arrived.filter((r) => r.body.includes(lead.id))).toHaveLength(1);
      expect(failing.received).toHaveLength(1);

      const rows = new Map(
        (await t.ctx.db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.id, batch))).map(
          (row) => [row.id, row],
        ),
      );
      for (const id of okIds)
        expect(rows.get(id)).toMatchObject({
          status: 'succeeded',
          attempt: 1,
          responseStatus: 204,
          lastError: null,
          nextAttemptAt: null,
        });
      expect(rows.get(badDelivery!.id)).toMatchObject({
        status: 'failed',
        attempt: 1,
        responseStatus: 503,
        lastError: 'HTTP 503',
        nextAttemptAt: new Date(t.ctx.clock.now().getTime() + 5_000),
      });
      expect(rows.get(offDelivery!.id)).toMatchObject({ status: 'failed', attempt: 0, nextAttemptAt: null });
      expect(rows.get(refundedDelivery!.id)).toMatchObject({
        status: 'dead',
        attempt: 0,
        lastError: REVERSED_PURCHASE,
      });
      expect(rows.get(doneDelivery!.id)).toMatchObject({ status: 'succeeded', attempt: 0 });
      const endpoints = new Map(
        (
          await t.ctx.db
            .select()
            .from(webhookEndpoints)
            .where(inArray(webhookEndpoints.id, [ok.endpoint._id, bad.endpoint._id]))
        ).map((row) => [row.id, row.consecutiveFailures]),
      );
      expect(endpoints.get(ok.endpoint._id)).toBe(0);
      expect(endpoints.get(bad.endpoint._id)).toBe(1);

      // Claimed once: the same batch again sends nothing until the failed one's retry is due.
      expect((await attemptWebhookDeliveries(t.ctx, batch)).size).toBe(0);
      expect(receiver.received.length - sentBefore + failing.received.length).toBe(3);
    } finally {
      await failing.close();
    }
  });

  it("records each success as it comes: a slow endpoint does not hold the batch's others (issue 24.3)", async () => {
    receiver.mode = 'ok';
    const slowReceiver = await startHeldReceiver();
    try {
      const fast = await buyerWithEndpoint('batch-fast@example.com');
      await buy(fast.headers);
      const slow = await buyerWithEndpointOf(t, slowReceiver, 'batch-slow@example.com');
      await buy(slow.headers);
      const [fastDelivery] = await deliveriesOf(fast.endpoint._id);
      const [slowDelivery] = await deliveriesOf(slow.endpoint._id);
      const attempt = attemptWebhookDeliveries(t.ctx, [fastDelivery!.id, slowDelivery!.id]);
      await expect.poll(async () => (await deliveriesOf(fast.endpoint._id))[0]!.status).toBe('succeeded');
      expect((await deliveriesOf(slow.endpoint._id))[0]!.status).toBe('pending');
      slowReceiver.answer();
      expect(Object.fromEntries(await attempt)).toEqual({
        [fastDelivery!.id]: 'succeeded',
        [slowDelivery!.id]: 'succeeded',
      });
      expect((await deliveriesOf(slow.endpoint._id))[0]).toMatchObject({ status: 'succeeded', attempt: 1 });
    } finally {
      await slowReceiver.close();
    }
  });

  it("the queue's window: a slow receiver holds only its own places, never the batches behind it (issue 24.3)", async () => {
    receiver.mode = 'ok';
    const slowReceiver = await startHeldReceiver();
    const logged: string[] = [];
    // Room for two batches of two.
    const window = webhookDeliveryWindow(t.ctx, (message) => logged.push(message), {
      capacity: 4,
      batchSize: 2,
    });
    try {
      const slow = await buyerWithEndpointOf(t, slowReceiver, 'window-slow@example.com');
      for (let n = 0; n < 3; n += 1) await buy(slow.headers);
      const fast = await buyerWithEndpoint('window-fast@example.com');
      for (let n = 0; n < 4; n += 1) await buy(fast.headers);
      const slowIds = (await deliveriesOf(slow.endpoint._id)).map((d) => d.id);
      const fastIds = (await deliveriesOf(fast.endpoint._id)).map((d) => d.id);
      const statuses = async (ids: string[]) =>
        (await t.ctx.db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.id, ids))).map(
          (d) => d.status,
        );

      // Two slow deliveries take half the window; both fast batches still go through it.
      await window.take(slowIds.slice(0, 2));
      await window.take(fastIds.slice(0, 2));
      await window.take(fastIds.slice(2));
      expect(await statuses(fastIds)).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded']);
      expect(await statuses(slowIds)).toEqual(['pending', 'pending', 'pending']);
      expect(window.onWire).toBe(2);

      // A third slow one fills it past a batch's room (a delivery already done frees its place at
      // once): the worker is held until a slow receiver answers.
      const third = window.take([slowIds[2]!, fastIds[0]!]);
      const sleep = new Promise((resolve) => setTimeout(resolve, 300, 'full'));
      expect(await Promise.race([third.then(() => 'room'), sleep])).toBe('full');
      expect(window.onWire).toBe(3);
      slowReceiver.answer();
      await third;
      await window.drain(20_000);
      expect(await statuses(slowIds)).toEqual(['succeeded', 'succeeded', 'succeeded']);
      expect(window.onWire).toBe(0);

      // A batch the database refuses frees its places and is said in the log; the sweep sends its
      // deliveries again once their lease ends.
      await window.take(['not-a-delivery-id']);
      await window.drain(20_000);
      expect(window.onWire).toBe(0);
      expect(logged).toEqual([
        'webhook deliveries failed; the maintenance sweep sends them again once their lease ends',
      ]);
    } finally {
      await slowReceiver.close();
    }
  });
});

describe('waiting for a run of deliveries (issue 24.3: the VACUUM after a publish waits for them)', () => {
  it('says when every delivery has had its first attempt, and stops waiting at its bound', async () => {
    receiver.mode = 'ok';
    const { headers, endpoint } = await buyerWithEndpoint('first-attempts@example.com');
    await buy(headers);
    const ids = (
      await t.ctx.db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint._id))
    ).map((row) => row.id);
    expect(ids).toHaveLength(1);
    expect(await firstAttemptsMade(t.ctx, [], 1_000)).toBe(true);
    // Without a job queue nobody sends them soon: no wait at all.
    let started = performance.now();
    expect(await firstAttemptsMade(t.ctx, ids, 5_000)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
    t.ctx.queue = { send: async () => undefined, sendMany: async () => undefined };
    try {
      started = performance.now();
      expect(await firstAttemptsMade(t.ctx, ids, 300)).toBe(false);
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
      // Sent while it waits: it answers as soon as it sees the attempt recorded.
      const waiting = firstAttemptsMade(t.ctx, ids, 10_000);
      await attemptWebhookDeliveries(t.ctx, ids);
      started = performance.now();
      expect(await waiting).toBe(true);
      expect(performance.now() - started).toBeLessThan(1_000);
    } finally {
      t.ctx.queue = null;
    }
  });
});

describe('the maintenance sweep', () => {
  it('sends its due deliveries through the window: a slow receiver holds only its own place', async () => {
    receiver.mode = 'ok';
    const slowReceiver = await startHeldReceiver();
    try {
      const slow = await buyerWithEndpointOf(t, slowReceiver, 'sweep-slow@example.com');
      await buy(slow.headers);
      const [slowDelivery] = await deliveriesOf(slow.endpoint._id);
      // The longest waiting, so the sweep's first slice of 50 holds it.
      await t.ctx.db
        .update(webhookDeliveries)
        .set({ nextAttemptAt: new Date('2026-01-01T00:00:00Z') })
        .where(eq(webhookDeliveries.id, slowDelivery!.id));
      // More than a slice behind it, to a receiver that answers at once.
      const fast = await buyerWithEndpoint('sweep-fast@example.com');
      const now = t.clock.now();
      await t.ctx.db.insert(webhookDeliveries).values(
        Array.from({ length: 60 }, (_, n) => ({
          endpointId: fast.endpoint._id,
          messageId: `msg_sweep_${n}`,
          eventType: 'test.ping',
          payload: { type: 'test.ping', timestamp: now.toISOString(), data: { n } },
          nextAttemptAt: now,
          createdAt: now,
        })),
      );
      const succeeded = async () =>
        (await deliveriesOf(fast.endpoint._id)).filter((d) => d.status === 'succeeded').length;

      const sweep = processDueDeliveries(t.ctx);
      await expect.poll(succeeded, { timeout: 10_000 }).toBe(60);
      expect((await deliveriesOf(slow.endpoint._id))[0]!.status).toBe('pending');
      slowReceiver.answer();
      await sweep;
      expect((await deliveriesOf(slow.endpoint._id))[0]).toMatchObject({ status: 'succeeded', attempt: 1 });
    } finally {
      await slowReceiver.close();
    }
  });
});

describe('a delivery whose job ended before its attempt did (decision 039)', () => {
  it('is sent again by the sweep once its lease ends, when its instance died mid-attempt', async () => {
    receiver.mode = 'ok';
    const { endpoint, headers } = await buyerWithEndpoint('lease-ended@example.com');
    const lead = await buy(headers);
    const [delivery] = await deliveriesOf(endpoint._id);
    // What an instance killed mid-attempt leaves: the lease it took (60 s), no outcome, and its
    // pg-boss job already done (the window completes jobs as their attempts start).
    await t.ctx.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(t.clock.now().getTime() + 60_000) })
      .where(eq(webhookDeliveries.id, delivery!.id));
    const arrived = () => receiver.received.filter((r) => r.body.includes(lead.id));

    await runMaintenance(t.ctx);
    expect(arrived()).toHaveLength(0);
    t.clock.advance(61_000);
    await runMaintenance(t.ctx);
    expect(arrived()).toHaveLength(1);
    expect(arrived()[0]!.headers['webhook-id']).toBe(delivery!.messageId);
    expect((await deliveriesOf(endpoint._id))[0]).toMatchObject({ status: 'succeeded', attempt: 1 });
  });
});

const deliveriesOf = async (endpointId: string) =>
  t.ctx.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(webhookDeliveries.createdAt, webhookDeliveries.id);

/** A receiver on 127.0.0.1 that answers 204 only once the test lets it. */
async function startHeldReceiver() {
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  const server = createServer((request, response) => {
    request.resume();
    void held.then(() => response.writeHead(204).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    answer,
    close: async () => {
      answer();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
