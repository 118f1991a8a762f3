import { marketplaceLeadSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, DEMO_PASSWORD, loginAs, useTestApp } from '../../../test/helpers.js';

const t = useTestApp({ leadCount: 300 });
const list = (query = '') =>
  t.app.inject({ url: `/api/v1/leads/get-marketplace-leads-unauthorized${query}` });

describe('GET leads/get-marketplace-leads-unauthorized (public marketplace)', () => {
  it('answers without login with the list envelope: message, pagination, result', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Data fetched successfully');
    expect(body.pagination).toEqual({
      currentPage: 1,
      pageCount: expect.any(Number),
      nextCursor: expect.stringMatching(/^2\./),
      total: expect.any(Number),
      isTotalEstimated: false,
    });
    expect(body.pagination.pageCount).toBe(Math.ceil(body.pagination.total / 25));
    expect(body.result).toHaveLength(25);
    for (const lead of body.result) expect(() => marketplaceLeadSchema.parse(lead)).not.toThrow();
  });

  it("never exposes the seller's name, phone or street address, and rounds the location to about 1 km", async () => {
    const body = (await list('?limit=100')).json();
    const text = JSON.stringify(body);
    const { leads } = await import('../../db/schema/index.js');
    const secrets = await t.ctx.db
      .select({ name: leads.leadName, phone: leads.leadPhone, address: leads.addressLine1 })
      .from(leads)
      .limit(50);
    for (const lead of body.result) {
      expect(lead).not.toHaveProperty('lead_name');
      expect(lead).not.toHaveProperty('lead_phone');
      expect(lead).not.toHaveProperty('address_line_1');
      for (const value of lead.location.coordinates) expect(Math.round(value * 100) / 100).toBe(value);
    }
    for (const secret of secrets) {
      expect(text).not.toContain(secret.phone);
      expect(text).not.toContain(secret.address);
    }
  });

  it('lists newest first and pages with page and limit', async () => {
    const first = (await list('?limit=10&page=1')).json();
    const second = (await list('?limit=10&page=2')).json();
    expect(second.pagination.currentPage).toBe(2);
    const dates = [...first.result, ...second.result].map((l: { published_at: string }) => l.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const ids = new Set([...first.result, ...second.result].map((l: { id: string }) => l.id));
    expect(ids.size).toBe(20);
  });

  it('filters by state, city, ZIP, property type, lead type and selling timeline', async () => {
    const tx = (await list('?state=TX&limit=100')).json();
    expect(tx.result.length).toBeGreaterThan(0);
    expect(tx.result.every((l: { state: string }) => l.state === 'TX')).toBe(true);

    const sample = tx.result[0];
    const byCity = (await list(`?city=${encodeURIComponent(sample.city.toUpperCase())}&limit=100`)).json();
    expect(byCity.result.every((l: { city: string }) => l.city === sample.city)).toBe(true);
    const byZip = (await list(`?zip=${sample.ZIP}`)).json();
    expect(byZip.result.every((l: { ZIP: string }) => l.ZIP === sample.ZIP)).toBe(true);
    // Several ZIPs: the leads of each of them, and of no other.
    const other = tx.result.find((l: { ZIP: string }) => l.ZIP !== sample.ZIP);
    expect(other, 'the seed has Texas leads in more than one ZIP').toBeDefined();
    const byZips = (await list(`?zip=${sample.ZIP},${other.ZIP}&limit=100`)).json();
    const zipsFound = new Set(byZips.result.map((l: { ZIP: string }) => l.ZIP));
    expect([...zipsFound].sort()).toEqual([sample.ZIP, other.ZIP].sort());
    const byOtherZip = (await list(`?zip=${other.ZIP}`)).json();
    expect(byZips.pagination.total).toBe(byZip.pagination.total + byOtherZip.pagination.total);

    const exclusive = (await list('?lead_type=exclusive&limit=100')).json();
    expect(
      exclusive.result.every(
        (l: { lead_type: string; price: number; max_buyers: number }) =>
          l.lead_type === 'exclusive' && l.price > 0 && l.max_buyers === 1,
      ),
    ).toBe(true);
    const premium = (await list('?lead_type=premium&limit=100')).json();
    expect(
      premium.result.every(
        (l: { price: number | null; max_buyers: number }) => l.price === null && l.max_buyers === 3,
      ),
    ).toBe(true);

    const condos = (
      await list(`?property_type=${encodeURIComponent('Single Family')}&selling_timeline=ASAP&limit=100`)
    ).json();
    expect(
      condos.result.every(
        (l: { property_type: string; selling_timeline: string }) =>
          l.property_type === 'Single Family' && l.selling_timeline === 'ASAP',
      ),
    ).toBe(true);
  });

  it('finds leads within a radius of a point (earthdistance)', async () => {
    // Downtown Houston; every result must be within 40 km of it.
    const body = (await list('?lat=29.76&lng=-95.37&radius_km=40&limit=100')).json();
    expect(body.result.length).toBeGreaterThan(0);
    for (const lead of body.result) {
      const [lng, lat] = lead.location.coordinates;
      const km = Math.hypot((lat - 29.76) * 111, (lng + 95.37) * 111 * Math.cos((29.76 * Math.PI) / 180));
      expect(km).toBeLessThan(42);
    }
    const far = (await list('?lat=29.76&lng=-95.37&radius_km=40&state=WA')).json();
    expect(far.result).toEqual([]);
  });

  it('rejects bad input with a 400 naming each field', async () => {
    const cases: [string, string][] = [
      ['?limit=101', 'query.limit'],
      ['?page=0', 'query.page'],
      ['?page=NaN', 'query.page'],
      ['?page=-1', 'query.page'],
      ['?state=Texas', 'query.state'],
      ['?lead_type=gold', 'query.lead_type'],
      ['?zip=7870', 'query.zip'],
      ['?lat=29.7&lng=-95.3', 'query.radius_miles'],
      ['?radius_miles=10', 'query.radius_miles'],
      ['?near_zip=7700&radius_miles=10', 'query.near_zip'],
      ['?near_zip=77004&lat=29.7&lng=-95.3&radius_miles=10', 'query.near_zip'],
      ['?near_zip=77004&radius_miles=301', 'query.radius_miles'],
      ['?near_zip=00000&radius_miles=10', 'query.near_zip'],
      ['?zip=77004,7700', 'query.zip'],
      ['?price_min=200&price_max=100', 'query.price_max'],
      ['?sort=cheapest', 'query.sort'],
      ['?sort=distance', 'query.sort'],
      ['?sort=price_low&page=500', 'query.page'],
      ['?lat=91&lng=0&radius_km=5', 'query.lat'],
      ['?listed=maybe', 'query.listed'],
    ];
    for (const [query, path] of cases) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe('Failed to fetch data');
      expect(
        response.json().errors.map((e: { path: string }) => e.path),
        query,
      ).toContain(path);
    }
  });

  it("marks the signed-in viewer's own leads as purchased", async () => {
    const { leadPurchases, leads } = await import('../../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    const [owned] = await t.ctx.db
      .select({ id: leads.id, zip: leads.zip })
      .from(leadPurchases)
      .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
      .where(eq(leadPurchases.leadType, 'premium'))
      .limit(1);
    const cookie = await loginAs(t.app, 'demo@sellersignal.io', DEMO_PASSWORD);
    const query = `?zip=${owned!.zip}&limit=100`;
    const body = (
      await t.app.inject({
        url: `/api/v1/leads/get-marketplace-leads-unauthorized${query}`,
        headers: { cookie },
      })
    ).json();
    const anonymous = (await list(query)).json();
    expect(anonymous.result.find((l: { id: string }) => l.id === owned!.id).is_purchased).toBe(false);
    expect(body.result.find((l: { id: string }) => l.id === owned!.id).is_purchased).toBe(true);
  });
});

