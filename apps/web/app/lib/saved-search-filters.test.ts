import { describe, expect, it } from 'vitest';
import {
  describeSavedFilters,
  fromSavedSearchFilters,
  toSavedSearchFilters,
  type FilterFormValues,
} from './saved-search-filters';

const EMPTY: FilterFormValues = {
  state: '',
  county: '',
  city: '',
  zip: '',
  property_type: '',
  lead_type: '',
  selling_timeline: '',
  listed: '',
  radius_miles: '',
  near_zip: '',
  price_min: '',
  price_max: '',
};

describe('saved search filters', () => {
  it('keeps only the filters that are set, typed as the contract wants', () => {
    expect(
      toSavedSearchFilters(
        { ...EMPTY, state: 'AZ', city: ' Phoenix ', listed: 'false', lead_type: 'premium' },
        null,
      ),
    ).toEqual({
      state: 'AZ',
      city: 'Phoenix',
      listed: false,
      lead_type: 'premium',
    });
  });
  it('saves a radius in miles only with its ZIP code or its centre', () => {
    expect(toSavedSearchFilters({ ...EMPTY, radius_miles: '25' }, null)).toEqual({});
    expect(
      toSavedSearchFilters({ ...EMPTY, radius_miles: '25' }, { lat: 33.44837, lng: -112.07404 }),
    ).toEqual({
      lat: 33.448,
      lng: -112.074,
      radius_miles: 25,
    });
    expect(toSavedSearchFilters({ ...EMPTY, radius_miles: '10', near_zip: '85004' }, null)).toEqual({
      near_zip: '85004',
      radius_miles: 10,
    });
  });
  it('saves the territory: county, several ZIP codes, the exclusive price range', () => {
    const filters = toSavedSearchFilters(
      { ...EMPTY, county: 'Maricopa County, AZ', zip: '85004, 85006', price_min: '50', price_max: '150' },
      null,
    );
    expect(filters).toEqual({
      county: 'Maricopa County, AZ',
      zip: '85004,85006',
      price_min: 50,
      price_max: 150,
    });
    expect(describeSavedFilters(filters)).toBe(
      'Maricopa County, AZ · ZIPs 85004, 85006 · Exclusive $50–$150',
    );
  });
  it('opens a search saved in kilometres as the nearest whole mile', () => {
    const { values, centre } = fromSavedSearchFilters({ lat: 29.7, lng: -95.3, radius_km: 40 });
    expect(values.radius_miles).toBe('25');
    expect(centre).toEqual({ lat: 29.7, lng: -95.3 });
  });
  it('drops values the API would refuse', () => {
    expect(toSavedSearchFilters({ ...EMPTY, state: 'XX', zip: '123' }, null)).toEqual({});
  });
  it('round-trips to the form', () => {
    const saved = {
      state: 'TX' as const,
      zip: '77004',
      listed: true,
      lat: 29.7,
      lng: -95.3,
      radius_miles: 50,
    };
    const { values, centre } = fromSavedSearchFilters(saved);
    expect(values).toEqual({ ...EMPTY, state: 'TX', zip: '77004', listed: 'true', radius_miles: '50' });
    expect(centre).toEqual({ lat: 29.7, lng: -95.3 });
    expect(toSavedSearchFilters(values, centre)).toEqual(saved);
  });
  it('describes a search in words', () => {
    expect(describeSavedFilters({})).toBe('All leads');
    expect(
      describeSavedFilters({
        city: 'Phoenix',
        state: 'AZ',
        property_type: 'Single Family',
        lead_type: 'exclusive',
        near_zip: '85004',
        radius_miles: 25,
      }),
    ).toBe('Phoenix, AZ · Single Family · Exclusive · within 25 miles of 85004');
  });
});
