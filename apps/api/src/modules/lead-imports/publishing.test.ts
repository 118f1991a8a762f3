import {
  getAuditLog,
  getImportBatch,
  importLeads,
  publishLeadsNow,
  scheduleLeads,
  unpublishLeads,
} from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { leads, outboxMessages, webhookDeliveries } from '../../db/schema/index.js';
import { runMaintenance } from '../../jobs/maintenance.js';
import {
  APP_URL,
  adminHeaders,
  callEndpoint,
  createCustomer,
  createLead,
  sessionFor,
  useTestApp,
} from '../../../test/helpers.js';
import { buyerWithEndpoint, startWebhookReceiver } from '../../../test/webhook-receiver.js';
import { processImportBatch } from './lead-import.service.js';
import { vacuumAfterDeliveries } from './publishing.service.js';
import { attemptWebhookDeliveries } from '../webhooks/index.js';

const t = useTestApp({ leadCount: 20 });
const HEADER =
  'lead_name,lead_phone,property_type,listed,reason,lead_type,selling_timeline,address_line_1,city,state,zip,price';

/** An import of two leads in `city`, waiting for the next 10:00 Central window. */
async function scheduledImport(city: string, zip: string, state: string) {
  const csv = [
    HEADER,
    `Pat Kim,(402) 555-0141,Single Family,no,Job loss,premium,ASAP,10 Main St,${city},${state},${zip},`,
    `Lee Ray,(402) 555-0142,Townhouse,no,Relocating,exclusive,ASAP,11 Main St,${city},${state},${zip},95`,
  ].join('\n');
  const started = await callEndpoint(t, importLeads, {
    headers: await adminHeaders(t),
    body: { csv, publish: 'next_window', file_name: `${city.toLowerCase()}.csv` },
  });
  const batchId = started.json().result._id as string;
  await processImportBatch(t.ctx, batchId);
  const rows = await t.ctx.db.select().from(leads).where(eq(leads.importBatchId, batchId));
  return { batchId, leadIds: rows.map((r) => r.id) };
}

const marketplace = async (city: string) =>
  (await t.app.inject({ url: `/api/v1/leads/get-marketplace-leads-unauthorized?city=${city}&limit=100` }))
    .json()
    .result.map((l: { id: string }) => l.id) as string[];

const statusOf = async (id: string) => (await t.ctx.db.select().from(leads).where(eq(leads.id, id)))[0]!;

