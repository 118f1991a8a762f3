import { describe, expect, it } from 'vitest';
import {
  describeSavedFilters,
  fromSavedSearchFilters,
  toSavedSearchFilters,
  type FilterFormValues,
} from './saved-search-filters';

const EMPTY: FilterFormValues = {
  state: '',
  city: '',
  zip: '',
  property_type: '',
  lead_type: '',
  selling_timeline: '',
  listed: '',
  radius_km: '',
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
  it('saves a radius only with its centre', () => {
    expect(toSavedSearchFilters({ ...EMPTY, radius_km: '25' }, null)).toEqual({});
    expect(toSavedSearchFilters({ ...EMPTY, radius_km: '25' }, { lat: 33.44837, lng: -112.07404 })).toEqual({
      lat: 33.448,
      lng: -112.074,
      radius_km: 25,
    });
  });
  it('drops values the API would refuse', () => {
    expect(toSavedSearchFilters({ ...EMPTY, state: 'XX', zip: '123' }, null)).toEqual({});
  });
  it('round-trips to the form', () => {
    const saved = { state: 'TX' as const, zip: '77004', listed: true, lat: 29.7, lng: -95.3, radius_km: 50 };
    const { values, centre } = fromSavedSearchFilters(saved);
    expect(values).toEqual({ ...EMPTY, state: 'TX', zip: '77004', listed: 'true', radius_km: '50' });
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
        radius_km: 25,
      }),
    ).toBe('Phoenix, AZ · Single Family · Exclusive · within 25 km');
  });
});
