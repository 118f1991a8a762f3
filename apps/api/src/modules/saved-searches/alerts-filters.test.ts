import { describe, expect, it } from 'vitest';
import type { leads } from '../../db/schema/index.js';
import { matchesFilters } from './alerts.service.js';

type LeadRow = typeof leads.$inferSelect;

/** A lead in downtown Cleveland, as alerts see it after the publish. */
const lead = (changes: Partial<LeadRow> = {}): LeadRow =>
  ({
    state: 'OH',
    city: 'Cleveland',
    zip: '44113',
    county: 'Cuyahoga County, OH',
    propertyType: 'Single Family',
    leadType: 'exclusive',
    sellingTimeline: 'ASAP',
    listed: false,
    lat: 41.4822,
    lng: -81.7012,
    priceCents: 7_500,
    ...changes,
  }) as LeadRow;

const matches = (filters: object, row = lead()) => matchesFilters(row, JSON.stringify(filters));

describe('new-lead alerts match the territory search of a saved search (decision 021)', () => {
  it('by county, in any case, and by any of several ZIP codes', () => {
    expect(matches({ county: 'cuyahoga county, oh' })).toBe(true);
    expect(matches({ county: 'Summit County, OH' })).toBe(false);
    expect(matches({ zip: '44114,44113' })).toBe(true);
    expect(matches({ zip: '44114,44115' })).toBe(false);
  });

  it('by miles around a ZIP code or a point, and by kilometres as searches saved before', () => {
    expect(matches({ near_zip: '44113', radius_miles: 5 })).toBe(true);
    expect(matches({ near_zip: '43215', radius_miles: 50 })).toBe(false); // Columbus, 110 miles away
    expect(matches({ lat: 41.5, lng: -81.69, radius_miles: 3 })).toBe(true);
    expect(matches({ lat: 41.5, lng: -81.69, radius_km: 1 })).toBe(false);
  });

  it('bounds exclusive leads by price and lets premium leads through', () => {
    expect(matches({ price_min: 50, price_max: 100 })).toBe(true);
    expect(matches({ price_max: 60 })).toBe(false);
    expect(matches({ price_max: 60 }, lead({ leadType: 'premium', priceCents: null }))).toBe(true);
  });
});