describe('POST admin/publish-leads-now', () => {
  it('puts a scheduled import on the marketplace at once, tells buyers with alerts, and is audited', async () => {
    const { user } = await createCustomer(t.ctx, { email: 'lincoln-alerts@example.com' });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads/create-saved-search',
      headers: { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL },
      payload: { name: 'Lincoln', filters: { city: 'Lincoln', state: 'NE' }, alerts_enabled: true },
    });
    const { batchId, leadIds } = await scheduledImport('Lincoln', '68508', 'NE');
    expect(await marketplace('Lincoln')).toEqual([]);

    const headers = await adminHeaders(t);
    const published = await callEndpoint(t, publishLeadsNow, { headers, body: { import_id: batchId } });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({
      message: 'Data edited successfully',
      result: { changed: 2, unchanged: 0, skipped: [] },
    });
    expect((await marketplace('Lincoln')).sort()).toEqual([...leadIds].sort());
    const premium = (await Promise.all(leadIds.map(statusOf))).find((l) => l.leadType === 'premium')!;
    expect(premium.publishedAt!.toISOString()).toBe('2026-11-21T15:00:00.000Z');
    expect(premium.expiresAt!.toISOString()).toBe('2026-12-21T15:00:00.000Z');
    const alerts = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, 'lincoln-alerts@example.com'),
          eq(outboxMessages.template, 'new-lead-alert'),
        ),
      );
    expect(alerts).toHaveLength(1);
    const batch = (await callEndpoint(t, getImportBatch, { headers, query: { id: batchId } })).json().result;
    expect(batch).toMatchObject({
      publish_at: '2026-11-21T15:00:00.000Z',
      leads: { scheduled: 0, published: 2 },
    });

    const again = await callEndpoint(t, publishLeadsNow, { headers, body: { import_id: batchId } });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe("None of this import's 2 leads can be published now.");

    const log = (await callEndpoint(t, getAuditLog, { headers, query: { entity: 'import_batch' } })).json();
    // The test clock stands still: entries of the same instant come in any order.
    expect(log.result.find((e: { action: string }) => e.action === 'import_batch.publish_now')).toMatchObject(
      {
        action_label: 'Import published now',
        entity_id: batchId,
        subject: 'lincoln.csv',
        actor: 'admin@sellersignal.io',
        after: { status: 'published', leads_changed: 2, leads_unchanged: 0 },
      },
    );
  });

  it("sends each matched search's new leads to its member's webhook, signed, once (issue 24.3)", async () => {
    const receiver = await startWebhookReceiver();
    try {
      const searchOf = async (headers: Record<string, string>, city: string, state: string | null = 'NE') =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/leads/create-saved-search',
          headers,
          payload: {
            name: `${city} houses`,
            filters: state ? { city, state } : { city },
            alerts_enabled: true,
          },
        });
      const matching = await buyerWithEndpoint(t, receiver, 'columbus-hook@example.com');
      expect((await searchOf(matching.headers, 'Columbus')).statusCode).toBe(200);
      const elsewhere = await buyerWithEndpoint(t, receiver, 'hastings-hook@example.com');
      expect((await searchOf(elsewhere.headers, 'Hastings')).statusCode).toBe(200);
      // A city in any case, without a state, is tried on the leads of that city (grouped by name).
      const anyCase = await buyerWithEndpoint(t, receiver, 'any-columbus-hook@example.com');
      expect((await searchOf(anyCase.headers, 'columbus', null)).statusCode).toBe(200);
      const { batchId, leadIds } = await scheduledImport('Columbus', '68601', 'NE');
      const headers = await adminHeaders(t);
      expect(
        (await callEndpoint(t, publishLeadsNow, { headers, body: { import_id: batchId } })).statusCode,
      ).toBe(200);

      const queued = await t.ctx.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.eventType, 'leads.matched'));
      expect(queued.map((d) => d.endpointId).sort()).toEqual(
        [matching.endpoint._id, anyCase.endpoint._id].sort(),
      );
      await runMaintenance(t.ctx);
      expect(receiver.received).toHaveLength(2);
      const arrived = receiver.received.find((r) => r.body.includes('"Columbus houses"'));
      const event = new Webhook(matching.endpoint.secret).verify(
        arrived!.body,
        arrived!.headers as Record<string, string>,
      ) as {
        type: string;
        data: { saved_search: { name: string }; leads: { id: string; city: string; price: number | null }[] };
      };
      expect(event.type).toBe('leads.matched');
      expect(event.data.saved_search.name).toBe('Columbus houses');
      expect(event.data.leads.map((lead) => lead.id).sort()).toEqual([...leadIds].sort());
      expect(event.data.leads.find((lead) => lead.price !== null)).toMatchObject({
        city: 'Columbus',
        price: 95,
        lead_type: 'exclusive',
        property_type: 'Townhouse',
        state: 'NE',
        ZIP: '68601',
        selling_timeline: 'ASAP',
      });
      // The seller's details are revealed when a lead is taken, never in an alert.
      expect(arrived!.body).not.toContain('555-0142');
      expect(arrived!.body).not.toContain('Lee Ray');
      const [delivered] = await t.ctx.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, queued[0]!.id));
      expect(delivered).toMatchObject({ status: 'succeeded', attempt: 1 });
      await runMaintenance(t.ctx);
      expect(receiver.received).toHaveLength(2);
    } finally {
      await receiver.close();
    }
  });

  it('publishes one chosen lead and says why the others of a selection stay as they are', async () => {
    const { leadIds } = await scheduledImport('Kearney', '68847', 'NE');
    const sold = await createLead(t.ctx, { type: 'exclusive', buyersCount: 1 });
    await t.ctx.db.update(leads).set({ status: 'sold_out' }).where(eq(leads.id, sold.id));
    const headers = await adminHeaders(t);
    const [first, second] = leadIds as [string, string];
    const response = await callEndpoint(t, publishLeadsNow, {
      headers,
      body: { lead_ids: [first, sold.id] },
    });
    expect(response.json().result).toEqual({
      changed: 1,
      unchanged: 1,
      skipped: [{ _id: sold.id, reason: 'it is sold out' }],
    });
    expect(await marketplace('Kearney')).toEqual([first]);
    expect((await statusOf(second)).status).toBe('scheduled');

    const refused = await callEndpoint(t, publishLeadsNow, { headers, body: { lead_ids: [first] } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('This lead cannot be published now: it is already for sale.');
    const log = (await callEndpoint(t, getAuditLog, { headers, query: { entity: 'lead' } })).json();
    expect(log.result.find((e: { action: string }) => e.action === 'lead.publish_now')).toMatchObject({
      action_label: 'Lead published now',
      entity_id: first,
      subject: 'Lead in Kearney, NE 68847',
      before: { status: 'scheduled', publish_at: '2026-11-21T16:00:00.000Z' },
      after: { status: 'published' },
    });
  });

  it('takes lead_ids or import_id, never both or neither', async () => {
    const headers = await adminHeaders(t);
    const id = '5f0c6d52-3c1e-4f57-9a2b-7d0e8f1a2b3c';
    for (const body of [{}, { lead_ids: [id], import_id: id }]) {
      const response = await callEndpoint(t, publishLeadsNow, { headers, body });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { path: 'body.lead_ids', message: 'Give lead_ids or import_id, not both' },
      ]);
    }
    const unknown = await callEndpoint(t, publishLeadsNow, { headers, body: { import_id: id } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST admin/schedule-leads', () => {
  it('moves a lead to another time: it is published then, not at the 10:00 window', async () => {
    const { leadIds } = await scheduledImport('Grand Island', '68801', 'NE');
    const [later, atTen] = leadIds as [string, string];
    const headers = await adminHeaders(t);
    const moved = await callEndpoint(t, scheduleLeads, {
      headers,
      body: { lead_ids: [later], publish_at: '2026-11-21T14:00:00-06:00' },
    });
    expect(moved.json().result).toEqual({ changed: 1, unchanged: 0, skipped: [] });
    expect((await statusOf(later)).publishAt!.toISOString()).toBe('2026-11-21T20:00:00.000Z');

    t.clock.set('2026-11-21T16:00:30Z');
    await runMaintenance(t.ctx);
    expect(await marketplace('Grand%20Island')).toEqual([atTen]);
    t.clock.set('2026-11-21T20:00:30Z');
    await runMaintenance(t.ctx);
    expect((await marketplace('Grand%20Island')).sort()).toEqual([...leadIds].sort());

    const log = (await callEndpoint(t, getAuditLog, { headers, query: { entity: 'lead' } })).json();
    expect(log.result.find((e: { entity_id: string }) => e.entity_id === later)).toMatchObject({
      action: 'lead.schedule',
      action_label: 'Publish time changed',
      after: { status: 'scheduled', publish_at: '2026-11-21T20:00:00.000Z' },
    });
  });

  it('reschedules a whole import, and refuses a time that has passed', async () => {
    const { batchId, leadIds } = await scheduledImport('Norfolk', '68701', 'NE');
    const headers = await adminHeaders(t);
    const past = await callEndpoint(t, scheduleLeads, {
      headers,
      body: { import_id: batchId, publish_at: '2026-11-21T08:59:00-06:00' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([
      {
        path: 'body.publish_at',
        message: 'Choose a time after now; to put the leads on sale at once, use Publish now.',
      },
    ]);
    const badTime = await callEndpoint(t, scheduleLeads, {
      headers,
      body: { import_id: batchId, publish_at: 'tomorrow' },
    });
    expect(badTime.statusCode).toBe(400);
    const moved = await callEndpoint(t, scheduleLeads, {
      headers,
      body: { import_id: batchId, publish_at: '2026-11-22T10:00:00-06:00' },
    });
    expect(moved.json().result).toEqual({ changed: 2, unchanged: 0, skipped: [] });
    const batch = (await callEndpoint(t, getImportBatch, { headers, query: { id: batchId } })).json().result;
    expect(batch.publish_at).toBe('2026-11-22T16:00:00.000Z');
    for (const id of leadIds)
      expect((await statusOf(id)).publishAt!.toISOString()).toBe('2026-11-22T16:00:00.000Z');
  });
});

describe('POST admin/unpublish-leads', () => {
  it('takes a lead nobody bought off the marketplace until it is published again, and keeps a bought one on sale', async () => {
    const fresh = await createLead(t.ctx, { type: 'premium', city: 'Papillion' });
    const bought = await createLead(t.ctx, { type: 'premium', city: 'Papillion', buyersCount: 1 });
    const headers = await adminHeaders(t);
    const response = await callEndpoint(t, unpublishLeads, {
      headers,
      body: { lead_ids: [fresh.id, bought.id] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({
      changed: 1,
      unchanged: 1,
      skipped: [
        { _id: bought.id, reason: '1 buyer has taken it: it stays for sale (withdraw it to take it down)' },
      ],
    });
    expect(await marketplace('Papillion')).toEqual([bought.id]);
    expect(await statusOf(fresh.id)).toMatchObject({
      status: 'scheduled',
      publishAt: null,
      publishedAt: null,
      expiresAt: null,
    });
    // Nothing publishes it by itself: the 10:00 window passes it by.
    t.clock.set('2026-11-21T16:00:30Z');
    await runMaintenance(t.ctx);
    expect(await marketplace('Papillion')).toEqual([bought.id]);

    const refused = await callEndpoint(t, unpublishLeads, { headers, body: { lead_ids: [bought.id] } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'This lead cannot be unpublished: 1 buyer has taken it: it stays for sale (withdraw it to take it down).',
    );

    // Published again, it starts its 30 days afresh.
    const again = await callEndpoint(t, publishLeadsNow, { headers, body: { lead_ids: [fresh.id] } });
    expect(again.json().result.changed).toBe(1);
    expect((await statusOf(fresh.id)).expiresAt!.toISOString()).toBe('2026-12-21T16:00:30.000Z');
    const log = (await callEndpoint(t, getAuditLog, { headers, query: { entity: 'lead' } })).json();
    expect(log.result.find((e: { action: string }) => e.action === 'lead.unpublish')).toMatchObject({
      entity_id: fresh.id,
      action_label: 'Lead unpublished',
      subject: 'Lead in Papillion, TX 78701',
      before: { status: 'published' },
      after: { status: 'scheduled', publish_at: null },
    });
  });
});

describe('after a large publish', () => {
  it("runs a large publish's VACUUM only once its webhook deliveries have had their attempt (issue 24.3)", async () => {
    const receiver = await startWebhookReceiver();
    const execute = t.ctx.db.execute.bind(t.ctx.db);
    try {
      const { endpoint } = await buyerWithEndpoint(t, receiver, 'vacuum-after@example.com');
      const [delivery] = await t.ctx.db
        .insert(webhookDeliveries)
        .values({
          endpointId: endpoint._id,
          messageId: 'msg_vacuum_after',
          eventType: 'leads.matched',
          payload: { type: 'leads.matched', data: { leads: [] } },
          nextAttemptAt: t.ctx.clock.now(),
        })
        .returning({ id: webhookDeliveries.id });
      // The delivery is sent 300 ms later, as a queue worker would; the VACUUM notes what it found.
      t.ctx.queue = { send: async () => undefined, sendMany: async () => undefined };
      const sent = new Promise((resolve) => setTimeout(resolve, 300)).then(() =>
        attemptWebhookDeliveries(t.ctx, [delivery!.id]),
      );
      const seenByVacuum: string[] = [];
      t.ctx.db.execute = (async (query: Parameters<typeof execute>[0]) => {
        if (JSON.stringify(query).includes('vacuum analyze')) {
          const [row] = await t.ctx.db
            .select({ status: webhookDeliveries.status })
            .from(webhookDeliveries)
            .where(eq(webhookDeliveries.id, delivery!.id));
          seenByVacuum.push(row!.status);
        }
        return execute(query);
      }) as typeof t.ctx.db.execute;
      await vacuumAfterDeliveries(t.ctx, [delivery!.id]);
      await sent;
      expect(seenByVacuum).toEqual(['succeeded']);
      expect(receiver.received).toHaveLength(1);
    } finally {
      t.ctx.db.execute = execute;
      t.ctx.queue = null;
      await receiver.close();
    }
  });
});
