import { KM_PER_MILE, type MarketplaceLead } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { leads } from '../../db/schema/index.js';
import { zipCodes } from '../../lib/zip-codes.js';
import { createLead, freshIp, useTestApp } from '../../../test/helpers.js';
import { fillMissingCounties } from './lead-counties.js';

/**
 * Territory search (decision 021): ZIP codes, county, a radius in miles around a ZIP code or a
 * point, the exclusive price range, and the sorts. Runs on PGlite, and on PostgreSQL too when
 * DATABASE_URL is set (vitest.config.ts).
 */
const t = useTestApp({ leadCount: 5 });

interface ListBody {
  pagination: { currentPage: number; pageCount: number; total: number; isTotalEstimated: boolean };
  result: MarketplaceLead[];
}

async function list(query: string): Promise<ListBody> {
  const response = await t.app.inject({
    url: `/api/v1/leads/get-marketplace-leads-unauthorized?${query}`,
    remoteAddress: freshIp(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ListBody;
}

/** Every lead of a list, page after page. */
async function listAll(query: string): Promise<MarketplaceLead[]> {
  const all: MarketplaceLead[] = [];
  for (let page = 1; ; page++) {
    const body = await list(`${query}&limit=100&page=${page}`);
    all.push(...body.result);
    if (page >= body.pagination.pageCount) return all;
  }
}

/** earthdistance's sphere: the database measures on it, so the oracle does too. */
const EARTH_RADIUS_KM = 6378.168;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The haversine distance in miles: the oracle, written apart from the SQL it checks. */
function haversineMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const h =
    Math.sin(toRadians(lat2 - lat1) / 2) ** 2 +
    Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(toRadians(lng2 - lng1) / 2) ** 2;
  return (2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))) / KM_PER_MILE;
}

/** A search's centre as the list applies it: snapped to the 0.01° grid of the shown positions. */
const snap = (degrees: number) => Math.round(degrees * 100) / 100;

/** A point `miles` from (lat, lng) on a bearing, on the same sphere. */
function destination(lat: number, lng: number, bearing: number, miles: number) {
  const angular = (miles * KM_PER_MILE) / EARTH_RADIUS_KM;
  const phi = toRadians(lat);
  const theta = toRadians(bearing);
  const phi2 = Math.asin(
    Math.sin(phi) * Math.cos(angular) + Math.cos(phi) * Math.sin(angular) * Math.cos(theta),
  );
  const lambda =
    toRadians(lng) +
    Math.atan2(
      Math.sin(theta) * Math.sin(angular) * Math.cos(phi),
      Math.cos(angular) - Math.sin(phi) * Math.sin(phi2),
    );
  return { lat: (phi2 * 180) / Math.PI, lng: (lambda * 180) / Math.PI };
}

const TOWN = 'Haversine Flats';

/** Replaces the test town's leads with leads at these points. */
async function placeLeads(points: { lat: number; lng: number }[]) {
  await t.ctx.db.delete(leads).where(eq(leads.city, TOWN));
  for (const point of points) {
    const lead = await createLead(t.ctx, { type: 'premium', city: TOWN });
    await t.ctx.db.update(leads).set(point).where(eq(leads.id, lead.id));
  }
}

/** A lead this close to the circle's edge may fall either way: floating point, here or in SQL. */
const EDGE_MILES = 1e-6;

const centreArbitrary = fc.record({
  lat: fc.double({ min: 25, max: 48, noNaN: true }),
  lng: fc.double({ min: -123, max: -68, noNaN: true }),
});

