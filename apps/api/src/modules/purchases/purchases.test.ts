import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads, walletEntries, wallets } from '../../db/schema/index.js';
import { runMaintenance } from '../../jobs/maintenance.js';
import {
  APP_URL,
  createCustomer,
  createLead,
  createSubscriber,
  fundWallet,
  sessionFor,
  useTestApp,
} from '../../../test/helpers.js';

const t = useTestApp({ leadCount: 20 });
const post = (url: string, cookie: string, payload: object, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    headers: { cookie, origin: APP_URL, ...extra },
    payload,
  });

describe('taking a premium lead (docs/product.md §14)', () => {
  it('spends one credit and reveals the full lead', async () => {
    const { cookie } = await createSubscriber(t, 'taker1@example.com');
    const lead = await createLead(t.ctx, { type: 'premium' });
    const response = await post('leads/take-premium-lead', cookie, { lead_id: lead.id });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Checkout Successful!');
    expect(body.result.credits_left).toBe(24);
    expect(body.result.lead).toMatchObject({
      id: lead.id,
      lead_name: lead.leadName,
      lead_phone: lead.leadPhone,
      address_line_1: lead.addressLine1,
      is_purchased: true,
      price_paid: 0,
    });
  });

  it('never lets the same buyer take a lead twice (and charges nothing the second time)', async () => {
    const { cookie } = await createSubscriber(t, 'taker2@example.com');
    const lead = await createLead(t.ctx, { type: 'premium' });
    await post('leads/take-premium-lead', cookie, { lead_id: lead.id });
    const again = await post('leads/take-premium-lead', cookie, { lead_id: lead.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'Same entry not allowed',
      detail: 'You already own this lead: find it under Purchased Leads.',
    });
    const dashboard = (
      await t.app.inject({ url: '/api/v1/leads/get-dashboard-data', headers: { cookie } })
    ).json();
    expect(dashboard.result.credits_left).toBe(24);
  });

  it('lets at most 3 buyers take a lead, then it leaves the marketplace', async () => {
    const lead = await createLead(t.ctx, { type: 'premium', buyersCount: 2, city: 'Thirdbuyerville' });
    const third = await createSubscriber(t, 'taker3@example.com');
    const fourth = await createSubscriber(t, 'taker4@example.com');
    expect((await post('leads/take-premium-lead', third.cookie, { lead_id: lead.id })).statusCode).toBe(200);
    const late = await post('leads/take-premium-lead', fourth.cookie, { lead_id: lead.id });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('This lead has already been taken by 3 buyers.');
    const [row] = await t.ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ buyersCount: 3, status: 'sold_out' });
    const listed = (
      await t.app.inject({ url: '/api/v1/leads/get-marketplace-leads-unauthorized?city=Thirdbuyerville' })
    ).json();
    expect(listed.result).toEqual([]);
  });

  it('refuses a lead older than 30 days, and the expiry job takes it off the marketplace', async () => {
    const { cookie } = await createSubscriber(t, 'taker5@example.com');
    const old = await createLead(t.ctx, {
      type: 'premium',
      publishedAt: new Date(t.clock.now().getTime() - 31 * 86_400_000),
      city: 'Oldtown',
    });
    const response = await post('leads/take-premium-lead', cookie, { lead_id: old.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('This lead has left the marketplace (30 days have passed).');
    expect(
      (await t.app.inject({ url: '/api/v1/leads/get-marketplace-leads-unauthorized?city=Oldtown' })).json()
        .result,
    ).toEqual([]);
    await runMaintenance(t.ctx);
    const [row] = await t.ctx.db.select().from(leads).where(eq(leads.id, old.id));
    expect(row!.status).toBe('expired');
  });

  it('refuses a member without credits with a clear 402', async () => {
    const { user } = await createCustomer(t.ctx, { email: 'nocredits@example.com' });
    const cookie = await sessionFor(t.ctx, user.id);
    const lead = await createLead(t.ctx, { type: 'premium' });
    const response = await post('leads/take-premium-lead', cookie, { lead_id: lead.id });
    expect(response.statusCode).toBe(402);
    expect(response.json().detail).toMatch(/no premium credits left/);
  });

  it('needs a session and a valid lead id', async () => {
    const lead = await createLead(t.ctx, { type: 'premium' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/leads/take-premium-lead',
          payload: { lead_id: lead.id },
        })
      ).statusCode,
    ).toBe(401);
    const { cookie } = await createSubscriber(t, 'taker6@example.com');
    const bad = await post('leads/take-premium-lead', cookie, { lead_id: 'not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('body.lead_id');
    const missing = await post('leads/take-premium-lead', cookie, {
      lead_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('buying an exclusive lead from the wallet', () => {
  it('debits the wallet once, in one transaction, and the lead is sold', async () => {
    const { user } = await createCustomer(t.ctx, { email: 'buyer1@example.com' });
    await fundWallet(t.ctx, user.id, 10_000);
    const cookie = await sessionFor(t.ctx, user.id);
    const lead = await createLead(t.ctx, { type: 'exclusive', priceCents: 7_500 });
    const response = await post('leads/buy-exclusive-lead', cookie, { lead_id: lead.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      wallet_balance: 25,
      lead: { id: lead.id, price_paid: 75 },
    });
    const entries = await t.ctx.db.select().from(walletEntries).where(eq(walletEntries.userId, user.id));
    expect(entries.map((e) => e.amountCents).sort((a, b) => a - b)).toEqual([-7_500, 10_000]);

    // The buyer clicking again is told they own it, not that someone else bought it.
    const again = await post('leads/buy-exclusive-lead', cookie, { lead_id: lead.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('You already own this lead: find it under Purchased Leads.');
  });

  it("answers the second buyer 'This lead was just sold' and does not charge them", async () => {
    const lead = await createLead(t.ctx, { type: 'exclusive', priceCents: 5_000 });
    const first = await createCustomer(t.ctx, { email: 'buyer2@example.com' });
    const second = await createCustomer(t.ctx, { email: 'buyer3@example.com' });
    await fundWallet(t.ctx, first.user.id, 5_000);
    await fundWallet(t.ctx, second.user.id, 5_000);
    expect(
      (await post('leads/buy-exclusive-lead', await sessionFor(t.ctx, first.user.id), { lead_id: lead.id }))
        .statusCode,
    ).toBe(200);
    const lost = await post('leads/buy-exclusive-lead', await sessionFor(t.ctx, second.user.id), {
      lead_id: lead.id,
    });
    expect(lost.statusCode).toBe(409);
    expect(lost.json().detail).toBe('This lead was just sold to another buyer.');
    const [wallet] = await t.ctx.db.select().from(wallets).where(eq(wallets.userId, second.user.id));
    expect(wallet!.balanceCents).toBe(5_000);
  });

  it('refuses a wallet that cannot pay, and never goes negative', async () => {
    const { user } = await createCustomer(t.ctx, { email: 'buyer4@example.com' });
    await fundWallet(t.ctx, user.id, 4_999);
    const lead = await createLead(t.ctx, { type: 'exclusive', priceCents: 5_000 });
    const response = await post('leads/buy-exclusive-lead', await sessionFor(t.ctx, user.id), {
      lead_id: lead.id,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().detail).toBe(
      'Your wallet has $49.99; this lead costs $50.00. Add funds to buy it.',
    );
    const [row] = await t.ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.buyersCount).toBe(0);
  });

  it('keeps a refused purchase as the answer to its key: the repeat is refused the same, and nothing is debited', async () => {
    const { user } = await createCustomer(t.ctx, { email: 'buyer-short@example.com' });
    await fundWallet(t.ctx, user.id, 1_000);
    const cookie = await sessionFor(t.ctx, user.id);
    const lead = await createLead(t.ctx, { type: 'exclusive', priceCents: 6_000 });
    const key = { 'idempotency-key': 'buy-short-123456' };
    const first = await post('leads/buy-exclusive-lead', cookie, { lead_id: lead.id }, key);
    expect(first.statusCode).toBe(402);
    await fundWallet(t.ctx, user.id, 20_000);
    const repeat = await post('leads/buy-exclusive-lead', cookie, { lead_id: lead.id }, key);
    expect(repeat.statusCode).toBe(402);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    const debits = await t.ctx.db
      .select()
      .from(walletEntries)
      .where(sql`${walletEntries.userId} = ${user.id} and ${walletEntries.kind} = 'purchase'`);
    expect(debits).toEqual([]);
  });

  it('replays the first answer for a repeated Idempotency-Key and refuses the key with another body', async () => {
    const { user } = await createCustomer(t.ctx, { email: 'buyer5@example.com' });
    await fundWallet(t.ctx, user.id, 20_000);
    const cookie = await sessionFor(t.ctx, user.id);
    const lead = await createLead(t.ctx, { type: 'exclusive', priceCents: 6_000 });
    const other = await createLead(t.ctx, { type: 'exclusive', priceCents: 6_000 });
    const key = { 'idempotency-key': 'buy-once-123456' };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post('leads/buy-exclusive-lead', cookie, { lead_id: lead.id }, key)),
    );
    for (const r of responses) expect(r.statusCode).toBe(200);
    for (const r of responses) expect(r.json()).toEqual(responses[0]!.json());
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    const debits = await t.ctx.db
      .select()
      .from(walletEntries)
      .where(sql`${walletEntries.userId} = ${user.id} and ${walletEntries.kind} = 'purchase'`);
    expect(debits).toHaveLength(1);
    const reused = await post('leads/buy-exclusive-lead', cookie, { lead_id: other.id }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().detail).toBe('This Idempotency-Key was already used for a different request.');
  });
});
