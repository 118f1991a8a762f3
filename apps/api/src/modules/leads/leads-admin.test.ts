import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadPurchases, leads } from '../../db/schema/index.js';
import {
  APP_URL,
  createCustomer,
  createLead,
  createSubscriber,
  fundWallet,
  sessionFor,
  useTestApp,
  adminHeaders,
} from '../../../test/helpers.js';

const t = useTestApp({ leadCount: 10 });

const get = async (path: string) => t.app.inject({ url: `/api/v1/${path}`, headers: await adminHeaders(t) });
const post = async (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${path}`, headers: await adminHeaders(t), payload });
const ids = (body: { result: { _id: string }[] }) => body.result.map((r) => r._id);

/** The lead's audit entries (the test clock stands still, so their order is not asserted). */
async function auditOf(entityId: string, expected: number) {
  const log = (await get('admin/get-audit-log?entity=lead&limit=100')).json();
  const entries = log.result.filter((e: { entity_id: string }) => e.entity_id === entityId);
  expect(entries).toHaveLength(expected);
  return entries;
}

describe('GET admin/get-leads', () => {
  it('lists leads of every status, newest first, with pages', async () => {
    const older = await createLead(t.ctx, { type: 'premium' });
    const newer = await createLead(t.ctx, { type: 'exclusive', priceCents: 6_500 });
    const response = await get('admin/get-leads?limit=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Data fetched successfully');
    expect(ids(body)).toEqual([newer.id, older.id]);
    expect(body.result[0]).toMatchObject({
      lead_type: 'exclusive',
      price: 65,
      status: 'published',
      max_buyers: 1,
      buyers_count: 0,
      lead_name: newer.leadName,
      lead_phone: newer.leadPhone,
    });
    const [{ total }] = (await t.ctx.db.select({ total: sql<number>`count(*)::int` }).from(leads)) as [
      { total: number },
    ];
    expect(body.pagination).toEqual({ currentPage: 1, pageCount: Math.ceil(total / 2) });
    const second = (await get('admin/get-leads?limit=1&page=2')).json();
    expect(ids(second)).toEqual([older.id]);
    expect(second.pagination).toEqual({ currentPage: 2, pageCount: total });
  });

  it('searches name, phone (as typed, as digits or in E.164), address, city and ZIP', async () => {
    const lead = await createLead(t.ctx, { type: 'premium', city: 'Cedar Park' });
    await t.ctx.db
      .update(leads)
      .set({
        leadName: 'Rosalind Okafor',
        leadPhone: '+17375550177',
        phoneKey: '+17375550177',
        addressLine1: '4410 Whitestone Blvd',
        zip: '78613',
      })
      .where(eq(leads.id, lead.id));
    for (const search of [
      'rosalind oka',
      '(737) 555-0177',
      '737.555.0177',
      '+17375550177',
      'Whitestone',
      'cedar park',
      '78613',
    ]) {
      const found = (await get(`admin/get-leads?search=${encodeURIComponent(search)}&limit=100`)).json();
      expect(ids(found), search).toContain(lead.id);
    }
    const none = (await get('admin/get-leads?search=Nobody%25Here')).json();
    expect(none.result).toEqual([]);
  });

  it('filters by status, state and lead type', async () => {
    await createLead(t.ctx, { type: 'exclusive' });
    const exclusive = (await get('admin/get-leads?lead_type=exclusive&limit=100')).json().result as {
      lead_type: string;
    }[];
    expect(exclusive.length).toBeGreaterThan(0);
    expect(exclusive.every((l) => l.lead_type === 'exclusive')).toBe(true);
    const texas = (await get('admin/get-leads?state=TX&limit=100')).json().result as { state: string }[];
    expect(texas.length).toBeGreaterThan(0);
    expect(texas.every((l) => l.state === 'TX')).toBe(true);
    expect(
      (await get('admin/get-leads?status=scheduled&limit=100'))
        .json()
        .result.every((l: { status: string }) => l.status === 'scheduled'),
    ).toBe(true);
    expect((await get('admin/get-leads?status=gone')).statusCode).toBe(400);
  });
});

describe('POST admin/update-lead', () => {
  it('edits only the fields given, stores the phone in E.164, re-derives the duplicate keys, and is audited', async () => {
    const lead = await createLead(t.ctx, { type: 'premium' });
    const response = await post('admin/update-lead', {
      id: lead.id,
      lead_phone: '+1 (512) 555-0142',
      address_line_1: '500 Congress Ave.',
      listed: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Data edited successfully',
      result: {
        _id: lead.id,
        lead_phone: '+15125550142',
        address_line_1: '500 Congress Ave.',
        listed: true,
        lead_name: lead.leadName,
        city: 'Austin',
        price: null,
      },
    });
    const [row] = await t.ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({
      phoneKey: '+15125550142',
      addressKey: '500 congress ave|78701',
      reason: lead.reason,
    });
    const cityOnly = await post('admin/update-lead', { id: lead.id, city: 'West Lake Hills' });
    expect(cityOnly.json().result).toMatchObject({ city: 'West Lake Hills', listed: true });
    const nothing = await post('admin/update-lead', { id: lead.id });
    expect(nothing.json().errors).toEqual([
      { path: 'body', message: 'Nothing to change: give at least one field' },
    ]);

    const entry = (await auditOf(lead.id, 2)).find((e: { before: { listed: boolean } }) => !e.before.listed);
    expect(entry).toMatchObject({ actor: 'admin@sellersignal.io', action: 'lead.update', entity: 'lead' });
    expect(entry.before).toMatchObject({ leadPhone: lead.leadPhone, listed: false });
    expect(entry.after).toMatchObject({
      leadPhone: '+15125550142',
      phoneKey: '+15125550142',
      listed: true,
    });
  });

  it('moves the map pin with a new ZIP, and refuses a ZIP in another state', async () => {
    const lead = await createLead(t.ctx, { type: 'premium' });
    const moved = await post('admin/update-lead', { id: lead.id, ZIP: '78613', city: 'Cedar Park' });
    expect(moved.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.addressKey).toBe(
      `${lead.addressLine1
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim()}|78613`,
    );
    expect(row!.lat).not.toBe(lead.lat);
    const wrongState = await post('admin/update-lead', { id: lead.id, ZIP: '90210' });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().errors).toEqual([{ path: 'body.ZIP', message: 'ZIP 90210 is in CA, not TX' }]);
    const badPhone = await post('admin/update-lead', { id: lead.id, lead_phone: '555-0100' });
    expect(badPhone.json().errors).toEqual([
      { path: 'body.lead_phone', message: 'lead_phone "555-0100" is too short for a US number (10 digits)' },
    ]);
  });

  it('refuses an edit that makes a lead the same as another: same phone and same address (decision 022)', async () => {
    const first = await createLead(t.ctx, { type: 'premium' });
    const second = await createLead(t.ctx, { type: 'premium' });
    await post('admin/update-lead', {
      id: first.id,
      lead_phone: '216.555.0244',
      address_line_1: '12 Lake Ave',
    });
    // The landlord's second house: the same phone at another address is another lead.
    const samePhone = await post('admin/update-lead', { id: second.id, lead_phone: '+1 (216) 555-0244' });
    expect(samePhone.statusCode).toBe(200);
    expect(samePhone.json().result.lead_phone).toBe('+12165550244');
    const sameLead = await post('admin/update-lead', { id: second.id, address_line_1: '12 LAKE AVE.' });
    expect(sameLead.statusCode).toBe(409);
    expect(sameLead.json()).toMatchObject({
      message: 'Same entry not allowed',
      detail: 'Another lead already has this phone at this address.',
    });
    // Editing the first lead itself never counts as a duplicate of itself.
    expect(
      (await post('admin/update-lead', { id: first.id, address_line_1: '12 Lake Avenue' })).statusCode,
    ).toBe(200);
  });

  it('prices exclusive leads only', async () => {
    const exclusive = await createLead(t.ctx, { type: 'exclusive', priceCents: 5_000 });
    const repriced = await post('admin/update-lead', { id: exclusive.id, price: 74.5 });
    expect(repriced.json().result.price).toBe(74.5);
    const [row] = await t.ctx.db.select().from(leads).where(eq(leads.id, exclusive.id));
    expect(row!.priceCents).toBe(7_450);

    const premium = await createLead(t.ctx, { type: 'premium' });
    const refused = await post('admin/update-lead', { id: premium.id, price: 40 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      {
        path: 'body.price',
        message: 'Only exclusive leads have a price; premium leads are taken with credits.',
      },
    ]);
    const noPrice = await post('admin/update-lead', { id: premium.id, lead_type: 'exclusive' });
    expect(noPrice.json().errors).toEqual([
      { path: 'body.price', message: 'An exclusive lead needs a price.' },
    ]);
    const converted = await post('admin/update-lead', { id: premium.id, lead_type: 'exclusive', price: 90 });
    expect(converted.json().result).toMatchObject({
      lead_type: 'exclusive',
      price: 90,
      max_buyers: 1,
      expires_at: null,
    });

    const taken = await createLead(t.ctx, { type: 'premium', buyersCount: 1 });
    const locked = await post('admin/update-lead', { id: taken.id, lead_type: 'exclusive', price: 90 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().detail).toBe('This lead already has 1 buyer(s); its type can no longer change.');
  });

  it('answers 404 for an unknown lead', async () => {
    const response = await post('admin/update-lead', {
      id: '5f0c6d52-3c1e-4f57-9a2b-7d0e8f1a2b3c',
      city: 'Austin',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No such data');
  });
});

describe('POST admin/withdraw-lead and GET admin/get-lead-buyers', () => {
  it('takes a lead off the marketplace while its buyer keeps it, through the pull API too', async () => {
    const buyer = await createSubscriber(t, 'withdraw-buyer@example.com');
    const lead = await createLead(t.ctx, { type: 'premium', city: 'Pflugerville' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/leads/take-premium-lead',
          headers: buyer.headers,
          payload: { lead_id: lead.id },
        })
      ).statusCode,
    ).toBe(200);
    const key = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/api-keys/create-api-key',
        headers: buyer.headers,
        payload: { name: 'CRM' },
      })
    ).json().result.key as string;
    const marketplace = async () =>
      (
        await t.app.inject({
          url: '/api/v1/leads/get-marketplace-leads-unauthorized?city=Pflugerville&limit=100',
        })
      )
        .json()
        .result.map((l: { id: string }) => l.id);
    expect(await marketplace()).toContain(lead.id);

    const withdrawn = await post('admin/withdraw-lead', {
      id: lead.id,
      reason: 'The seller accepted an offer.',
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      message: 'Data edited successfully',
      result: { _id: lead.id, status: 'withdrawn', buyers_count: 1 },
    });
    expect(await marketplace()).not.toContain(lead.id);

    const pulled = await t.app.inject({
      url: '/api/v1/leads/get-purchased-premium-leads',
      headers: { 'x-api-key': key },
    });
    expect(pulled.statusCode).toBe(200);
    expect(pulled.json().result.map((l: { id: string }) => l.id)).toContain(lead.id);
    const purchases = await t.ctx.db.select().from(leadPurchases).where(eq(leadPurchases.leadId, lead.id));
    expect(purchases).toHaveLength(1);
    expect(purchases[0]!.reversedAt).toBeNull();

    const buyers = (await get(`admin/get-lead-buyers?id=${lead.id}`)).json();
    expect(buyers).toEqual({
      message: 'Data fetched successfully',
      result: [
        {
          user_id: buyer.user.id,
          name: buyer.user.name,
          email: 'withdraw-buyer@example.com',
          purchased_at: purchases[0]!.createdAt.toISOString(),
          price_paid: 0,
        },
      ],
    });

    const [entry] = await auditOf(lead.id, 1);
    expect(entry).toMatchObject({
      action: 'lead.withdraw',
      actor: 'admin@sellersignal.io',
      before: { status: 'published' },
      after: { status: 'withdrawn', reason: 'The seller accepted an offer.' },
    });
    expect(
      (await get('admin/get-leads?status=withdrawn&limit=100'))
        .json()
        .result.map((l: { _id: string }) => l._id),
    ).toContain(lead.id);
  });

  it('refuses to withdraw a lead twice', async () => {
    const lead = await createLead(t.ctx, { type: 'exclusive' });
    expect(
      (await post('admin/withdraw-lead', { id: lead.id, reason: 'Duplicate of an older lead' })).statusCode,
    ).toBe(200);
    const again = await post('admin/withdraw-lead', { id: lead.id, reason: 'Duplicate of an older lead' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'Failed to add data',
      detail: 'This lead was already withdrawn.',
    });
    const noReason = await post('admin/withdraw-lead', { id: lead.id, reason: ' ' });
    expect(noReason.json().errors).toEqual([{ path: 'body.reason', message: 'Say why' }]);
  });

  it('shows what an exclusive buyer paid', async () => {
    const { user } = await createCustomer(t.ctx, { email: 'exclusive-buyer@example.com' });
    await fundWallet(t.ctx, user.id, 10_000);
    const lead = await createLead(t.ctx, { type: 'exclusive', priceCents: 8_250 });
    const headers = { cookie: await sessionFor(t.ctx, user.id), origin: APP_URL };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/leads/buy-exclusive-lead',
          headers,
          payload: { lead_id: lead.id },
        })
      ).statusCode,
    ).toBe(200);
    const buyers = (await get(`admin/get-lead-buyers?id=${lead.id}`)).json().result;
    expect(buyers).toMatchObject([
      { user_id: user.id, email: 'exclusive-buyer@example.com', price_paid: 82.5 },
    ]);
    expect((await get(`admin/get-lead-buyers?id=${'5f0c6d52-3c1e-4f57-9a2b-7d0e8f1a2b3c'}`)).statusCode).toBe(
      404,
    );
  });
});
