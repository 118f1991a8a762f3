import { createRefundRequest, decideRequest, getAdminRequests, getMyRequests } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  leadPurchases,
  leads,
  outboxMessages,
  refundRequests,
  wallets,
} from '../../db/schema/index.js';
import { addressKeyOf } from '../../lib/contact-keys.js';
import { DAY_MS, HOUR_MS } from '../../lib/time.js';
import {
  adminHeaders,
  APP_URL,
  callEndpoint,
  createCustomer,
  createLead,
  fundWallet,
  sessionFor,
  useTestApp,
} from '../../../test/helpers.js';

// Issue 21.3: objective cases are decided as they are filed, logged as automatic.
const t = useTestApp({ leadCount: 5 });

/** An exclusive lead with this seller's phone (E.164) and street address. */
async function leadAt(phone: string, address = `${Math.floor(Math.random() * 9000) + 100} Elm St`) {
  const lead = await createLead(t.ctx, { type: 'exclusive', priceCents: 8_000 });
  const [updated] = await t.ctx.db
    .update(leads)
    .set({
      leadPhone: phone,
      phoneKey: phone,
      addressLine1: address,
      addressKey: addressKeyOf(address, '78701'),
    })
    .where(eq(leads.id, lead.id))
    .returning();
  return updated!;
}

async function member(email: string) {
  const { user } = await createCustomer(t.ctx, { email });
  await fundWallet(t.ctx, user.id, 50_000);
  return { user, headers: { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL } };
}

async function buy(buyer: Awaited<ReturnType<typeof member>>, leadId: string) {
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/v1/leads/buy-exclusive-lead',
    headers: buyer.headers,
    payload: { lead_id: leadId },
  });
  expect(bought.statusCode).toBe(200);
  const [purchase] = await t.ctx.db
    .select()
    .from(leadPurchases)
    .where(and(eq(leadPurchases.userId, buyer.user.id), eq(leadPurchases.leadId, leadId)));
  return purchase!;
}

const askRefund = (
  buyer: Awaited<ReturnType<typeof member>>,
  purchaseId: string,
  reason: 'Duplicate' | 'Invalid contact info' | 'Seller not interested' | 'Wholesaler submission',
) =>
  callEndpoint(t, createRefundRequest, {
    body: { purchase_id: purchaseId, reason, evidence_text: 'Called on Nov 21 at 9:05 AM and 2:40 PM.' },
    headers: buyer.headers,
  });

const balanceOf = async (userId: string) =>
  (await t.ctx.db.select().from(wallets).where(eq(wallets.userId, userId)))[0]!.balanceCents;

const requestRow = async (id: string) =>
  (await t.ctx.db.select().from(refundRequests).where(eq(refundRequests.id, id)))[0]!;

/** Two purchases of leads with the same phone, `daysApart` days apart; the second is returned. */
async function boughtTwice(
  email: string,
  daysApart: number,
  second: { phone?: string; address?: string } = {},
) {
  const buyer = await member(email);
  const first = await leadAt('+15125550181', '12 Oak St');
  await buy(buyer, first.id);
  t.clock.advance(daysApart * DAY_MS);
  const again = await leadAt(second.phone ?? '+15125550181', second.address);
  return { buyer, first, lead: again, purchase: await buy(buyer, again.id) };
}

