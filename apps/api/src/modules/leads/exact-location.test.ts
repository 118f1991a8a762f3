import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../../db/schema/index.js';
import { createLead, freshIp, useTestApp } from '../../../test/helpers.js';
import { PUBLIC_LIST_LIMIT } from './leads.routes.js';

/**
 * Issue 15.1: the public list shows a lead's position rounded to about 1 km, and nothing it answers
 * may tell more. Before the fix, bisecting on a circle's edge recovered the house to centimetres.
 */
const t = useTestApp({ leadCount: 5 });

/** Two houses 0.8 km apart whose shown (rounded) position is the same point, in a town of their own. */
async function twoHousesOneShownPoint() {
  const ids: string[] = [];
  for (const point of [
    { lat: 35.30102, lng: -101.83104 },
    { lat: 35.30498, lng: -101.83496 },
  ]) {
    const lead = await createLead(t.ctx, { type: 'premium', city: 'Coarseville' });
    await t.ctx.db.update(leads).set(point).where(eq(leads.id, lead.id));
    ids.push(lead.id);
  }
  return ids;
}

const search = async (lat: number, lng: number, km: number) => {
  const response = await t.app.inject({
    url: `/api/v1/leads/get-marketplace-leads-unauthorized?city=Coarseville&lat=${lat}&lng=${lng}&radius_km=${km}&limit=100`,
    remoteAddress: freshIp(),
  });
  expect(response.statusCode).toBe(200);
  return (response.json().result as { id: string; location: { coordinates: number[] } }[]).map(
    (lead) => lead.id,
  );
};

describe('an unsold lead’s exact position', () => {
  it('is shown rounded to two decimals of a degree', async () => {
    const [first] = await twoHousesOneShownPoint();
    const body = (
      await t.app.inject({
        url: '/api/v1/leads/get-marketplace-leads-unauthorized?city=Coarseville&limit=100',
        remoteAddress: freshIp(),
      })
    ).json();
    const shown = body.result.find((lead: { id: string }) => lead.id === first);
    expect(shown.location.coordinates).toEqual([-101.83, 35.3]);
  });

  it('cannot be told apart by radius searches: two houses with one shown point are always found together', async () => {
    const [a, b] = await twoHousesOneShownPoint();
    let separated = 0;
    let found = 0;
    // Circles whose edges sweep across both houses, from every side, with centres off the grid too.
    for (const [bearingLat, bearingLng] of [
      [1, 0],
      [0, 1],
      [-1, 0],
      [0, -1],
      [0.7, 0.7],
    ]) {
      for (let step = 0; step < 12; step++) {
        const lat = 35.3 + bearingLat! * (0.02 + step * 0.0007) + 0.0003;
        const lng = -101.83 + bearingLng! * (0.02 + step * 0.0007) - 0.0004;
        const ids = await search(lat, lng, 2.2);
        const hasA = ids.includes(a!);
        const hasB = ids.includes(b!);
        if (hasA !== hasB) separated += 1;
        if (hasA) found += 1;
      }
    }
    expect(found).toBeGreaterThan(0);
    expect(separated).toBe(0);
  });

  it('answers the same for centres a few metres apart (the centre is snapped to the same grid)', async () => {
    const [a] = await twoHousesOneShownPoint();
    const answers = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const ids = await search(35.31 + i * 0.0005, -101.83, 1.2);
      answers.add(JSON.stringify([ids.includes(a!)]));
    }
    expect(answers.size).toBe(1);
  });
});

describe('the public list, per client', () => {
  it(`answers 429 with Retry-After after ${PUBLIC_LIST_LIMIT.max} requests a minute from one address`, async () => {
    const address = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= PUBLIC_LIST_LIMIT.max; i++) {
      const response = await t.app.inject({
        url: `/api/v1/leads/get-marketplace-leads-unauthorized?page=${(i % 3) + 1}`,
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, PUBLIC_LIST_LIMIT.max).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const other = await t.app.inject({
      url: '/api/v1/leads/get-marketplace-leads-unauthorized',
      remoteAddress: freshIp(),
    });
    expect(other.statusCode).toBe(200);
  });
});
