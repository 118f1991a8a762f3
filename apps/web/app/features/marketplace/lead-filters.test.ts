import { describe, expect, it } from 'vitest';
import { getMarketplaceLeads } from '@app/shared';
import { EMPTY_FILTERS, countActiveFilters, daysUntil, toMarketplaceQuery } from './lead-filters';

describe('toMarketplaceQuery', () => {
  it('sends only the page when nothing is filtered', () => {
    expect(toMarketplaceQuery(EMPTY_FILTERS, 1, null)).toEqual({ page: '1', limit: '24' });
  });

  it('sends every chosen filter, trimmed, and the contract accepts it', () => {
    const query = toMarketplaceQuery(
      {
        ...EMPTY_FILTERS,
        state: 'TX',
        city: ' Houston ',
        zip: '77004',
        property_type: 'Condo',
        lead_type: 'premium',
        selling_timeline: 'ASAP',
        listed: 'false',
      },
      3,
      null,
    );
    expect(query).toEqual({
      page: '3',
      limit: '24',
      state: 'TX',
      city: 'Houston',
      zip: '77004',
      property_type: 'Condo',
      lead_type: 'premium',
      selling_timeline: 'ASAP',
      listed: 'false',
    });
    expect(getMarketplaceLeads.query.safeParse(query).success).toBe(true);
  });

  it('sends a radius only together with the map centre', () => {
    const withRadius = { ...EMPTY_FILTERS, radius_km: '50' };
    expect(toMarketplaceQuery(withRadius, 1, null)).toEqual({ page: '1', limit: '24' });
    const query = toMarketplaceQuery(withRadius, 1, { lat: 29.76043, lng: -95.3698 });
    expect(query).toEqual({ page: '1', limit: '24', lat: '29.760', lng: '-95.370', radius_km: '50' });
    expect(getMarketplaceLeads.query.safeParse(query).success).toBe(true);
  });
});

describe('countActiveFilters', () => {
  it('counts the fields that are set', () => {
    expect(countActiveFilters(EMPTY_FILTERS)).toBe(0);
    expect(countActiveFilters({ ...EMPTY_FILTERS, state: 'AZ', listed: 'true' })).toBe(2);
  });
});

describe('daysUntil', () => {
  it('rounds up to whole days and never goes below 0', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(daysUntil('2026-03-31T12:00:00Z', now)).toBe(30);
    expect(daysUntil('2026-03-02T00:00:00Z', now)).toBe(1);
    expect(daysUntil('2026-02-01T00:00:00Z', now)).toBe(0);
  });
});
