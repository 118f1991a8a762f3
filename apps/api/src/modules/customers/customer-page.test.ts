import {
  addCustomerNote,
  createRefundRequest,
  createReplacementRequest,
  decideRequest,
  getAuditLog,
  getCustomerCredits,
  getCustomerDetail,
  getCustomerNotes,
  getCustomerWallet,
} from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadPurchases, users } from '../../db/schema/index.js';
import { DAY_MS } from '../../lib/time.js';
import {
  ADMIN_EMAIL,
  adminHeaders,
  callEndpoint,
  createCustomer,
  createLead,
  createSubscriber,
  fundWallet,
  sessionFor,
  useTestApp,
  APP_URL,
} from '../../../test/helpers.js';

// Issue 21.4: the console's page per customer, checked against a member whose history is known.
const t = useTestApp({ leadCount: 5 });

async function purchaseIdOf(userId: string, leadId: string) {
  const [purchase] = await t.ctx.db
    .select()
    .from(leadPurchases)
    .where(and(eq(leadPurchases.userId, userId), eq(leadPurchases.leadId, leadId)));
  return purchase!.id;
}

/**
 * A Basic subscriber who took 2 premium leads with credits and bought 2 exclusive leads ($40 and
 * $60) from a $200 wallet; the $40 one was refunded by the team, a replacement is pending.
 */
