import { LIMITS, getRequestEvidence } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadUsage, leadPurchases, leads, webhookDeliveries } from '../../db/schema/index.js';
import { runMaintenance } from '../../jobs/maintenance.js';
import { monthKey } from '../../lib/time.js';
import {
  ADMIN_PASSWORD,
  APP_URL,
  callEndpoint,
  createCustomer,
  createLead,
  createSubscriber,
  fundWallet,
  loginAs,
  sessionFor,
  useTestApp,
} from '../../../test/helpers.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver.js';
import { REVERSED_PURCHASE } from '../webhooks/deliveries.service.js';

// Issue 15 items 2, 3 and 4 and issue 16 item 2: what a reversed purchase leaves behind, the
// evidence the team reads, the one download allowance, and the one way a lead is granted.
const t = useTestApp({ leadCount: 5 });
let receiver: WebhookReceiver;
let admin: Record<string, string>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  admin = { cookie: await loginAs(t.app, 'admin@sellersignal.io', ADMIN_PASSWORD), origin: APP_URL };
});
afterAll(() => receiver.close());

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers, payload });
const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/v1/${url}`, headers });

/** A funded member with an API key, a webhook endpoint and a CSV feed, who bought one exclusive lead. */
async function exclusiveBuyer(email: string) {
  const { user, apiKey } = await createCustomer(t.ctx, { email, withApiKey: true });
  await fundWallet(t.ctx, user.id, 20_000);
  const headers = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };
  const endpoint = await post('webhooks/create-webhook-endpoint', headers, {
    url: `${receiver.base}/hooks/${email}`,
  });
  expect(endpoint.statusCode).toBe(200);
  const feed = await post('integrations/create-csv-feed', headers, {});
  expect(feed.statusCode).toBe(200);
  const lead = await createLead(t.ctx, { type: 'exclusive', priceCents: 6_000 });
  const bought = await post('leads/buy-exclusive-lead', headers, { lead_id: lead.id });
  expect(bought.statusCode).toBe(200);
  const [purchase] = await t.ctx.db
    .select()
    .from(leadPurchases)
    .where(and(eq(leadPurchases.userId, user.id), eq(leadPurchases.leadId, lead.id)));
  const feedUrl = new URL(feed.json().result.url as string);
  return {
    user,
    headers,
    apiKey: apiKey!,
    lead,
    purchase: purchase!,
    feedPath: `${feedUrl.pathname}${feedUrl.search}`,
  };
}

async function approveRefund(
  buyer: Awaited<ReturnType<typeof exclusiveBuyer>>,
  reason: 'Seller not interested' | 'Invalid contact info',
) {
  const filed = await post('refunds/create-refund-request', buyer.headers, {
    purchase_id: buyer.purchase.id,
    reason,
    evidence_text: 'Called twice on Nov 21.',
  });
  expect(filed.statusCode).toBe(200);
  const decided = await post('admin/decide-request', admin, {
    request_id: filed.json().result._id,
    decision: 'approve',
  });
  expect(decided.statusCode).toBe(200);
}

/** Every read path a member (or their tools) has to a purchased lead's seller details. */
async function readPaths(buyer: Awaited<ReturnType<typeof exclusiveBuyer>>) {
  const list = await get('leads/get-my-purchased-leads?limit=100', buyer.headers);
  const csv = await get('leads/download-purchased-leads', buyer.headers);
  const pull = await t.app.inject({
    url: '/api/v1/leads/get-purchased-premium-leads?limit=100',
    headers: { 'x-api-key': buyer.apiKey },
  });
  const feed = await t.app.inject({ url: buyer.feedPath });
  for (const response of [list, csv, pull, feed]) expect(response.statusCode).toBe(200);
  return {
    list: list.body.includes(buyer.lead.leadPhone),
    csv: csv.body.includes(buyer.lead.leadPhone),
    pull: pull.body.includes(buyer.lead.leadPhone),
    feed: feed.body.includes(buyer.lead.leadPhone),
  };
}

describe('a reversed purchase leaves every read path (issue 15.2)', () => {
  it('an approved refund takes the seller’s details from the list, the CSV, the pull API, the feed and the webhook', async () => {
    receiver.mode = 'down';
    const buyer = await exclusiveBuyer('reversed1@example.com');
    await runMaintenance(t.ctx);
    expect(await readPaths(buyer)).toEqual({ list: true, csv: true, pull: true, feed: true });
    const [delivery] = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.leadPurchaseId, buyer.purchase.id));
    expect(delivery).toMatchObject({ status: 'failed', attempt: 1 });

    await approveRefund(buyer, 'Seller not interested');
    expect(await readPaths(buyer)).toEqual({ list: false, csv: false, pull: false, feed: false });

    // The retry that was due is given up, and a replay is refused: nothing reaches the receiver.
    receiver.mode = 'ok';
    t.clock.advance(10 * 60_000);
    await runMaintenance(t.ctx);
    const [after] = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, delivery!.id));
    expect(after).toMatchObject({ status: 'dead', lastError: REVERSED_PURCHASE, nextAttemptAt: null });
    const replay = await post('webhooks/replay-webhook-delivery', buyer.headers, {
      delivery_id: delivery!.id,
    });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().detail).toBe(REVERSED_PURCHASE);
    expect(receiver.received.filter((r) => r.body.includes(buyer.lead.id))).toHaveLength(0);
  });

  it('puts the refunded lead back on sale for someone else, never for the buyer who returned it', async () => {
    receiver.mode = 'ok';
    const buyer = await exclusiveBuyer('reversed2@example.com');
    await approveRefund(buyer, 'Seller not interested');
    const [lead] = await t.ctx.db.select().from(leads).where(eq(leads.id, buyer.lead.id));
    expect(lead).toMatchObject({ status: 'published', buyersCount: 0 });
    // The buyer's marketplace says so instead of offering a purchase that would be refused.
    const seen = (
      await get('leads/get-marketplace-leads-unauthorized?lead_type=exclusive&limit=100', buyer.headers)
    ).json().result as { id: string; is_purchased: boolean; is_returned: boolean }[];
    expect(seen.find((l) => l.id === buyer.lead.id)).toMatchObject({
      is_purchased: false,
      is_returned: true,
    });
    const again = await post('leads/buy-exclusive-lead', buyer.headers, { lead_id: buyer.lead.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(
      'This lead was refunded or replaced for you, so it cannot be yours again. Choose another lead.',
    );
    const { user } = await createCustomer(t.ctx, { email: 'second-buyer@example.com' });
    await fundWallet(t.ctx, user.id, 10_000);
    const other = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };
    const sold = await post('leads/buy-exclusive-lead', other, { lead_id: buyer.lead.id });
    expect(sold.statusCode).toBe(200);
    expect(sold.json().result.lead.lead_phone).toBe(buyer.lead.leadPhone);
  });

  it('withdraws a lead refunded for a reason that makes it worthless (decision 016)', async () => {
    const buyer = await exclusiveBuyer('reversed3@example.com');
    await approveRefund(buyer, 'Invalid contact info');
    const [lead] = await t.ctx.db.select().from(leads).where(eq(leads.id, buyer.lead.id));
    expect(lead).toMatchObject({ status: 'withdrawn', buyersCount: 1 });
    const market = await get('leads/get-marketplace-leads-unauthorized?limit=100', {});
    expect(market.body).not.toContain(buyer.lead.id);
  });
});

describe('one way to grant a lead (issue 16.2)', () => {
  async function replacementRequest(email: string) {
    const sub = await createSubscriber(t, email);
    const endpoint = await post('webhooks/create-webhook-endpoint', sub.headers, {
      url: `${receiver.base}/hooks/${email}`,
    });
    expect(endpoint.statusCode).toBe(200);
    const lead = await createLead(t.ctx, { type: 'premium' });
    expect((await post('leads/take-premium-lead', sub.headers, { lead_id: lead.id })).statusCode).toBe(200);
    const [purchase] = await t.ctx.db
      .select()
      .from(leadPurchases)
      .where(and(eq(leadPurchases.userId, sub.user.id), eq(leadPurchases.leadId, lead.id)));
    const filed = await post('refunds/create-replacement-request', sub.headers, {
      purchase_id: purchase!.id,
      reason: 'Listed on MLS',
      property_address: lead.addressLine1,
      seller_name: lead.leadName,
      contact_number: lead.leadPhone,
    });
    expect(filed.statusCode).toBe(200);
    return { sub, lead, purchase: purchase!, requestId: filed.json().result._id as string };
  }

  it('refuses a replacement lead past its 30 days, as a sale would, and keeps the request pending', async () => {
    const { requestId } = await replacementRequest('replace-expired@example.com');
    const old = await createLead(t.ctx, {
      type: 'premium',
      publishedAt: new Date(t.clock.now().getTime() - 31 * 86_400_000),
    });
    const decided = await post('admin/decide-request', admin, {
      request_id: requestId,
      decision: 'approve',
      replacement_lead_id: old.id,
    });
    expect(decided.statusCode).toBe(409);
    expect(decided.json().detail).toBe('This lead has left the marketplace (30 days have passed).');
    const mine = await get('admin/get-requests?status=pending&limit=100', admin);
    expect(mine.json().result.some((r: { _id: string }) => r._id === requestId)).toBe(true);
  });

  it('delivers a replacement lead to the buyer’s webhook like any sale, and the replaced one leaves', async () => {
    receiver.mode = 'ok';
    const { sub, lead, requestId } = await replacementRequest('replace-delivered@example.com');
    const replacement = await createLead(t.ctx, { type: 'premium' });
    const decided = await post('admin/decide-request', admin, {
      request_id: requestId,
      decision: 'approve',
      replacement_lead_id: replacement.id,
    });
    expect(decided.statusCode).toBe(200);
    await runMaintenance(t.ctx);
    expect(receiver.received.filter((r) => r.body.includes(replacement.id))).toHaveLength(1);
    const owned = (await get('leads/get-my-purchased-leads?limit=100', sub.headers)).json().result as {
      id: string;
    }[];
    expect(owned.map((l) => l.id)).toContain(replacement.id);
    expect(owned.map((l) => l.id)).not.toContain(lead.id);
    const [granted] = await t.ctx.db.select().from(leads).where(eq(leads.id, replacement.id));
    expect(granted!.buyersCount).toBe(1);
    // The buyer's request names the lead given instead.
    const mine = (await get('refunds/get-my-requests', sub.headers)).json().result;
    expect(mine.find((r: { _id: string }) => r._id === requestId).given).toEqual({
      kind: 'lead',
      lead_id: replacement.id,
      place: 'Austin, TX 78701',
    });
  });
});

describe('refund evidence the team can open (issue 15.3)', () => {
  const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9, 0x20)]);

  it("takes a 1.5 MB PDF (it got 413 before), and admins open it in the browser's PDF viewer", async () => {
    const buyer = await exclusiveBuyer('evidence1@example.com');
    const file = pdf(1_500_000);
    const filed = await post('refunds/create-refund-request', buyer.headers, {
      purchase_id: buyer.purchase.id,
      reason: 'Duplicate',
      evidence_file: {
        name: 'call "log".pdf',
        type: 'application/pdf',
        content_base64: file.toString('base64'),
      },
    });
    expect(filed.statusCode).toBe(200);
    const id = filed.json().result._id as string;
    const queued = (await get('admin/get-requests?status=pending&limit=100', admin)).json().result;
    expect(queued.find((r: { _id: string }) => r._id === id)).toMatchObject({
      evidence_file_name: 'call "log".pdf',
      evidence_file_type: 'application/pdf',
    });

    const download = await callEndpoint(t, getRequestEvidence, { query: { request_id: id }, headers: admin });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `inline; filename="call _log_.pdf"; filename*=UTF-8''call%20%22log%22.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(file)).toBe(true);

    expect(
      (await callEndpoint(t, getRequestEvidence, { query: { request_id: id }, headers: buyer.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a file whose content is not its declared type, and a file over 2 MB', async () => {
    const buyer = await exclusiveBuyer('evidence2@example.com');
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const disguised = await post('refunds/create-refund-request', buyer.headers, {
      purchase_id: buyer.purchase.id,
      reason: 'Duplicate',
      evidence_file: { name: 'photo.png', type: 'image/png', content_base64: html.toString('base64') },
    });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().errors).toEqual([
      {
        path: 'body.evidence_file',
        message:
          "The file's content is not a PNG image as its type says. Upload a PNG, JPEG, PDF, text or audio file (MP3, M4A, WAV, Ogg).",
      },
    ]);
    const tooBig = await post('refunds/create-refund-request', buyer.headers, {
      purchase_id: buyer.purchase.id,
      reason: 'Duplicate',
      evidence_file: {
        name: 'big.pdf',
        type: 'application/pdf',
        content_base64: pdf(2_100_000).toString('base64'),
      },
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors[0].message).toBe('The evidence file must be between 1 byte and 2 MB');
  });

  it('answers 404 for a request without a file', async () => {
    const buyer = await exclusiveBuyer('evidence3@example.com');
    const filed = await post('refunds/create-refund-request', buyer.headers, {
      purchase_id: buyer.purchase.id,
      reason: 'Duplicate',
      evidence_text: 'Same seller as a lead I bought last week.',
    });
    const download = await callEndpoint(t, getRequestEvidence, {
      query: { request_id: filed.json().result._id },
      headers: admin,
    });
    expect(download.statusCode).toBe(404);
    expect(download.json().detail).toBe('This request has no evidence file.');
  });
});