describe('a duplicate is refunded at once', () => {
  it('the same buyer bought a lead with the same phone 10 days before: approved, audited, mailed', async () => {
    const { buyer, lead, purchase } = await boughtTwice('dup-phone@example.com', 10);
    const before = await balanceOf(buyer.user.id);

    const filed = await askRefund(buyer, purchase.id, 'Duplicate');
    expect(filed.statusCode).toBe(200);
    const id = filed.json().result._id as string;
    expect(filed.json().result).toEqual({ _id: id, status: 'approved', decided_automatically: true });

    const note =
      'Automatic: you bought a lead with the same phone number, (512) 555-0181, on November 21, 2026, within 60 days before this one.';
    expect(await requestRow(id)).toMatchObject({
      status: 'approved',
      decidedBy: null,
      automaticRule: 'duplicate',
      decisionNote: note,
      decidedAt: t.clock.now(),
    });
    expect(await balanceOf(buyer.user.id)).toBe(before + 8_000);
    const [withdrawn] = await t.ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(withdrawn!.status).toBe('withdrawn');

    const audited = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      actorUserId: null,
      action: 'auto-approve-request',
      entity: 'refund_request',
    });
    expect(audited[0]!.after).toMatchObject({
      status: 'approved',
      automaticRule: 'duplicate',
      decidedBy: null,
    });

    const mails = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, 'dup-phone@example.com'),
          eq(outboxMessages.template, 'request-approved'),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your refund request for the lead in Austin, TX was approved');
    expect(mails[0]!.body).toContain('$80.00 to your wallet');
    expect(mails[0]!.body).toContain(note);

    const mine = (await callEndpoint(t, getMyRequests, { headers: buyer.headers })).json().result;
    expect(mine.find((r: { _id: string }) => r._id === id)).toMatchObject({
      status: 'approved',
      decided_automatically: true,
      automatic_rule: 'duplicate',
      decision_note: note,
      given: { kind: 'refund', amount: 80 },
    });
    const admin = await adminHeaders(t);
    const approved = (
      await callEndpoint(t, getAdminRequests, { query: { status: 'approved', limit: '100' }, headers: admin })
    ).json().result;
    expect(approved.find((r: { _id: string }) => r._id === id)).toMatchObject({
      decided_automatically: true,
      automatic_rule: 'duplicate',
    });
    // The team cannot decide it a second time.
    const again = await callEndpoint(t, decideRequest, {
      body: { request_id: id, decision: 'reject', note: 'Not a duplicate.' },
      headers: admin,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This request was already approved.');
  });

  it('the same street address and ZIP counts too, whatever its case and spacing', async () => {
    const { buyer, purchase } = await boughtTwice('dup-address@example.com', 59, {
      phone: '+15125550182',
      address: '12  OAK st.',
    });
    const filed = await askRefund(buyer, purchase.id, 'Duplicate');
    expect(filed.json().result.status).toBe('approved');
    expect((await requestRow(filed.json().result._id)).decisionNote).toBe(
      'Automatic: you bought a lead with the same address, 12  OAK st. 78701, on November 21, 2026, within 60 days before this one.',
    );
  });

  it('waits for the team when the earlier purchase is older than 60 days, returned, or another buyer’s', async () => {
    const old = await boughtTwice('dup-old@example.com', 61);
    const oldRequest = await askRefund(old.buyer, old.purchase.id, 'Duplicate');
    expect(oldRequest.json().result).toMatchObject({ status: 'pending', decided_automatically: false });

    // The first purchase was refunded already: the buyer holds only one of the two.
    const returned = await boughtTwice('dup-returned@example.com', 2);
    await t.ctx.db
      .update(leadPurchases)
      .set({ reversedAt: t.clock.now() })
      .where(
        and(eq(leadPurchases.userId, returned.buyer.user.id), eq(leadPurchases.leadId, returned.first.id)),
      );
    expect((await askRefund(returned.buyer, returned.purchase.id, 'Duplicate')).json().result.status).toBe(
      'pending',
    );

    const someoneElse = await member('dup-other@example.com');
    await buy(someoneElse, (await leadAt('+15125550183', '40 Birch Rd')).id);
    const buyer = await member('dup-mine@example.com');
    const mine = await buy(buyer, (await leadAt('+15125550183', '41 Birch Rd')).id);
    const filed = await askRefund(buyer, mine.id, 'Duplicate');
    expect(filed.json().result.status).toBe('pending');
    const row = await requestRow(filed.json().result._id);
    expect(row).toMatchObject({ status: 'pending', automaticRule: null, decidedAt: null });
    expect(await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, row.id))).toHaveLength(0);
  });

  it('waits for the team when the facts match but the buyer gave another reason', async () => {
    const { buyer, purchase } = await boughtTwice('dup-reason@example.com', 3);
    const filed = await askRefund(buyer, purchase.id, 'Seller not interested');
    expect(filed.json().result).toMatchObject({ status: 'pending', decided_automatically: false });
  });
});

describe('invalid contact info is refunded at once', () => {
  it('a phone that is not a valid North American number: approved, withdrawn, audited as automatic', async () => {
    const buyer = await member('bad-phone@example.com');
    const lead = await leadAt('+11235550100');
    const purchase = await buy(buyer, lead.id);
    const filed = await askRefund(buyer, purchase.id, 'Invalid contact info');
    const id = filed.json().result._id as string;
    expect(filed.json().result).toEqual({ _id: id, status: 'approved', decided_automatically: true });
    expect(await requestRow(id)).toMatchObject({
      decidedBy: null,
      automaticRule: 'invalid_contact',
      decisionNote:
        "Automatic: the seller's phone number, +11235550100, is not a valid North American number.",
    });
    expect((await t.ctx.db.select().from(leads).where(eq(leads.id, lead.id)))[0]!.status).toBe('withdrawn');
    const [audited] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audited).toMatchObject({
      actorUserId: null,
      action: 'auto-approve-request',
      entity: 'refund_request',
    });
    const mails = await t.ctx.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, 'bad-phone@example.com'),
          eq(outboxMessages.template, 'request-approved'),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('is not a valid North American number');
  });

  it('waits for the team when the number is valid (a Canadian one too), or the reason is another', async () => {
    const buyer = await member('good-phone@example.com');
    for (const phone of ['+15125550190', '+14165550123']) {
      const purchase = await buy(buyer, (await leadAt(phone)).id);
      const filed = await askRefund(buyer, purchase.id, 'Invalid contact info');
      expect(filed.json().result, phone).toMatchObject({ status: 'pending', decided_automatically: false });
    }
    t.clock.advance(HOUR_MS);
    const invalid = await buy(buyer, (await leadAt('+11235550100')).id);
    const filed = await askRefund(buyer, invalid.id, 'Wholesaler submission');
    expect(filed.json().result.status).toBe('pending');
  });
});
