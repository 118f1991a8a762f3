import { LEAD_TYPES, US_STATE_CODES, type SavedSearch } from '@app/shared';

export type SavedSearchFilters = SavedSearch['filters'];

/** The marketplace filter form's values: text, '' meaning "any" (features/marketplace LeadFilters). */
export interface FilterFormValues {
  state: string;
  city: string;
  zip: string;
  property_type: string;
  lead_type: string;
  selling_timeline: string;
  listed: '' | 'true' | 'false';
  radius_km: string;
}

export interface MapPoint {
  lat: number;
  lng: number;
}

/** The filters of a saved search (leads/create-saved-search) from the form's values and the map centre. */
export function toSavedSearchFilters(values: FilterFormValues, centre: MapPoint | null): SavedSearchFilters {
  const filters: SavedSearchFilters = {};
  const state = values.state.trim();
  if ((US_STATE_CODES as readonly string[]).includes(state))
    filters.state = state as SavedSearchFilters['state'];
  if (values.city.trim()) filters.city = values.city.trim();
  if (/^\d{5}$/.test(values.zip.trim())) filters.zip = values.zip.trim();
  if (values.property_type) filters.property_type = values.property_type;
  if ((LEAD_TYPES as readonly string[]).includes(values.lead_type))
    filters.lead_type = values.lead_type as SavedSearchFilters['lead_type'];
  if (values.selling_timeline) filters.selling_timeline = values.selling_timeline;
  if (values.listed) filters.listed = values.listed === 'true';
  const radius = Number(values.radius_km);
  if (values.radius_km && centre && radius >= 1 && radius <= 500) {
    filters.lat = Math.round(centre.lat * 1000) / 1000;
    filters.lng = Math.round(centre.lng * 1000) / 1000;
    filters.radius_km = radius;
  }
  return filters;
}

/** The form's values (and map centre, for a radius search) of a saved search, to apply it again. */
export function fromSavedSearchFilters(filters: SavedSearchFilters): {
  values: FilterFormValues;
  centre: MapPoint | null;
} {
  const hasCentre = filters.lat !== undefined && filters.lng !== undefined && filters.radius_km !== undefined;
  return {
    values: {
      state: filters.state ?? '',
      city: filters.city ?? '',
      zip: filters.zip ?? '',
      property_type: filters.property_type ?? '',
      lead_type: filters.lead_type ?? '',
      selling_timeline: filters.selling_timeline ?? '',
      listed: filters.listed === undefined ? '' : filters.listed ? 'true' : 'false',
      radius_km: hasCentre ? String(filters.radius_km) : '',
    },
    centre: hasCentre ? { lat: filters.lat!, lng: filters.lng! } : null,
  };
}

/** 'Phoenix, AZ · Single Family · premium · within 25 km' — or 'All leads' for no filter. */
export function describeSavedFilters(filters: SavedSearchFilters): string {
  const parts: string[] = [];
  const place = [filters.city, filters.state].filter(Boolean).join(', ');
  if (place) parts.push(place);
  if (filters.zip) parts.push(`ZIP ${filters.zip}`);
  if (filters.property_type) parts.push(filters.property_type);
  if (filters.lead_type) parts.push(filters.lead_type === 'premium' ? 'Premium' : 'Exclusive');
  if (filters.selling_timeline) parts.push(`Timeline ${filters.selling_timeline}`);
  if (filters.listed !== undefined) parts.push(filters.listed ? 'Listed on MLS' : 'Not listed');
  if (filters.radius_km) parts.push(`within ${filters.radius_km} km`);
  return parts.length > 0 ? parts.join(' · ') : 'All leads';
}
