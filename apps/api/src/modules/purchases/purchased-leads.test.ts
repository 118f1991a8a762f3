import { purchasedLeadSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { leadPurchases, leads } from '../../db/schema/index.js';
import { DEMO_API_KEY, createCustomer, useTestApp } from '../../../test/helpers.js';

const t = useTestApp({ leadCount: 100 });
const pull = (key?: string, query = '') =>
  t.app.inject({
    url: `/api/v1/leads/get-purchased-premium-leads${query}`,
    headers: key ? { 'x-api-key': key } : {},
  });

describe('GET leads/get-purchased-premium-leads (x-api-key)', () => {
  it('refuses a request without a key or with a wrong one', async () => {
    for (const key of [undefined, 'nonsense', 'sk_AAAAAAAA_' + 'b'.repeat(43)]) {
      const response = await pull(key);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Login Unsuccessful!', result: null });
    }
  });

  it("returns the key owner's purchased leads with full details", async () => {
    const response = await pull(DEMO_API_KEY);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Data fetched successfully');
    expect(body.pagination).toEqual({ currentPage: 1, pageCount: 1 });
    expect(body.result).toHaveLength(3);
    for (const lead of body.result) {
      expect(() => purchasedLeadSchema.parse(lead)).not.toThrow();
      expect(lead.lead_name).toMatch(/\w+ \w+/);
      expect(lead.lead_phone).toMatch(/^\+1\d{3}55501\d\d$/);
    }
    const purchasedAt = body.result.map((l: { purchased_at: string }) => l.purchased_at);
    expect([...purchasedAt].sort()).toEqual(purchasedAt);
  });

  it("never shows one customer's leads to another customer's key", async () => {
    const other = await createCustomer(t.ctx, { email: 'other-buyer@example.com', withApiKey: true });
    const [lead] = await t.ctx.db.select().from(leads).limit(1);
    await t.ctx.db
      .insert(leadPurchases)
      .values({ leadId: lead!.id, userId: other.user.id, leadType: lead!.leadType, priceCents: 0 });

    const mine = (await pull(other.apiKey)).json();
    expect(mine.result.map((l: { id: string }) => l.id)).toEqual([lead!.id]);
    const demo = (await pull(DEMO_API_KEY)).json();
    expect(demo.result.map((l: { id: string }) => l.id)).not.toContain(lead!.id);
  });

  it('filters by lead type, state and since, and validates them', async () => {
    const premium = (await pull(DEMO_API_KEY, '?lead_type=premium')).json();
    expect(premium.result).toHaveLength(2);
    const future = (await pull(DEMO_API_KEY, '?since=2030-01-01T00:00:00Z')).json();
    expect(future.result).toEqual([]);
    const bad = await pull(DEMO_API_KEY, '?since=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('query.since');
  });

  it('does not accept the key in the query string', async () => {
    const response = await t.app.inject({
      url: `/api/v1/leads/get-purchased-premium-leads?x-api-key=${DEMO_API_KEY}`,
    });
    expect(response.statusCode).toBe(401);
  });
});
