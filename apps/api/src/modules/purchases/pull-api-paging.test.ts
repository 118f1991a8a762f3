import { purchasedLeadsQuerySchema } from '@app/shared';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { leadPurchases } from '../../db/schema/index.js';
import { listPurchasedLeads } from './purchased-list.js';
import { createCustomer, createLead, useTestApp } from '../../../test/helpers.js';

// Issue 8: the pull API meets the marketplace's goals at scale: keyset pages, an exact pageCount that
// never counts every purchase, and a cursor for clients that follow the list (docs/decisions/010).
const t = useTestApp({ leadCount: 1500 });
const PULL_URL = '/api/v1/leads/get-purchased-premium-leads';
const PURCHASES = 1450;
/** A member's page index is rebuilt from scratch this often (purchased-list.ts). */
const INDEX_REBUILD_MS = 10 * 60_000;
let buyer: { id: string; apiKey: string };

beforeAll(async () => {
  const customer = await createCustomer(t.ctx, { email: 'bulk-buyer@example.com', withApiKey: true });
  buyer = { id: customer.user.id, apiKey: customer.apiKey! };
  // Four purchases to each purchase time, with microseconds, so that ids break ties and a cursor
  // has to keep every digit of the time.
  await t.ctx.db.execute(sql`insert into lead_purchases (lead_id, user_id, lead_type, price_cents, created_at)
    select id, ${buyer.id}::uuid, lead_type, coalesce(price_cents, 0),
      ${t.clock.now().toISOString()}::timestamptz - interval '30 days' + (rn / 4) * interval '1.000123 second'
    from (select id, lead_type, price_cents, row_number() over (order by id) as rn from leads) chosen
    where rn <= ${PURCHASES}`);
});

/** The member's purchases in the pull API's order, as ORDER BY ... OFFSET would page through them. */
async function expectedIds(filter: SQL = sql`true`): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    t.ctx.db,
    sql`select leads.id from lead_purchases join leads on leads.id = lead_purchases.lead_id
      where lead_purchases.user_id = ${buyer.id} and ${filter}
      order by lead_purchases.created_at, lead_purchases.id`,
  );
  return rows.map((row) => row.id);
}

/** The service behind the endpoint, with the query parsed by the endpoint's own contract. */
const pull = (query: Record<string, string>) =>
  listPurchasedLeads(
    { db: t.ctx.db, pageIndexes: t.ctx.state.pageIndexes },
    buyer.id,
    purchasedLeadsQuerySchema.parse(query),
    t.clock.now(),
  );

async function walkWithCursors(query: Record<string, string>): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | undefined;
  let page = 0;
  do {
    const result = await pull(cursor ? { ...query, cursor } : query);
    page += 1;
    expect(result.currentPage).toBe(page);
    seen.push(...result.items.map((lead) => lead.id));
    cursor = result.nextCursor;
  } while (cursor);
  return seen;
}

