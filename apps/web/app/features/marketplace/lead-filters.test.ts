import { describe, expect, it } from 'vitest';
import { MARKETPLACE_FIRST_PAGE_QUERY, getMarketplaceLeads } from '@app/shared';
import {
  EMPTY_FILTERS,
  EMPTY_SEARCH,
  countActiveFilters,
  daysUntil,
  describeTotal,
  paramsFromSearch,
  searchFromParams,
  toMarketplaceQuery,
} from './lead-filters';

const search = (filters: Partial<typeof EMPTY_FILTERS>, more: Partial<typeof EMPTY_SEARCH> = {}) => ({
  ...EMPTY_SEARCH,
  ...more,
  filters: { ...EMPTY_FILTERS, ...filters },
});

describe('toMarketplaceQuery', () => {
  it('sends only the page when nothing is filtered', () => {
    expect(toMarketplaceQuery(EMPTY_SEARCH)).toEqual({ page: '1', limit: '24' });
  });

  it('asks, with no search, for the very address the API preloads with the member marketplace', () => {
    // apps/api/src/http/spa-preloads.ts writes the preload from MARKETPLACE_FIRST_PAGE_QUERY; the
    // API client writes its query in the order of the object's keys (lib/api-client.ts).
    const address = new URLSearchParams(
      toMarketplaceQuery(EMPTY_SEARCH) as Record<string, string>,
    ).toString();
    expect(address).toBe(new URLSearchParams(MARKETPLACE_FIRST_PAGE_QUERY).toString());
    expect(address).toBe('page=1&limit=24');
  });

  it('sends every chosen filter, trimmed, and the contract accepts it', () => {
    const query = toMarketplaceQuery(
      search(
        {
          state: 'TX',
          county: 'Harris County, TX',
          city: ' Houston ',
          zip: '77004, 77005',
          property_type: 'Condo',
          lead_type: 'exclusive',
          selling_timeline: 'ASAP',
          listed: 'false',
          price_min: '50',
          price_max: '200',
          sort: 'price_low',
        },
        { page: 3 },
      ),
    );
    expect(query).toEqual({
      page: '3',
      limit: '24',
      state: 'TX',
      county: 'Harris County, TX',
      city: 'Houston',
      zip: '77004,77005',
      property_type: 'Condo',
      lead_type: 'exclusive',
      selling_timeline: 'ASAP',
      listed: 'false',
      price_min: '50',
      price_max: '200',
      sort: 'price_low',
    });
    expect(getMarketplaceLeads.query.safeParse(query).success).toBe(true);
  });

  it('sends a radius in miles with its ZIP code, or else with the map centre, and nearest-first only then', () => {
    expect(toMarketplaceQuery(search({ radius_miles: '25', sort: 'distance' }))).toEqual({
      page: '1',
      limit: '24',
    });
    const nearZip = toMarketplaceQuery(search({ radius_miles: '25', near_zip: '77004', sort: 'distance' }));
    expect(nearZip).toEqual({
      page: '1',
      limit: '24',
      radius_miles: '25',
      near_zip: '77004',
      sort: 'distance',
    });
    expect(getMarketplaceLeads.query.safeParse(nearZip).success).toBe(true);
    const aroundMap = toMarketplaceQuery(
      search({ radius_miles: '50' }, { centre: { lat: 29.76043, lng: -95.3698 } }),
    );
    expect(aroundMap).toEqual({ page: '1', limit: '24', lat: '29.760', lng: '-95.370', radius_miles: '50' });
    expect(getMarketplaceLeads.query.safeParse(aroundMap).success).toBe(true);
  });
});

describe('the search in the URL', () => {
  it('round-trips filters, page, map centre and the map view, so a bookmark restores the search', () => {
    const saved = search(
      {
        state: 'OH',
        county: 'Cuyahoga County, OH',
        zip: '44113,44114',
        radius_miles: '10',
        sort: 'distance',
      },
      { page: 2, centre: { lat: 41.5, lng: -81.69 }, isMapShown: true },
    );
    const params = paramsFromSearch(saved);
    expect(params.toString()).toBe(
      'state=OH&county=Cuyahoga+County%2C+OH&zip=44113%2C44114&radius_miles=10&sort=distance&lat=41.500&lng=-81.690&page=2&view=map',
    );
    expect(searchFromParams(new URLSearchParams(params.toString()))).toEqual(saved);
  });

  it('ignores what it does not know', () => {
    const parsed = searchFromParams(new URLSearchParams('listed=maybe&sort=cheapest&page=-3&view=globe&x=1'));
    expect(parsed).toEqual(EMPTY_SEARCH);
  });
});

describe('countActiveFilters and describeTotal', () => {
  it('counts the fields that are set, not the order', () => {
    expect(countActiveFilters(EMPTY_FILTERS)).toBe(0);
    expect(countActiveFilters({ ...EMPTY_FILTERS, state: 'AZ', listed: 'true', sort: 'price_low' })).toBe(2);
  });

  it('says how many leads match', () => {
    expect(describeTotal(1, false)).toBe('1 lead matches');
    expect(describeTotal(1234, false)).toBe('1,234 leads match');
    expect(describeTotal(52_000, true)).toBe('About 52,000 leads match');
    expect(describeTotal(1_001, true)).toBe('More than 1,000 leads match');
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
