import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadPurchases } from '../../db/schema/index.js';
import { HOUR_MS } from '../../lib/time.js';
import {
  ADMIN_PASSWORD,
  APP_URL,
  createCustomer,
  createLead,
  createSubscriber,
  fundWallet,
  loginAs,
  sessionFor,
  useTestApp,
} from '../../../test/helpers.js';

const t = useTestApp({ leadCount: 10 });
const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers, payload });

async function exclusiveBuyer(email: string) {
  const { user } = await createCustomer(t.ctx, { email });
  await fundWallet(t.ctx, user.id, 10_000);
  const headers = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };
  const lead = await createLead(t.ctx, { type: 'exclusive', priceCents: 8_000 });
  const bought = await post('leads/buy-exclusive-lead', headers, { lead_id: lead.id });
  const [purchase] = await t.ctx.db.select().from(leadPurchases).where(eq(leadPurchases.userId, user.id));
  expect(bought.statusCode).toBe(200);
  return { user, headers, purchase: purchase!, lead };
}

describe('refunds of exclusive leads (72 hours, with evidence)', () => {
  it('files a request with a call log; an admin approves it and the wallet is credited', async () => {
    const buyer = await exclusiveBuyer('refund1@example.com');
    const missingEvidence = await post('refunds/create-refund-request', buyer.headers, {
      purchase_id: buyer.purchase.id,
      reason: 'Invalid contact info',
    });
    expect(missingEvidence.statusCode).toBe(400);
    expect(missingEvidence.json().errors[0]).toEqual({
      path: 'body.evidence_text',
      message: 'Add your call, SMS or email log as text or as a file',
    });

    const filed = await post('refunds/create-refund-request', buyer.headers, {
      purchase_id: buyer.purchase.id,
      reason: 'Invalid contact info',
      evidence_text: 'Called (512) 555-0100 three times on Nov 21: number disconnected.',
      evidence_file: {
        name: 'call-log.txt',
        type: 'text/plain',
        content_base64: Buffer.from('call log').toString('base64'),
      },
    });
    expect(filed.statusCode).toBe(200);
    expect(filed.json()).toMatchObject({ message: 'Data added successfully', result: { status: 'pending' } });
    const again = await post('refunds/create-refund-request', buyer.headers, {
      purchase_id: buyer.purchase.id,
      reason: 'Duplicate',
      evidence_text: 'again',
    });
    expect(again.statusCode).toBe(409);

    const admin = { cookie: await loginAs(t.app, 'admin@sellersignal.io', ADMIN_PASSWORD), origin: APP_URL };
    const queue = (
      await t.app.inject({ url: '/api/v1/admin/get-requests?status=pending', headers: admin })
    ).json();
    const item = queue.result.find((r: { _id: string }) => r._id === filed.json().result._id);
    expect(item).toMatchObject({
      kind: 'refund',
      evidence_file_name: 'call-log.txt',
      price_paid: 80,
      customer: { email: 'refund1@example.com' },
      buyer_purchases: 1,
    });

    const decided = await post('admin/decide-request', admin, { request_id: item._id, decision: 'approve' });
    expect(decided.json()).toEqual({
      message: 'Data edited successfully',
      result: { _id: item._id, status: 'approved' },
    });
    const wallet = (await t.app.inject({ url: '/api/v1/wallet/get-wallet', headers: buyer.headers })).json();
    expect(wallet.result.balance).toBe(100);
    expect(wallet.result.entries.find((e: { kind: string }) => e.kind === 'refund')).toMatchObject({
      kind: 'refund',
      amount: 80,
    });
    const audit = (
      await t.app.inject({ url: '/api/v1/admin/get-audit-log?entity=refund_request', headers: admin })
    ).json().result;
    expect(audit[0]).toMatchObject({
      action: 'approve-request',
      entity_id: item._id,
      actor: 'admin@sellersignal.io',
    });
    expect(audit[0].before.status).toBe('pending');
    expect(audit[0].after.status).toBe('approved');
    const twice = await post('admin/decide-request', admin, { request_id: item._id, decision: 'approve' });
    expect(twice.statusCode).toBe(409);
    const mine = (
      await t.app.inject({ url: '/api/v1/refunds/get-my-requests', headers: buyer.headers })
    ).json();
    expect(mine.result[0]).toMatchObject({ status: 'approved', reason: 'Invalid contact info' });
  });

  it('enforces the 72-hour window when filing, and explains it', async () => {
    const buyer = await exclusiveBuyer('refund2@example.com');
    t.clock.advance(73 * HOUR_MS);
    const late = await post('refunds/create-refund-request', buyer.headers, {
      purchase_id: buyer.purchase.id,
      reason: 'Duplicate',
      evidence_text: 'Same seller as lead bought last week.',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('Requests can be made within 72 hours of purchase; this one is older.');
    const owned = (
      await t.app.inject({ url: '/api/v1/leads/get-my-purchased-leads', headers: buyer.headers })
    ).json();
    expect(owned.result[0].request_deadline).toBeNull();
    t.clock.set('2026-11-21T15:00:00Z');
  });

  it("never lets a member file against another member's purchase", async () => {
    const buyer = await exclusiveBuyer('refund3@example.com');
    const { user } = await createCustomer(t.ctx, { email: 'intruder@example.com' });
    const intruder = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };
    const response = await post('refunds/create-refund-request', intruder, {
      purchase_id: buyer.purchase.id,
      reason: 'Duplicate',
      evidence_text: 'x',
    });
    expect(response.statusCode).toBe(404);
  });

  it('a rejection needs a note, which the customer sees', async () => {
    const buyer = await exclusiveBuyer('refund4@example.com');
    const filed = await post('refunds/create-refund-request', buyer.headers, {
      purchase_id: buyer.purchase.id,
      reason: 'Seller not interested',
      evidence_text: 'SMS: "not selling"',
    });
    const admin = { cookie: await loginAs(t.app, 'admin@sellersignal.io', ADMIN_PASSWORD), origin: APP_URL };
    const noNote = await post('admin/decide-request', admin, {
      request_id: filed.json().result._id,
      decision: 'reject',
    });
    expect(noNote.statusCode).toBe(400);
    await post('admin/decide-request', admin, {
      request_id: filed.json().result._id,
      decision: 'reject',
      note: 'The SMS log shows the seller asked for a callback next week.',
    });
    const mine = (
      await t.app.inject({ url: '/api/v1/refunds/get-my-requests', headers: buyer.headers })
    ).json();
    expect(mine.result[0]).toMatchObject({
      status: 'rejected',
      decision_note: 'The SMS log shows the seller asked for a callback next week.',
    });
    const member = await post('admin/decide-request', buyer.headers, {
      request_id: filed.json().result._id,
      decision: 'approve',
    });
    expect(member.statusCode).toBe(403);
  });
});

describe('replacements of premium leads', () => {
  it('files with the spec fields; approval returns the credit', async () => {
    const sub = await createSubscriber(t, 'replace1@example.com');
    const lead = await createLead(t.ctx, { type: 'premium' });
    await post('leads/take-premium-lead', sub.headers, { lead_id: lead.id });
    const [purchase] = await t.ctx.db
      .select()
      .from(leadPurchases)
      .where(eq(leadPurchases.userId, sub.user.id));
    const missing = await post('refunds/create-replacement-request', sub.headers, {
      purchase_id: purchase!.id,
      reason: 'Listed on MLS',
    });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['body.contact_number', 'body.property_address', 'body.seller_name']);
    const wrongKind = await post('refunds/create-refund-request', sub.headers, {
      purchase_id: purchase!.id,
      reason: 'Duplicate',
      evidence_text: 'x',
    });
    expect(wrongKind.statusCode).toBe(400);
    const filed = await post('refunds/create-replacement-request', sub.headers, {
      purchase_id: purchase!.id,
      reason: 'Listed on MLS',
      property_address: lead.addressLine1,
      seller_name: lead.leadName,
      contact_number: lead.leadPhone,
    });
    expect(filed.statusCode).toBe(200);
    const dashboardBefore = (
      await t.app.inject({ url: '/api/v1/leads/get-dashboard-data', headers: sub.headers })
    ).json().result;
    const admin = { cookie: await loginAs(t.app, 'admin@sellersignal.io', ADMIN_PASSWORD), origin: APP_URL };
    await post('admin/decide-request', admin, { request_id: filed.json().result._id, decision: 'approve' });
    const dashboardAfter = (
      await t.app.inject({ url: '/api/v1/leads/get-dashboard-data', headers: sub.headers })
    ).json().result;
    expect(dashboardAfter.credits_left).toBe(dashboardBefore.credits_left + 1);
    // The member's request says what was given: the credit, and when it lapses (a month on).
    const mine = (await t.app.inject({ url: '/api/v1/refunds/get-my-requests', headers: sub.headers })).json()
      .result;
    expect(mine[0]).toMatchObject({
      status: 'approved',
      decided_automatically: false,
      given: { kind: 'credit', credits: 1, valid_until: '2026-12-21T15:00:00.000Z' },
    });
  });
});