describe('one download allowance for every read of seller details (issue 15.4)', () => {
  it('the purchased-leads list and webhook replays count, and stop at the month’s limit', async () => {
    receiver.mode = 'ok';
    const buyer = await exclusiveBuyer('allowance@example.com');
    await runMaintenance(t.ctx);
    const [delivery] = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.leadPurchaseId, buyer.purchase.id));
    const month = monthKey(t.clock.now());
    const used = async () =>
      (
        await t.ctx.db
          .select()
          .from(downloadUsage)
          .where(and(eq(downloadUsage.userId, buyer.user.id), eq(downloadUsage.month, month)))
      )[0]?.rows ?? 0;

    expect((await get('leads/get-my-purchased-leads', buyer.headers)).statusCode).toBe(200);
    expect(await used()).toBe(1);
    expect(
      (await post('webhooks/replay-webhook-delivery', buyer.headers, { delivery_id: delivery!.id }))
        .statusCode,
    ).toBe(200);
    expect(await used()).toBe(2);

    await t.ctx.db
      .update(downloadUsage)
      .set({ rows: LIMITS.monthlyDownloadLimit })
      .where(and(eq(downloadUsage.userId, buyer.user.id), eq(downloadUsage.month, month)));
    const list = await get('leads/get-my-purchased-leads', buyer.headers);
    expect(list.statusCode).toBe(429);
    expect(list.json().detail).toMatch(
      /^You have downloaded 250,000 of 250,000 lead rows this month; this request needs 1 more\./,
    );
    const replay = await post('webhooks/replay-webhook-delivery', buyer.headers, {
      delivery_id: delivery!.id,
    });
    expect(replay.statusCode).toBe(429);
    const sentBefore = receiver.received.filter((r) => r.body.includes(buyer.lead.id)).length;
    expect(sentBefore).toBe(2);
  });
});
