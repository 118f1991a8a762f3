import { describe, expect, it } from 'vitest';
import { downloadUsage } from '../../db/schema/index.js';
import {
  DEMO_API_KEY,
  DEMO_PASSWORD,
  createCustomer,
  loginAs,
  sessionFor,
  useTestApp,
} from '../../../test/helpers.js';
import { csvCell } from '../../lib/csv.js';

const t = useTestApp({ leadCount: 30 });

describe('purchased leads in the customer area', () => {
  it('lists the member’s purchases newest first, with search and the request window', async () => {
    const cookie = await loginAs(t.app, 'demo@sellersignal.io', DEMO_PASSWORD);
    const all = (
      await t.app.inject({ url: '/api/v1/leads/get-my-purchased-leads', headers: { cookie } })
    ).json();
    expect(all.message).toBe('Data fetched successfully');
    expect(all.result).toHaveLength(3);
    const dates = all.result.map((l: { purchased_at: string }) => l.purchased_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const premium = (
      await t.app.inject({
        url: '/api/v1/leads/get-my-purchased-leads?lead_type=premium',
        headers: { cookie },
      })
    ).json();
    expect(premium.result).toHaveLength(2);
    const name = all.result[0].lead_name.split(' ')[1];
    const found = (
      await t.app.inject({
        url: `/api/v1/leads/get-my-purchased-leads?search=${encodeURIComponent(name)}`,
        headers: { cookie },
      })
    ).json();
    expect(found.result.some((l: { lead_name: string }) => l.lead_name.includes(name))).toBe(true);
    expect(
      all.result.every(
        (l: { request_deadline: string | null }) =>
          l.request_deadline === null || new Date(l.request_deadline) > t.clock.now(),
      ),
    ).toBe(true);
  });

  it('downloads a CRM-ready CSV with the CRM column names, counted against the monthly limit', async () => {
    const cookie = await loginAs(t.app, 'demo@sellersignal.io', DEMO_PASSWORD);
    const rowsCounted = async () =>
      (await t.ctx.db.select().from(downloadUsage)).reduce((sum, u) => sum + u.rows, 0);
    const before = await rowsCounted();
    const response = await t.app.inject({
      url: '/api/v1/leads/download-purchased-leads',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="purchased-leads-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"First Name","Last Name","Phone","Do Not Contact","Street Address","City","State","Postal Code","Property Type","Listed On MLS","Reason For Selling","Selling Timeline","Lead Type","Price Paid","Purchased At","Latitude","Longitude","Lead ID",' +
        '"County","Published At","Seller Email","Bedrooms","Bathrooms","Square Feet","Lot Size (sq ft)","Year Built",' +
        '"Estimated Value","Mortgage Balance","Equity","Equity %","Asking Price","Condition","Occupancy","Seller Notes",' +
        '"Call Recording","Lead Source","Consent","Consent Captured At","Consent IP","Consent Certificate","DNC"',
    );
    expect(lines).toHaveLength(4);
    expect((await rowsCounted()) - before).toBe(3);
  });

  it('writes each CRM preset: its column names, dates without a time, E.164 and formatted phones, credits', async () => {
    const cookie = await loginAs(t.app, 'demo@sellersignal.io', DEMO_PASSWORD);
    const response = await t.app.inject({
      url: '/api/v1/leads/download-purchased-leads?preset=gohighlevel&lead_type=premium',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="purchased-leads-gohighlevel-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [heading, ...rows] = response.body.trim().split('\r\n');
    const names = heading!.slice(1, -1).split('","');
    expect(names.slice(0, 4)).toEqual(['First Name', 'Last Name', 'Phone', 'Email']);
    const cells = Object.fromEntries(names.map((h, i) => [h, rows[0]!.slice(1, -1).split('","')[i]]));
    // E.164 as CRMs read it: a + and digits is nothing a spreadsheet runs, so it is not prefixed.
    expect(cells['Phone']).toMatch(/^\+1\d{10}$/);
    expect(cells['Phone (formatted)']).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
    expect(cells['Date Added']).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(cells['Price Paid']).toBe('1 credit');
    expect(cells['Source']).toBe('SellerSignal');

    const refused = await t.app.inject({
      url: '/api/v1/leads/download-purchased-leads?preset=salesforce',
      headers: { cookie },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ path: 'query.preset' });
  });

  it('neutralises cells that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1 512 555 0100')).toBe(`"'+1 512 555 0100"`);
    expect(csvCell('+15125550100')).toBe('"+15125550100"');
    expect(csvCell('+1+1')).toBe(`"'+1+1"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('-cmd')).toBe(`"'-cmd"`);
    expect(csvCell(-97.74)).toBe('"-97.74"');
    expect(csvCell('Oak St')).toBe('"Oak St"');
  });

  it('refuses downloads past 250,000 rows in a month, through the CSV and the pull API alike', async () => {
    const { user, apiKey } = await createCustomer(t.ctx, { email: 'heavy@example.com', withApiKey: true });
    const { leadPurchases, leads } = await import('../../db/schema/index.js');
    const rows = await t.ctx.db.select().from(leads).limit(2);
    for (const lead of rows)
      await t.ctx.db
        .insert(leadPurchases)
        .values({ leadId: lead.id, userId: user.id, leadType: lead.leadType, priceCents: 0 });
    await t.ctx.db
      .insert(downloadUsage)
      .values({ userId: user.id, month: t.clock.now().toISOString().slice(0, 7), rows: 249_999 });
    const cookie = await sessionFor(t.ctx, user.id);
    const csv = await t.app.inject({ url: '/api/v1/leads/download-purchased-leads', headers: { cookie } });
    expect(csv.statusCode).toBe(429);
    expect(csv.json().detail).toBe(
      'You have downloaded 249,999 of 250,000 lead rows this month; this request needs 2 more. The limit resets on 2026-12-01.',
    );
    expect(Number(csv.headers['retry-after'])).toBeGreaterThan(0);
    const pulled = await t.app.inject({
      url: '/api/v1/leads/get-purchased-premium-leads?limit=1',
      headers: { 'x-api-key': apiKey! },
    });
    expect(pulled.statusCode).toBe(200);
    const over = await t.app.inject({
      url: '/api/v1/leads/get-purchased-premium-leads?limit=1&page=2',
      headers: { 'x-api-key': apiKey! },
    });
    expect(over.statusCode).toBe(429);
    expect(
      (
        await t.app.inject({
          url: '/api/v1/leads/get-purchased-premium-leads',
          headers: { 'x-api-key': DEMO_API_KEY },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('saved searches', () => {
  it('saves, lists and deletes only the member’s own searches', async () => {
    const a = await createCustomer(t.ctx, { email: 'saver-a@example.com' });
    const b = await createCustomer(t.ctx, { email: 'saver-b@example.com' });
    const cookieA = await sessionFor(t.ctx, a.user.id);
    const cookieB = await sessionFor(t.ctx, b.user.id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads/create-saved-search',
      headers: { cookie: cookieA, origin: 'http://localhost:3001' },
      payload: {
        name: 'Houston ASAP',
        filters: { state: 'TX', city: 'Houston', selling_timeline: 'ASAP' },
        alerts_enabled: true,
      },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().result._id;
    expect(
      (await t.app.inject({ url: '/api/v1/leads/get-saved-searches', headers: { cookie: cookieB } })).json()
        .result,
    ).toEqual([]);
    const listA = (
      await t.app.inject({ url: '/api/v1/leads/get-saved-searches', headers: { cookie: cookieA } })
    ).json().result;
    expect(listA[0]).toMatchObject({
      name: 'Houston ASAP',
      alerts_enabled: true,
      filters: { state: 'TX', city: 'Houston', selling_timeline: 'ASAP' },
    });
    const byB = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/leads/delete-saved-search?id=${id}`,
      headers: { cookie: cookieB, origin: 'http://localhost:3001' },
    });
    expect(byB.statusCode).toBe(404);
    const byA = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/leads/delete-saved-search?id=${id}`,
      headers: { cookie: cookieA, origin: 'http://localhost:3001' },
    });
    expect(byA.json()).toEqual({ message: 'Data deleted successfully', result: true });
  });
});