describe('pull API paging at scale (issue 8)', () => {
  it('answers over HTTP with the envelope, a next cursor, and the page that cursor leads to', async () => {
    const expected = await expectedIds();
    const first = await t.app.inject({ url: `${PULL_URL}?limit=50`, headers: { 'x-api-key': buyer.apiKey } });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.pagination).toEqual({
      currentPage: 1,
      pageCount: Math.ceil(PURCHASES / 50),
      nextCursor: expect.stringMatching(/^2\.\d+\.[0-9a-f-]{36}$/),
    });
    expect(body.result.map((lead: { id: string }) => lead.id)).toEqual(expected.slice(0, 50));
    const second = await t.app.inject({
      url: `${PULL_URL}?limit=50&cursor=${body.pagination.nextCursor}`,
      headers: { 'x-api-key': buyer.apiKey },
    });
    expect(second.json().pagination.currentPage).toBe(2);
    expect(second.json().result.map((lead: { id: string }) => lead.id)).toEqual(expected.slice(50, 100));

    const bad = await t.app.inject({ url: `${PULL_URL}?cursor=2.x`, headers: { 'x-api-key': buyer.apiKey } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('query.cursor');
  });

  it('follows cursors through every purchase exactly once, in purchase order', async () => {
    const expected = await expectedIds();
    expect(expected).toHaveLength(PURCHASES);
    expect(await walkWithCursors({ limit: '100' })).toEqual(expected);
  });

  it('gives page N exactly what OFFSET would, with an exact pageCount', async () => {
    const expected = await expectedIds();
    for (const limit of [25, 7, 100]) {
      const lastPage = Math.ceil(expected.length / limit);
      for (const page of [1, 2, 21, 22, 41, 77, lastPage - 1, lastPage, lastPage + 1]) {
        const result = await pull({ limit: String(limit), page: String(page) });
        expect(
          result.items.map((lead) => lead.id),
          `limit ${limit}, page ${page}`,
        ).toEqual(expected.slice((page - 1) * limit, page * limit));
        expect(result.pageCount).toBe(lastPage);
      }
    }
  });

  it('counts new purchases at once, and one stamped out of order after the next rebuild', async () => {
    await pull({ page: '30' });
    const lead = await createLead(t.ctx, { type: 'premium' });
    await t.ctx.db.insert(leadPurchases).values({
      leadId: lead.id,
      userId: buyer.id,
      leadType: 'premium',
      priceCents: 0,
      createdAt: t.clock.now(),
    });
    const appended = await expectedIds();
    const lastPage = Math.ceil(appended.length / 25);
    const last = await pull({ page: String(lastPage) });
    expect(last.pageCount).toBe(lastPage);
    expect(last.items.map((item) => item.id)).toEqual(appended.slice((lastPage - 1) * 25));
    expect(last.items.at(-1)?.id).toBe(lead.id);
    expect((await pull({})).pageCount).toBe(lastPage);

    // A purchase committed with an earlier time than the newest one (two buyers' transactions crossing).
    const late = await createLead(t.ctx, { type: 'premium' });
    await t.ctx.db.insert(leadPurchases).values({
      leadId: late.id,
      userId: buyer.id,
      leadType: 'premium',
      priceCents: 0,
      // Stamped among the first purchases, so that every later page moves down one row.
      createdAt: new Date(t.clock.now().getTime() - 30 * 86_400_000 + 60_000),
    });
    t.clock.advance(INDEX_REBUILD_MS + 1);
    const rebuilt = await expectedIds();
    const page = await pull({ page: '40' });
    expect(page.items.map((item) => item.id)).toEqual(rebuilt.slice(975, 1000));
    expect(page.pageCount).toBe(Math.ceil(rebuilt.length / 25));
  });

  it('filters by lead type, state and since at any depth', async () => {
    const [busiest] = await rowsOf<{ state: string }>(
      t.ctx.db,
      sql`select state from leads join lead_purchases on lead_id = leads.id where user_id = ${buyer.id}
        group by state order by count(*) desc limit 1`,
    );
    const since = new Date(t.clock.now().getTime() - 30 * 86_400_000 + 600_000).toISOString();
    const cases: [Record<string, string>, SQL][] = [
      [{ lead_type: 'premium' }, sql`lead_purchases.lead_type = 'premium'`],
      [{ lead_type: 'exclusive' }, sql`lead_purchases.lead_type = 'exclusive'`],
      [{ state: busiest!.state }, sql`leads.state = ${busiest!.state}`],
      [{ since }, sql`lead_purchases.created_at >= ${since}::timestamptz`],
    ];
    for (const [query, filter] of cases) {
      const expected = await expectedIds(filter);
      expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(await walkWithCursors({ ...query, limit: '100' }), JSON.stringify(query)).toEqual(expected);
      const deep = await pull({ ...query, limit: '20', page: '30' });
      expect(deep.items.map((lead) => lead.id)).toEqual(expected.slice(580, 600));
      expect(deep.pageCount).toBe(Math.ceil(expected.length / 20));
    }
  });
});