describe('radius search in miles (docs/product.md §14: on the position the list shows)', () => {
  it('returns exactly the leads within the distance of a point, by a haversine oracle', async () => {
    await fc.assert(
      fc.asyncProperty(
        centreArbitrary,
        fc.double({ min: 1, max: 300, noNaN: true }),
        // Leads scattered around the centre, two thirds of them close to the circle's edge.
        fc.array(
          fc.record({
            bearing: fc.double({ min: 0, max: 360, noNaN: true }),
            share: fc.oneof(
              fc.double({ min: 0, max: 2.5, noNaN: true }),
              fc.double({ min: 0.97, max: 1.03, noNaN: true }),
              fc.double({ min: 0.995, max: 1.005, noNaN: true }),
            ),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        async (centre, radiusMiles, placements) => {
          await placeLeads(
            placements.map(({ bearing, share }) =>
              destination(centre.lat, centre.lng, bearing, radiusMiles * share),
            ),
          );
          const shown = await listAll(`city=${encodeURIComponent(TOWN)}`);
          expect(shown).toHaveLength(placements.length);
          const found = await listAll(
            `city=${encodeURIComponent(TOWN)}&lat=${centre.lat}&lng=${centre.lng}&radius_miles=${radiusMiles}`,
          );
          const foundIds = new Set(found.map((lead) => lead.id));
          for (const lead of shown) {
            const [lng, lat] = lead.location.coordinates;
            const miles = haversineMiles(snap(centre.lat), snap(centre.lng), lat, lng);
            if (Math.abs(miles - radiusMiles) < EDGE_MILES) continue;
            expect(foundIds.has(lead.id), `${miles} miles, radius ${radiusMiles}`).toBe(miles <= radiusMiles);
          }
          for (const lead of found) {
            const [lng, lat] = lead.location.coordinates;
            const miles = haversineMiles(snap(centre.lat), snap(centre.lng), lat, lng);
            expect(lead.distance_miles).toBeCloseTo(miles, 1);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('searches around a ZIP code’s centre, nearest first when sorted by distance', async () => {
    const zip = '66502'; // Manhattan, KS
    const info = zipCodes().lookup(zip)!;
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: 1, max: 80, noNaN: true }),
        fc.array(
          fc.record({
            bearing: fc.double({ min: 0, max: 360, noNaN: true }),
            miles: fc.double({ min: 0, max: 120, noNaN: true }),
          }),
          { minLength: 1, maxLength: 25 },
        ),
        async (radiusMiles, placements) => {
          await placeLeads(
            placements.map(({ bearing, miles }) =>
              destination(info.latitude, info.longitude, bearing, miles),
            ),
          );
          const shown = await listAll(`city=${encodeURIComponent(TOWN)}`);
          const expected = shown
            .map((lead) => {
              const [lng, lat] = lead.location.coordinates;
              return {
                id: lead.id,
                miles: haversineMiles(snap(info.latitude), snap(info.longitude), lat, lng),
              };
            })
            .filter((lead) => Math.abs(lead.miles - radiusMiles) >= EDGE_MILES);
          const found = await listAll(
            `city=${encodeURIComponent(TOWN)}&near_zip=${zip}&radius_miles=${radiusMiles}&sort=distance`,
          );
          const foundIds = new Set(found.map((lead) => lead.id));
          for (const lead of expected) expect(foundIds.has(lead.id)).toBe(lead.miles <= radiusMiles);
          const distances = found.map((lead) => lead.distance_miles!);
          expect([...distances].sort((a, b) => a - b)).toEqual(distances);
          const answer = await t.app.inject({
            url: `/api/v1/leads/get-marketplace-leads-unauthorized?near_zip=${zip}&radius_miles=${radiusMiles}&limit=1`,
            remoteAddress: freshIp(),
          });
          expect(answer.json().centre).toEqual({
            type: 'Point',
            coordinates: [snap(info.longitude), snap(info.latitude)],
          });
        },
      ),
      { numRuns: 25 },
    );
  });

  it('answers radius_km as before, and the same leads for the same distance in miles', async () => {
    await placeLeads(Array.from({ length: 20 }, (_, i) => destination(39.1, -94.6, i * 18, i * 2)));
    const km = await listAll(`city=${encodeURIComponent(TOWN)}&lat=39.1&lng=-94.6&radius_km=40`);
    const miles = await listAll(
      `city=${encodeURIComponent(TOWN)}&lat=39.1&lng=-94.6&radius_miles=${40 / KM_PER_MILE}`,
    );
    expect(km.length).toBeGreaterThan(5);
    expect(km.length).toBeLessThan(20);
    expect(miles.map((lead) => lead.id)).toEqual(km.map((lead) => lead.id));
  });
});

describe('territory filters', () => {
  it('filters by several ZIP codes at once and counts the results', async () => {
    const all = await listAll('state=TX');
    const zips = [...new Set(all.map((lead) => lead.ZIP))].slice(0, 2);
    await t.ctx.db.delete(leads).where(eq(leads.city, TOWN));
    const a = await createLead(t.ctx, { type: 'premium', city: TOWN });
    const b = await createLead(t.ctx, { type: 'exclusive', city: TOWN });
    await t.ctx.db.update(leads).set({ zip: '73301' }).where(eq(leads.id, b.id));
    const body = await list(
      `zip=${encodeURIComponent('78701, 73301,78701')}&city=${encodeURIComponent(TOWN)}`,
    );
    expect(body.result.map((lead) => lead.id).sort()).toEqual([a.id, b.id].sort());
    expect(body.pagination).toMatchObject({ total: 2, isTotalEstimated: false, pageCount: 1 });
    if (zips.length === 2) {
      const both = await listAll(`zip=${zips.join(',')}`);
      expect(new Set(both.map((lead) => lead.ZIP))).toEqual(new Set(zips));
    }
  });

  it('filters by county, in any case, and lists the counties of a state with their leads', async () => {
    await t.ctx.db.delete(leads).where(eq(leads.city, TOWN));
    const austin = await createLead(t.ctx, { type: 'premium', city: TOWN });
    const counties = await t.app.inject({
      url: '/api/v1/leads/get-marketplace-counties?state=TX',
      remoteAddress: freshIp(),
    });
    expect(counties.statusCode).toBe(200);
    const travis = (counties.json().result as { county: string; count: number }[]).find(
      (row) => row.county === 'Travis County, TX',
    );
    expect(travis?.count).toBeGreaterThanOrEqual(1);
    const body = await list(
      `county=${encodeURIComponent('travis county, tx')}&city=${encodeURIComponent(TOWN)}`,
    );
    expect(body.result.map((lead) => lead.id)).toEqual([austin.id]);
    expect(body.result[0]!.county).toBe('Travis County, TX');
    expect(
      (await list(`county=${encodeURIComponent('Harris County, TX')}&city=${encodeURIComponent(TOWN)}`))
        .result,
    ).toEqual([]);
    const bad = await t.app.inject({
      url: '/api/v1/leads/get-marketplace-counties?state=XX',
      remoteAddress: freshIp(),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('bounds exclusive leads by price and keeps premium leads, and sorts by price', async () => {
    await t.ctx.db.delete(leads).where(eq(leads.city, TOWN));
    const cheap = await createLead(t.ctx, { type: 'exclusive', priceCents: 4_500, city: TOWN });
    const middle = await createLead(t.ctx, { type: 'exclusive', priceCents: 9_000, city: TOWN });
    const dear = await createLead(t.ctx, { type: 'exclusive', priceCents: 15_000, city: TOWN });
    const premium = await createLead(t.ctx, { type: 'premium', city: TOWN });
    const town = `city=${encodeURIComponent(TOWN)}`;
    const ids = (body: ListBody) => body.result.map((lead) => lead.id);
    expect(new Set(ids(await list(`${town}&price_min=50&price_max=100`)))).toEqual(
      new Set([middle.id, premium.id]),
    );
    expect(ids(await list(`${town}&price_min=50&lead_type=exclusive&sort=price_low`))).toEqual([
      middle.id,
      dear.id,
    ]);
    expect(ids(await list(`${town}&sort=price_low`))).toEqual([cheap.id, middle.id, dear.id, premium.id]);
    expect(ids(await list(`${town}&sort=price_high`))).toEqual([dear.id, middle.id, cheap.id, premium.id]);
    const sorted = await list(`${town}&sort=price_high&limit=2`);
    expect(sorted.pagination).toMatchObject({ total: 4, pageCount: 2 });
    expect(sorted.pagination).not.toHaveProperty('nextCursor');
    expect(ids(await list(`${town}&sort=price_high&limit=2&page=2`))).toEqual([cheap.id, premium.id]);
  });
});

describe('counties', () => {
  it('come with every seeded lead, and start-up fills the ones written without', async () => {
    const seeded = await t.ctx.db.select({ county: leads.county, state: leads.state }).from(leads);
    expect(seeded.length).toBeGreaterThan(0);
    for (const lead of seeded) expect(lead.county).toMatch(new RegExp(`, ${lead.state}$`));

    const lead = await createLead(t.ctx, { type: 'premium', city: TOWN });
    await t.ctx.db
      .update(leads)
      .set({ county: null, zip: '44113', state: 'OH' })
      .where(eq(leads.id, lead.id));
    expect(await fillMissingCounties(t.ctx.db)).toBeGreaterThanOrEqual(1);
    const [filled] = await t.ctx.db.select({ county: leads.county }).from(leads).where(eq(leads.id, lead.id));
    expect(filled!.county).toBe('Cuyahoga County, OH');
    expect(await fillMissingCounties(t.ctx.db)).toBe(0);
    const [missing] = await rowsOf<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from leads where county is null`,
    );
    expect(missing!.n).toBe(0);
  });
});