describe('GET leads/get-dashboard-data (session)', () => {
  it('needs a session', async () => {
    const response = await t.app.inject({ url: '/api/v1/leads/get-dashboard-data' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Login Unsuccessful!', result: null });
  });

  it("answers message, result and count with the member's figures", async () => {
    const cookie = await loginAs(t.app, 'demo@sellersignal.io', DEMO_PASSWORD);
    const response = await t.app.inject({ url: '/api/v1/leads/get-dashboard-data', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Data fetched successfully');
    expect(body.count).toBe(3);
    expect(body.result).toMatchObject({
      credits_granted: 25,
      credits_left: 23,
      leads_taken_this_month: 3,
      subscription: {
        plan_name: 'Basic',
        plan_occurance: 'monthly',
        status: 'active',
        cancel_at_period_end: false,
      },
    });
    expect(body.result.wallet_balance).toBeGreaterThan(0);
    expect(new Date(body.result.credits_reset_at).getTime()).toBeGreaterThan(t.clock.now().getTime());
  });

  it('accepts query parameters: lead_type and state narrow the counts; a wrong one is a 400', async () => {
    const cookie = await loginAs(t.app, 'demo@sellersignal.io', DEMO_PASSWORD);
    const read = async (query: string) =>
      (await t.app.inject({ url: `/api/v1/leads/get-dashboard-data${query}`, headers: { cookie } })).json();
    const all = await read('');
    const premium = await read('?lead_type=premium');
    const exclusive = await read('?lead_type=exclusive');
    expect(premium.count + exclusive.count).toBe(all.count);
    expect(premium.result.leads_taken_this_month + exclusive.result.leads_taken_this_month).toBe(
      all.result.leads_taken_this_month,
    );
    // Credits and the wallet are the member's, whatever the scope.
    expect(premium.result.credits_left).toBe(all.result.credits_left);
    const nowhere = await read('?state=AK&lead_type=exclusive');
    expect(nowhere.count).toBe(0);
    const wrong = await t.app.inject({
      url: '/api/v1/leads/get-dashboard-data?state=ZZ',
      headers: { cookie },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('query.state');
  });

  it('shows an admin without a subscription zeros, not an error', async () => {
    const cookie = await loginAs(t.app, 'admin@sellersignal.io', ADMIN_PASSWORD);
    const body = (
      await t.app.inject({ url: '/api/v1/leads/get-dashboard-data', headers: { cookie } })
    ).json();
    expect(body).toMatchObject({
      count: 0,
      result: { credits_left: 0, wallet_balance: 0, subscription: null },
    });
  });
});
