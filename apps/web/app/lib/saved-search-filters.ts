import { KM_PER_MILE, LEAD_TYPES, US_STATE_CODES, type SavedSearch } from '@app/shared';

export type SavedSearchFilters = SavedSearch['filters'];

/** The marketplace filter form's values: text, '' meaning "any" (features/marketplace LeadFilters). */
export interface FilterFormValues {
  state: string;
  county: string;
  city: string;
  zip: string;
  property_type: string;
  lead_type: string;
  selling_timeline: string;
  listed: '' | 'true' | 'false';
  radius_miles: string;
  near_zip: string;
  price_min: string;
  price_max: string;
}

export interface MapPoint {
  lat: number;
  lng: number;
}

const ZIP = /^\d{5}$/;

const priceOf = (text: string) => {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= 100_000 ? value : undefined;
};

/**
 * The filters of a saved search (leads/create-saved-search) from the form's values and the map
 * centre: a radius goes with its ZIP code, or else with the centre it was searched around.
 */
export function toSavedSearchFilters(values: FilterFormValues, centre: MapPoint | null): SavedSearchFilters {
  const filters: SavedSearchFilters = {};
  const state = values.state.trim();
  if ((US_STATE_CODES as readonly string[]).includes(state))
    filters.state = state as SavedSearchFilters['state'];
  if (values.county.trim()) filters.county = values.county.trim();
  if (values.city.trim()) filters.city = values.city.trim();
  const zips = values.zip.split(',').map((zip) => zip.trim());
  if (zips.length <= 25 && zips.every((zip) => ZIP.test(zip))) filters.zip = zips.join(',');
  if (values.property_type) filters.property_type = values.property_type;
  if ((LEAD_TYPES as readonly string[]).includes(values.lead_type))
    filters.lead_type = values.lead_type as SavedSearchFilters['lead_type'];
  if (values.selling_timeline) filters.selling_timeline = values.selling_timeline;
  if (values.listed) filters.listed = values.listed === 'true';
  const radius = Number(values.radius_miles);
  if (values.radius_miles && radius >= 1 && radius <= 300) {
    if (ZIP.test(values.near_zip.trim())) {
      filters.near_zip = values.near_zip.trim();
      filters.radius_miles = radius;
    } else if (centre) {
      filters.lat = Math.round(centre.lat * 1000) / 1000;
      filters.lng = Math.round(centre.lng * 1000) / 1000;
      filters.radius_miles = radius;
    }
  }
  const priceMin = priceOf(values.price_min);
  const priceMax = priceOf(values.price_max);
  if (priceMin !== undefined) filters.price_min = priceMin;
  if (priceMax !== undefined) filters.price_max = priceMax;
  return filters;
}

/** The form's values (and map centre, for a radius search around it) of a saved search, to apply it again. */
export function fromSavedSearchFilters(filters: SavedSearchFilters): {
  values: FilterFormValues;
  centre: MapPoint | null;
} {
  // Searches saved before miles kept kilometres: the nearest whole mile.
  const miles =
    filters.radius_miles ??
    (filters.radius_km === undefined ? undefined : Math.round(filters.radius_km / KM_PER_MILE));
  const hasPoint = filters.lat !== undefined && filters.lng !== undefined && miles !== undefined;
  const hasRadius = miles !== undefined && (hasPoint || filters.near_zip !== undefined);
  return {
    values: {
      state: filters.state ?? '',
      county: filters.county ?? '',
      city: filters.city ?? '',
      zip: filters.zip ?? '',
      property_type: filters.property_type ?? '',
      lead_type: filters.lead_type ?? '',
      selling_timeline: filters.selling_timeline ?? '',
      listed: filters.listed === undefined ? '' : filters.listed ? 'true' : 'false',
      radius_miles: hasRadius ? String(miles) : '',
      near_zip: filters.near_zip ?? '',
      price_min: filters.price_min === undefined ? '' : String(filters.price_min),
      price_max: filters.price_max === undefined ? '' : String(filters.price_max),
    },
    centre: hasPoint && !filters.near_zip ? { lat: filters.lat!, lng: filters.lng! } : null,
  };
}

function priceText(filters: SavedSearchFilters): string | null {
  const { price_min: min, price_max: max } = filters;
  if (min !== undefined && max !== undefined) return `Exclusive $${min}–$${max}`;
  if (min !== undefined) return `Exclusive from $${min}`;
  if (max !== undefined) return `Exclusive up to $${max}`;
  return null;
}

/** 'Phoenix, AZ · Single Family · Exclusive · within 25 miles of 85004' — or 'All leads' for no filter. */
export function describeSavedFilters(filters: SavedSearchFilters): string {
  const parts: string[] = [];
  const place = [filters.city, filters.state].filter(Boolean).join(', ');
  if (place) parts.push(place);
  if (filters.county) parts.push(filters.county);
  if (filters.zip)
    parts.push(`${filters.zip.includes(',') ? 'ZIPs' : 'ZIP'} ${filters.zip.split(',').join(', ')}`);
  if (filters.property_type) parts.push(filters.property_type);
  if (filters.lead_type) parts.push(filters.lead_type === 'premium' ? 'Premium' : 'Exclusive');
  if (filters.selling_timeline) parts.push(`Timeline ${filters.selling_timeline}`);
  if (filters.listed !== undefined) parts.push(filters.listed ? 'Listed on MLS' : 'Not listed');
  const price = priceText(filters);
  if (price) parts.push(price);
  if (filters.radius_miles)
    parts.push(
      `within ${filters.radius_miles} miles${filters.near_zip ? ` of ${filters.near_zip}` : ' of the map centre'}`,
    );
  else if (filters.radius_km) parts.push(`within ${filters.radius_km} km`);
  return parts.length > 0 ? parts.join(' · ') : 'All leads';
}