async function memberWithHistory(email: string) {
  const member = await createSubscriber(t, email);
  await fundWallet(t.ctx, member.user.id, 20_000);
  const bought: Record<string, string> = {};
  for (const [name, path, lead] of [
    ['premium1', 'leads/take-premium-lead', await createLead(t.ctx, { type: 'premium', city: 'Dallas' })],
    ['premium2', 'leads/take-premium-lead', await createLead(t.ctx, { type: 'premium', city: 'Waco' })],
    [
      'exclusive40',
      'leads/buy-exclusive-lead',
      await createLead(t.ctx, { type: 'exclusive', priceCents: 4_000 }),
    ],
    [
      'exclusive60',
      'leads/buy-exclusive-lead',
      await createLead(t.ctx, { type: 'exclusive', priceCents: 6_000 }),
    ],
  ] as const) {
    // A minute apart, so that every history has one order.
    t.clock.advance(60_000);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/${path}`,
      headers: member.headers,
      payload: { lead_id: lead.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    bought[name] = await purchaseIdOf(member.user.id, lead.id);
  }
  t.clock.advance(60_000);
  const refund = await callEndpoint(t, createRefundRequest, {
    body: {
      purchase_id: bought.exclusive40!,
      reason: 'Seller not interested',
      evidence_text: 'Called twice: not selling.',
    },
    headers: member.headers,
  });
  expect(refund.statusCode, refund.body).toBe(200);
  const admin = await adminHeaders(t);
  t.clock.advance(60_000);
  const approved = await callEndpoint(t, decideRequest, {
    body: { request_id: refund.json().result._id, decision: 'approve' },
    headers: admin,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  t.clock.advance(60_000);
  const replacement = await callEndpoint(t, createReplacementRequest, {
    body: {
      purchase_id: bought.premium2!,
      reason: 'Listed on MLS',
      property_address: '12 Elm St, Waco, TX',
      seller_name: 'Jo Reyes',
      contact_number: '(254) 555-0199',
    },
    headers: member.headers,
  });
  expect(replacement.statusCode, replacement.body).toBe(200);
  return { ...member, admin, refundId: refund.json().result._id as string };
}

describe('GET admin/get-customer', () => {
  it('shows the member, the plan, the wallet, the refund rate, the purchases and the requests', async () => {
    const member = await memberWithHistory('page-jane@example.com');
    const response = await callEndpoint(t, getCustomerDetail, {
      query: { user_id: member.user.id },
      headers: member.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().result;
    expect(getCustomerDetail.response.safeParse(response.json()).success).toBe(true);
    expect(detail.member).toEqual({
      _id: member.user.id,
      email: 'page-jane@example.com',
      name: 'page-jane',
      role: 'customer',
      status: 'active',
      signed_up_at: member.user.createdAt.toISOString(),
    });
    expect(detail.billing.subscription).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
      pending_plan: null,
      plan: { plan_name: 'Basic' },
    });
    expect(detail.billing.payment_method).toMatchObject({ last4: '4242' });
    expect(detail.billing.credits_left).toBe(23);
    // $200 − $40 − $60 + the $40 refund.
    expect(detail.wallet).toEqual({ balance: 140, debt: 0 });
    // 4 leads bought, 1 request approved: 25%.
    expect(detail.refund_rate).toEqual({ leads_bought: 4, approved_requests: 1, rate: 0.25 });
    expect(detail.purchases).toEqual({
      total: 4,
      exclusive: 2,
      premium: 2,
      returned: 1,
      spent_on_exclusive: 60,
      last_purchase_at: expect.any(String),
    });
    expect(detail.requests.map((r: { kind: string; status: string }) => [r.kind, r.status])).toEqual([
      ['replacement', 'pending'],
      ['refund', 'approved'],
    ]);
    expect(detail.requests[1]).toMatchObject({
      _id: member.refundId,
      reason: 'Seller not interested',
      decided_automatically: false,
      automatic_rule: null,
      decided_by: ADMIN_EMAIL,
      given: { kind: 'refund', amount: 40 },
    });
    expect(detail.requests[0]).toMatchObject({ decided_by: null, decided_at: null, given: null });
  });

  it('answers 404 for an id no member has, and 400 for a malformed one', async () => {
    const admin = await adminHeaders(t);
    const missing = await callEndpoint(t, getCustomerDetail, {
      query: { user_id: '5f0c6d52-3c1e-4f57-9a2b-7d0e8f1a2b3c' },
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await callEndpoint(t, getCustomerDetail, {
      query: { user_id: 'jane' },
      headers: admin,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([{ path: 'query.user_id', message: 'Must be a valid id' }]);
  });
});

describe('the wallet and credit histories', () => {
  it('lists the ledger newest first, a page at a time', async () => {
    const member = await memberWithHistory('page-wallet@example.com');
    const first = await callEndpoint(t, getCustomerWallet, {
      query: { user_id: member.user.id, limit: '3' },
      headers: member.admin,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().pagination).toEqual({ currentPage: 1, pageCount: 2 });
    expect(first.json().result.balance).toBe(140);
    const second = await callEndpoint(t, getCustomerWallet, {
      query: { user_id: member.user.id, limit: '3', page: '2' },
      headers: member.admin,
    });
    const kinds = [...first.json().result.entries, ...second.json().result.entries].map(
      (e: { kind: string; amount: number }) => [e.kind, e.amount],
    );
    expect(kinds).toEqual([
      ['refund', 40],
      ['purchase', -60],
      ['purchase', -40],
      ['reward', 200],
    ]);
  });

  it('lists grants and leads taken, and the credits a month left unused once it ended', async () => {
    const member = await memberWithHistory('page-credits@example.com');
    const now = await callEndpoint(t, getCustomerCredits, {
      query: { user_id: member.user.id },
      headers: member.admin,
    });
    expect(now.statusCode).toBe(200);
    const events = now
      .json()
      .result.map((e: { kind: string; credits: number; description: string }) => [
        e.kind,
        e.credits,
        e.description,
      ]);
    expect(events).toEqual([
      ['spend', -1, 'Lead in Waco, TX 78701'],
      ['spend', -1, 'Lead in Dallas, TX 78701'],
      ['grant', 25, 'Monthly plan credits'],
    ]);
    t.clock.advance(32 * DAY_MS);
    const later = await callEndpoint(t, getCustomerCredits, {
      query: { user_id: member.user.id },
      headers: member.admin,
    });
    expect(later.json().result[0]).toMatchObject({
      kind: 'forfeit',
      credits: -23,
      description: 'Unused at the end of the month: monthly plan credits',
    });
  });
});

describe('staff notes', () => {
  it('adds a note with who and when, lists them newest first, and audits it by the member’s e-mail', async () => {
    const { user } = await createCustomer(t.ctx, { email: 'notes-jane@example.com' });
    const admin = await adminHeaders(t);
    for (const text of ['Called about an invoice copy.', '  Asked to pause alerts until March.  ']) {
      const added = await callEndpoint(t, addCustomerNote, {
        body: { user_id: user.id, text },
        headers: admin,
      });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().result).toMatchObject({
        text: text.trim(),
        author: { email: ADMIN_EMAIL },
        created_at: t.ctx.clock.now().toISOString(),
      });
      t.clock.advance(60_000);
    }
    const listed = await callEndpoint(t, getCustomerNotes, { query: { user_id: user.id }, headers: admin });
    expect(listed.json().result.map((n: { text: string }) => n.text)).toEqual([
      'Asked to pause alerts until March.',
      'Called about an invoice copy.',
    ]);
    const log = await callEndpoint(t, getAuditLog, { query: { entity: 'customer' }, headers: admin });
    const row = log
      .json()
      .result.find((e: { after: { text?: string } }) => e.after?.text === 'Called about an invoice copy.');
    expect(row).toMatchObject({
      actor: ADMIN_EMAIL,
      action: 'customer.note_add',
      action_label: 'Staff note added',
      entity_label: 'Customer',
      entity_id: user.id,
      subject: 'notes-jane@example.com',
    });
  });

  it('refuses an empty note, a note over 2,000 characters and an unknown member, with reasons', async () => {
    const { user } = await createCustomer(t.ctx, { email: 'notes-bad@example.com' });
    const admin = await adminHeaders(t);
    const empty = await callEndpoint(t, addCustomerNote, {
      body: { user_id: user.id, text: '   ' },
      headers: admin,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ path: 'body.text', message: 'Write the note' }]);
    const long = await callEndpoint(t, addCustomerNote, {
      body: { user_id: user.id, text: 'x'.repeat(2001) },
      headers: admin,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([
      { path: 'body.text', message: 'A note is at most 2,000 characters' },
    ]);
    const longest = await callEndpoint(t, addCustomerNote, {
      body: { user_id: user.id, text: 'x'.repeat(2000) },
      headers: admin,
    });
    expect(longest.statusCode).toBe(200);
    const nobody = await callEndpoint(t, addCustomerNote, {
      body: { user_id: '5f0c6d52-3c1e-4f57-9a2b-7d0e8f1a2b3c', text: 'Hello' },
      headers: admin,
    });
    expect(nobody.statusCode).toBe(404);
  });

  it('is for the team only: a member gets 403 and writes nothing', async () => {
    const { user } = await createCustomer(t.ctx, { email: 'notes-member@example.com' });
    const headers = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };
    const added = await callEndpoint(t, addCustomerNote, { body: { user_id: user.id, text: 'Me' }, headers });
    expect(added.statusCode).toBe(403);
    const listed = await callEndpoint(t, getCustomerNotes, { query: { user_id: user.id }, headers });
    expect(listed.statusCode).toBe(403);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.role).toBe('customer');
    const admin = await adminHeaders(t);
    const notes = await callEndpoint(t, getCustomerNotes, { query: { user_id: user.id }, headers: admin });
    expect(notes.json().result).toEqual([]);
  });
});
