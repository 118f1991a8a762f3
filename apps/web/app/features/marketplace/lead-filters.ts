import type { QueryOf, getMarketplaceLeads } from '@app/shared';

export type MarketplaceQuery = QueryOf<typeof getMarketplaceLeads>;

/** What the filter form holds; '' means "any". */
export interface LeadFilters {
  state: string;
  city: string;
  zip: string;
  property_type: string;
  lead_type: string;
  selling_timeline: string;
  listed: '' | 'true' | 'false';
  /** Kilometres around the map centre; only offered once a map is shown. */
  radius_km: string;
}

export interface MapCentre {
  lat: number;
  lng: number;
}

export const EMPTY_FILTERS: LeadFilters = {
  state: '',
  city: '',
  zip: '',
  property_type: '',
  lead_type: '',
  selling_timeline: '',
  listed: '',
  radius_km: '',
};

/** 24 fills the two- and three-column grids evenly. */
export const MARKETPLACE_PAGE_SIZE = 24;

export const RADIUS_OPTIONS_KM = [10, 25, 50, 100, 250] as const;

/**
 * The query of GET leads/get-marketplace-leads-unauthorized for the applied filters. A radius is
 * sent only together with a centre (the contract wants lat, lng and radius_km together); the
 * centre is rounded to about 100 m, finer than the leads' own 1 km.
 */
export function toMarketplaceQuery(
  filters: LeadFilters,
  page: number,
  centre: MapCentre | null,
): MarketplaceQuery {
  const query: MarketplaceQuery = { page: String(page), limit: String(MARKETPLACE_PAGE_SIZE) };
  const text = (value: string) => value.trim() || undefined;
  Object.assign(query, {
    state: text(filters.state),
    city: text(filters.city),
    zip: text(filters.zip),
    property_type: text(filters.property_type),
    lead_type: text(filters.lead_type),
    selling_timeline: text(filters.selling_timeline),
    listed: text(filters.listed),
  });
  if (filters.radius_km && centre) {
    Object.assign(query, {
      lat: centre.lat.toFixed(3),
      lng: centre.lng.toFixed(3),
      radius_km: filters.radius_km,
    });
  }
  for (const key of Object.keys(query) as (keyof MarketplaceQuery)[]) {
    if (query[key] === undefined) delete query[key];
  }
  return query;
}

/** How many filters are applied, for the "Reset (N)" button. */
export const countActiveFilters = (filters: LeadFilters) =>
  Object.values(filters).filter((value) => value.trim() !== '').length;

/** Whole days until a lead leaves the marketplace (docs/product.md §14: 3 buyers or 30 days). */
export function daysUntil(isoDate: string, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(isoDate) - now) / 86_400_000));
}
