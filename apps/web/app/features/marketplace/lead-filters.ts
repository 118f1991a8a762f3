import type { MarketplaceSort, QueryOf, getMarketplaceLeads } from '@app/shared';
import { MARKETPLACE_PAGE_SIZE } from '@app/shared/marketplace-page';
import { formatThousands } from '../../lib/format-number';

export type MarketplaceQuery = QueryOf<typeof getMarketplaceLeads>;

/** What the filter form holds; '' means "any". The names are the API's query parameters. */
export interface LeadFilters {
  state: string;
  county: string;
  city: string;
  /** One ZIP code or several, separated by commas. */
  zip: string;
  property_type: string;
  lead_type: string;
  selling_timeline: string;
  listed: '' | 'true' | 'false';
  /** Miles around `near_zip`, or around the map centre when no ZIP code is given. */
  radius_miles: string;
  near_zip: string;
  /** Dollar bounds of the exclusive leads' price. */
  price_min: string;
  price_max: string;
  /** '' is newest first. */
  sort: '' | Exclude<MarketplaceSort, 'newest'>;
}

export interface MapCentre {
  lat: number;
  lng: number;
}

/** A search as the URL holds it, so that a bookmarked or shared search opens as it was. */
export interface MarketplaceSearch {
  filters: LeadFilters;
  /** The map centre a radius search was made around (no ZIP code given). */
  centre: MapCentre | null;
  page: number;
  isMapShown: boolean;
}

export const EMPTY_FILTERS: LeadFilters = {
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
  sort: '',
};

export const EMPTY_SEARCH: MarketplaceSearch = {
  filters: EMPTY_FILTERS,
  centre: null,
  page: 1,
  isMapShown: false,
};

export { MARKETPLACE_PAGE_SIZE };

export const RADIUS_OPTIONS_MILES = [5, 10, 25, 50, 100, 250] as const;

export const SORT_OPTIONS: { value: LeadFilters['sort']; label: string }[] = [
  { value: '', label: 'Newest first' },
  { value: 'price_low', label: 'Price: low to high' },
  { value: 'price_high', label: 'Price: high to low' },
  { value: 'distance', label: 'Nearest first' },
];

const FILTER_KEYS = Object.keys(EMPTY_FILTERS) as (keyof LeadFilters)[];

/** A filter's value as sent and kept: trimmed, and ZIP codes without spaces ("77004,77005"). */
const cleaned = (key: keyof LeadFilters, value: string) =>
  key === 'zip' ? value.replace(/\s+/g, '') : value.trim();
const SORTS = new Set<string>(SORT_OPTIONS.map((option) => option.value));

/** Whether the filters search around a place: a radius with a ZIP code, or with a map centre. */
export const hasRadius = (filters: LeadFilters, centre: MapCentre | null) =>
  filters.radius_miles !== '' && (filters.near_zip.trim() !== '' || centre !== null);

/**
 * The query of GET leads/get-marketplace-leads-unauthorized for a search. A radius goes with a
 * ZIP code, or else with the map centre (rounded to about 100 m, finer than the leads' own
 * 1 km); nearest-first needs one of them.
 */
export function toMarketplaceQuery(search: MarketplaceSearch): MarketplaceQuery {
  const { filters, centre, page } = search;
  const query: Record<string, string> = { page: String(page), limit: String(MARKETPLACE_PAGE_SIZE) };
  for (const key of FILTER_KEYS) {
    const value = cleaned(key, filters[key]);
    if (value) query[key] = value;
  }
  delete query.radius_miles;
  delete query.near_zip;
  if (hasRadius(filters, centre)) {
    query.radius_miles = filters.radius_miles;
    if (filters.near_zip.trim()) query.near_zip = filters.near_zip.trim();
    else if (centre) Object.assign(query, { lat: centre.lat.toFixed(3), lng: centre.lng.toFixed(3) });
  } else if (filters.sort === 'distance') delete query.sort;
  return query as MarketplaceQuery;
}

/** The search in the page's URL: the API's own parameter names, plus `page` and `view=map`. */
export function searchFromParams(params: URLSearchParams): MarketplaceSearch {
  const filters = { ...EMPTY_FILTERS };
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value !== null) (filters as Record<string, string>)[key] = value;
  }
  if (!['', 'true', 'false'].includes(filters.listed)) filters.listed = '';
  if (!SORTS.has(filters.sort)) filters.sort = '';
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  const hasCentre = params.has('lat') && params.has('lng') && Number.isFinite(lat) && Number.isFinite(lng);
  const page = Number(params.get('page'));
  return {
    filters,
    centre: hasCentre ? { lat, lng } : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    isMapShown: params.get('view') === 'map',
  };
}

export function paramsFromSearch(search: MarketplaceSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = cleaned(key, search.filters[key]);
    if (value) params.set(key, value);
  }
  if (search.centre && search.filters.radius_miles && !search.filters.near_zip.trim()) {
    params.set('lat', search.centre.lat.toFixed(3));
    params.set('lng', search.centre.lng.toFixed(3));
  }
  if (search.page > 1) params.set('page', String(search.page));
  if (search.isMapShown) params.set('view', 'map');
  return params;
}

/** How many filters are applied, for the "Clear filters (N)" button (the order is not a filter). */
export const countActiveFilters = (filters: LeadFilters) =>
  FILTER_KEYS.filter((key) => key !== 'sort' && filters[key].trim() !== '').length;

/**
 * "1 lead matches", "1,234 leads match", "About 52,000 leads match". The API counts exactly up to
 * 1,000 and estimates beyond; an estimate no higher than that count says only that it passed it.
 */
export function describeTotal(total: number, isEstimated: boolean): string {
  if (isEstimated && total <= 1_001) return 'More than 1,000 leads match';
  const figure = formatThousands(total);
  const noun = total === 1 ? 'lead' : 'leads';
  return isEstimated
    ? `About ${figure} ${noun} match`
    : `${figure} ${noun} ${total === 1 ? 'matches' : 'match'}`;
}

/** Whole days until a lead leaves the marketplace (docs/product.md §14: 3 buyers or 30 days). */
export function daysUntil(isoDate: string, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(isoDate) - now) / 86_400_000));
}
