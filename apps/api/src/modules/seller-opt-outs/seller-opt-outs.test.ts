import {
  SELLER_OPT_OUT_CODE_SENT,
  SELLER_OPT_OUT_DONE,
  confirmSellerOptOut,
  createSellerOptOut,
  getSellerOptOuts,
  sendSellerOptOutCode,
  type Endpoint,
} from '@app/shared';
import { and, desc, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  integrations,
  leadPurchases,
  leads,
  outboxMessages,
  webhookDeliveries,
} from '../../db/schema/index.js';
import { runMaintenance } from '../../jobs/maintenance.js';
import { DAY_MS, MINUTE_MS } from '../../lib/time.js';
import {
  APP_URL,
  adminHeaders,
  callEndpoint,
  createCustomer,
  createLead,
  freshIp,
  sessionFor,
  TEST_START,
  useTestApp,
} from '../../../test/helpers.js';
import {
  buyerWithEndpoint,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../test/webhook-receiver.js';

const t = useTestApp({ leadCount: 10 });

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

/** A public call from one client address (rate limits count per client). */
const post = (endpoint: Endpoint, payload: object, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/${endpoint.path}`,
    payload,
    remoteAddress: ip,
  });

let phoneCounter = 0;
/** A valid US number nobody else in this file uses: E.164 and as a person types it. */
function freshPhone() {
  const line = String(1000 + ++phoneCounter).padStart(4, '0');
  return { e164: `+1216555${line}`, typed: `(216) 555-${line}` };
}

/** The code of the last opt-out text to the number, read from the offline SMS outbox. */
async function textedCode(e164: string) {
  const [text] = await t.ctx.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, e164), eq(outboxMessages.template, 'seller-opt-out-code')))
    .orderBy(desc(outboxMessages.createdAt));
  return /(\d{6}) is your code/.exec(text?.body ?? '')?.[1];
}

/** A lead with the given number, in the given state. */
async function leadWithPhone(e164: string, input: Parameters<typeof createLead>[1], status?: 'scheduled') {
  const lead = await createLead(t.ctx, input);
  const [updated] = await t.ctx.db
    .update(leads)
    .set({ leadPhone: e164, phoneKey: e164, ...(status ? { status, publishedAt: null } : {}) })
    .where(eq(leads.id, lead.id))
    .returning();
  return updated!;
}

/** Sends a code and types it back, as the page does. */
async function optOut(typed: string, e164: string) {
  const sent = await post(sendSellerOptOutCode, { phone: typed });
  expect(sent.statusCode).toBe(200);
  const code = await textedCode(e164);
  return post(confirmSellerOptOut, { request_id: sent.json().result.request_id, code });
}

describe('a seller opts out on /privacy/sellers', () => {
  it('texts a code and answers the same whether or not the number is ours', async () => {
    const ours = freshPhone();
    await leadWithPhone(ours.e164, { type: 'premium' });
    const unknown = freshPhone();
    const answers = [];
    for (const phone of [ours, unknown]) {
      const response = await post(sendSellerOptOutCode, { phone: phone.typed });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.message).toBe(SELLER_OPT_OUT_CODE_SENT);
      expect(new Date(body.result.expires_at).getTime()).toBe(t.ctx.clock.now().getTime() + 10 * MINUTE_MS);
      expect(await textedCode(phone.e164)).toMatch(/^\d{6}$/);
      answers.push(Object.keys(body.result).sort());
    }
    expect(answers[0]).toEqual(answers[1]);
  });

  it('refuses a number that is not a US number, with the reason', async () => {
    const response = await post(sendSellerOptOutCode, { phone: '555-0100' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ path: 'body.phone' });
    expect(response.json().errors[0].message).toMatch(/too short/);
  });

  it('withdraws unsold leads, flags every lead, tells recent buyers by mail and signed webhook', async () => {
    receiver.mode = 'ok';
    const seller = freshPhone();
    const onSale = await leadWithPhone(seller.e164, { type: 'premium' });
    const waiting = await leadWithPhone(seller.e164, { type: 'premium' }, 'scheduled');
    const sold = await leadWithPhone(seller.e164, { type: 'exclusive', priceCents: 2_000 });
    const other = await createLead(t.ctx, { type: 'premium' });

    // A recent buyer with a webhook endpoint, and a buyer of 100 days ago.
    const recent = await buyerWithEndpoint(t, receiver, 'recent-buyer@example.com');
    // The recent buyer also works leads in a verified Google Sheet.
    await t.ctx.db.insert(integrations).values({
      userId: recent.user.id,
      kind: 'google_sheets',
      config: { spreadsheet_id: 'optout-sheet', sheet_name: 'Leads', verified_at: TEST_START },
    });
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads/buy-exclusive-lead',
      headers: recent.headers,
      payload: { lead_id: sold.id },
    });
    expect(bought.statusCode).toBe(200);
    const old = await createCustomer(t.ctx, { email: 'old-buyer@example.com', withApiKey: true });
    await t.ctx.db.insert(leadPurchases).values({
      leadId: onSale.id,
      userId: old.user.id,
      leadType: 'premium',
      priceCents: 0,
      createdAt: new Date(t.ctx.clock.now().getTime() - 100 * DAY_MS),
    });
    await runMaintenance(t.ctx); // the purchase's own delivery goes first

    const confirmed = await optOut(seller.typed, seller.e164);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      message: SELLER_OPT_OUT_DONE,
      result: { phone: seller.typed, opted_out_at: t.ctx.clock.now().toISOString() },
    });

    const after = new Map((await t.ctx.db.select().from(leads)).map((lead) => [lead.id, lead] as const));
    expect(after.get(onSale.id)!.status).toBe('withdrawn');
    expect(after.get(waiting.id)!.status).toBe('withdrawn');
    expect(after.get(sold.id)!.status).toBe('sold_out');
    for (const id of [onSale.id, waiting.id, sold.id])
      expect(after.get(id)!.sellerOptedOutAt).toEqual(t.ctx.clock.now());
    expect(after.get(other.id)!.status).toBe('published');
    expect(after.get(other.id)!.sellerOptedOutAt).toBeNull();

    const market = await t.app.inject({ url: '/api/v1/leads/get-marketplace-leads?limit=100' });
    expect(market.body).not.toContain(onSale.id);

    // The recent buyer: one mail naming the place (never the seller), one signed lead.opt_out event.
    const mails = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'seller-opt-out'));
    expect(mails.map((m) => m.recipient)).toEqual(['recent-buyer@example.com']);
    expect(mails[0]!.subject).toBe('Do not contact: the seller of your lead in Austin, TX opted out');
    expect(mails[0]!.body).not.toContain(sold.leadName);
    expect(mails[0]!.body).not.toContain('555');
    const [event] = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventType, 'lead.opt_out'));
    expect(event!.endpointId).toBe(recent.endpoint._id);
    await runMaintenance(t.ctx);
    const delivered = receiver.received.filter((r) => r.body.includes('lead.opt_out'));
    expect(delivered).toHaveLength(1);
    const verified = new Webhook(recent.endpoint.secret).verify(
      delivered[0]!.body,
      delivered[0]!.headers as Record<string, string>,
    );
    expect(verified).toMatchObject({
      type: 'lead.opt_out',
      data: {
        id: sold.id,
        lead_phone: seller.e164,
        opted_out_at: t.ctx.clock.now().toISOString(),
        do_not_contact: true,
      },
    });

    // The sheet gets the lead's row again, saying Do Not Contact: Yes in its last column.
    const sheetRows = (
      await t.ctx.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'optout-sheet!Leads'))
    ).map((m) => JSON.parse(m.body) as unknown[]);
    const notice = sheetRows.find((row) => row.includes(sold.id) && row.at(-1) === 'Yes');
    expect(notice, 'an appended row with Do Not Contact: Yes').toBeDefined();

    // Both buyers see "Do not contact" in the list, the CSV and the pull API.
    const list = await t.app.inject({
      url: '/api/v1/leads/get-my-purchased-leads?lead_type=exclusive',
      headers: recent.headers,
    });
    expect(list.json().result.find((l: { id: string }) => l.id === sold.id)).toMatchObject({
      do_not_contact: true,
    });
    const oldHeaders = { cookie: await sessionFor(t.ctx, old.user.id), origin: APP_URL };
    const csv = await t.app.inject({
      url: '/api/v1/leads/download-purchased-leads?lead_type=premium',
      headers: oldHeaders,
    });
    const [heading, row] = csv.body.trim().split('\r\n');
    expect(heading!.split(',')[3]).toBe('"Do Not Contact"');
    expect(row!.split(',')[3]).toBe('"Yes"');
    const pulled = await t.app.inject({
      url: '/api/v1/leads/get-purchased-premium-leads',
      headers: { 'x-api-key': old.apiKey! },
    });
    expect(pulled.statusCode).toBe(200);
    expect(pulled.json().result).toMatchObject([{ id: onSale.id, do_not_contact: true }]);
  });

  it('answers an unknown number exactly as a known one, and lists it for the team', async () => {
    const unknown = freshPhone();
    const confirmed = await optOut(unknown.typed, unknown.e164);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(SELLER_OPT_OUT_DONE);
    const listed = await callEndpoint(t, getSellerOptOuts, {
      query: { search: unknown.typed },
      headers: await adminHeaders(t),
    });
    expect(listed.json().result).toEqual([
      {
        phone: unknown.e164,
        source: 'seller',
        note: null,
        added_by: null,
        opted_out_at: t.ctx.clock.now().toISOString(),
        leads_withdrawn: 0,
        buyers_notified: 0,
      },
    ]);
  });

  it('counts wrong codes: 5 tries, then the code is gone; a code expires after 10 minutes', async () => {
    const seller = freshPhone();
    const sent = (await post(sendSellerOptOutCode, { phone: seller.typed })).json().result;
    const right = (await textedCode(seller.e164))!;
    const wrong = right === '000000' ? '111111' : '000000';
    const messages = [];
    for (let i = 0; i < 5; i++) {
      const response = await post(confirmSellerOptOut, { request_id: sent.request_id, code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].path).toBe('body.code');
      messages.push(response.json().errors[0].message);
    }
    expect(messages[0]).toBe('This code is not right. 4 tries left.');
    expect(messages[4]).toBe('This code is not right, and that was the last try. Ask for a new code.');
    const late = await post(confirmSellerOptOut, { request_id: sent.request_id, code: right });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors[0].message).toMatch(/expired or was tried too many times/);

    const again = (await post(sendSellerOptOutCode, { phone: seller.typed })).json().result;
    const code = await textedCode(seller.e164);
    t.clock.advance(10 * MINUTE_MS + 1000);
    const expired = await post(confirmSellerOptOut, { request_id: again.request_id, code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors[0].message).toMatch(/expired/);
  });

  it('limits codes per number (3 an hour) and per client (10 an hour)', async () => {
    const seller = freshPhone();
    for (let i = 0; i < 3; i++)
      expect((await post(sendSellerOptOutCode, { phone: seller.typed })).statusCode).toBe(200);
    const fourth = await post(sendSellerOptOutCode, { phone: seller.typed });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();

    const ip = freshIp();
    for (let i = 0; i < 10; i++)
      expect((await post(sendSellerOptOutCode, { phone: freshPhone().typed }, ip)).statusCode).toBe(200);
    expect((await post(sendSellerOptOutCode, { phone: freshPhone().typed }, ip)).statusCode).toBe(429);
  });
});

describe('the do-not-sell list holds at every later write', () => {
  it('refuses the number at import (reason in the preview), in the lead form and in an edit', async () => {
    const seller = freshPhone();
    expect((await optOut(seller.typed, seller.e164)).statusCode).toBe(200);
    const admin = await adminHeaders(t);
    const csv = [
      'lead_name,lead_phone,property_type,reason,lead_type,selling_timeline,address_line_1,city,state,ZIP,price',
      `Ann Lee,${seller.typed},Single Family,Divorce,premium,ASAP,12 Oak St,Cleveland,OH,44113,`,
      `Bo Diaz,(216) 555-7788,Single Family,Divorce,premium,ASAP,14 Oak St,Cleveland,OH,44113,`,
    ].join('\n');
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/preview-lead-import',
      headers: admin,
      payload: { csv },
    });
    expect(preview.statusCode).toBe(200);
    const day = t.ctx.clock.now().toISOString().slice(0, 10);
    expect(preview.json().result).toMatchObject({
      valid_rows: 1,
      invalid_rows: 1,
      invalid: [
        {
          line: 2,
          errors: [`the seller asked us not to sell this number (do-not-sell list since ${day})`],
        },
      ],
    });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/create-lead',
      headers: admin,
      payload: {
        lead_name: 'Ann Lee',
        lead_phone: seller.typed,
        property_type: 'Single Family',
        reason: 'Divorce',
        lead_type: 'premium',
        selling_timeline: 'ASAP',
        address_line_1: '16 Oak St',
        city: 'Cleveland',
        state: 'OH',
        ZIP: '44113',
        publish: 'now',
      },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors[0]).toMatchObject({ path: 'body.lead_phone' });

    const lead = await createLead(t.ctx, { type: 'premium' });
    const edited = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/update-lead',
      headers: admin,
      payload: { id: lead.id, lead_phone: seller.typed },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors[0].message).toMatch(/do-not-sell list since/);
  });
});

describe('the team keeps the list in the console', () => {
  it('adds a number by hand (audited, buyers told), refuses it twice, and only for admins', async () => {
    const seller = freshPhone();
    const lead = await leadWithPhone(seller.e164, { type: 'premium' });
    const admin = await adminHeaders(t);
    const added = await callEndpoint(t, createSellerOptOut, {
      body: { phone: seller.typed, note: 'Phoned support on 11/21' },
      headers: admin,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().result).toMatchObject({
      phone: seller.e164,
      source: 'staff',
      note: 'Phoned support on 11/21',
      added_by: 'admin@sellersignal.io',
      leads_withdrawn: 1,
    });
    const [row] = await t.ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.status).toBe('withdrawn');
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'seller_opt_out.add'), eq(auditLog.entityId, seller.e164)));
    expect(entry!.actorUserId).not.toBeNull();

    const twice = await callEndpoint(t, createSellerOptOut, {
      body: { phone: seller.typed, note: 'Again' },
      headers: admin,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].path).toBe('body.phone');

    const noNote = await callEndpoint(t, createSellerOptOut, {
      body: { phone: freshPhone().typed, note: ' ' },
      headers: admin,
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors[0].path).toBe('body.note');

    const { user } = await createCustomer(t.ctx, { email: 'not-staff@example.com' });
    const member = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };
    expect((await callEndpoint(t, getSellerOptOuts, { headers: member })).statusCode).toBe(403);
    expect(
      (
        await callEndpoint(t, createSellerOptOut, {
          body: { phone: freshPhone().typed, note: 'x' },
          headers: member,
        })
      ).statusCode,
    ).toBe(403);
  });
});
