import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadPurchases, leads, walletEntries, wallets } from '../../db/schema/index.js';
import {
  APP_URL,
  createCustomer,
  createLead,
  createSubscriber,
  fundWallet,
  sessionFor,
  useTestApp,
} from '../../../test/helpers.js';

/**
 * Concurrency proves something only on the real PostgreSQL (PGlite runs one statement at a
 * time); the invariants are checked on both.
 */
const t = useTestApp({ leadCount: 10 });

describe('buyers racing for the same leads', () => {
  it('120 buyers firing at 20 exclusive leads: exactly 20 sales, 20 debits, no loser charged', async () => {
    const leadRows = await Promise.all(
      Array.from({ length: 20 }, () => createLead(t.ctx, { type: 'exclusive', priceCents: 4_000 })),
    );
    const buyers = [];
    for (let i = 0; i < 120; i++) {
      const { user } = await createCustomer(t.ctx, { email: `racer${i}@example.com` });
      await fundWallet(t.ctx, user.id, 10_000);
      buyers.push({ user, cookie: await sessionFor(t.ctx, user.id) });
    }
    const attempts = buyers.map((buyer, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/leads/buy-exclusive-lead',
        headers: { cookie: buyer.cookie, origin: APP_URL },
        payload: { lead_id: leadRows[i % leadRows.length]!.id },
      }),
    );
    const responses = await Promise.all(attempts);
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(100);
    for (const r of responses.filter((r) => r.statusCode === 409))
      expect(r.json().detail).toBe('This lead was just sold to another buyer.');

    const ids = leadRows.map((l) => l.id);
    const sales = await t.ctx.db.select().from(leadPurchases).where(inArray(leadPurchases.leadId, ids));
    expect(sales).toHaveLength(20);
    expect(new Set(sales.map((s) => s.leadId)).size).toBe(20);
    const userIds = buyers.map((b) => b.user.id);
    const debits = await t.ctx.db
      .select()
      .from(walletEntries)
      .where(sql`${walletEntries.kind} = 'purchase' and ${inArray(walletEntries.userId, userIds)}`);
    expect(debits).toHaveLength(20);
    expect(debits.reduce((sum, d) => sum + d.amountCents, 0)).toBe(-80_000);
    const balances = await t.ctx.db.select().from(wallets).where(inArray(wallets.userId, userIds));
    expect(balances.filter((w) => w.balanceCents === 6_000)).toHaveLength(20);
    expect(balances.filter((w) => w.balanceCents === 10_000)).toHaveLength(100);
    const sold = await t.ctx.db.select().from(leads).where(inArray(leads.id, ids));
    expect(sold.every((l) => l.buyersCount === 1 && l.status === 'sold_out')).toBe(true);
  }, 120_000);

  it('a wallet holding exactly one price, 20 parallel purchases: one succeeds, balance exactly 0', async () => {
    const { user } = await createCustomer(t.ctx, { email: 'exact@example.com' });
    await fundWallet(t.ctx, user.id, 3_000);
    const cookie = await sessionFor(t.ctx, user.id);
    const targets = await Promise.all(
      Array.from({ length: 20 }, () => createLead(t.ctx, { type: 'exclusive', priceCents: 3_000 })),
    );
    const responses = await Promise.all(
      targets.map((lead) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/leads/buy-exclusive-lead',
          headers: { cookie, origin: APP_URL },
          payload: { lead_id: lead.id },
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 402)).toHaveLength(19);
    const [wallet] = await t.ctx.db
      .select()
      .from(wallets)
      .where(sql`${wallets.userId} = ${user.id}`);
    expect(wallet!.balanceCents).toBe(0);
  }, 60_000);

  it('30 subscribers taking a premium lead that already has 2 takers: exactly one more gets it', async () => {
    const lead = await createLead(t.ctx, { type: 'premium', buyersCount: 2 });
    const takers = [];
    for (let i = 0; i < 30; i++) takers.push(await createSubscriber(t, `premium-racer${i}@example.com`));
    const responses = await Promise.all(
      takers.map((taker) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/leads/take-premium-lead',
          headers: taker.headers,
          payload: { lead_id: lead.id },
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(29);
    const [row] = await t.ctx.db
      .select()
      .from(leads)
      .where(sql`${leads.id} = ${lead.id}`);
    expect(row).toMatchObject({ buyersCount: 3, status: 'sold_out' });
  }, 120_000);
});
