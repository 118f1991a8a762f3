import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { MarketplaceLead } from '@app/shared';
import { serverErrorText } from '../../lib/server-error-text';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { useShownInSteps } from '../../lib/use-shown-in-steps';
import { LeadCard } from './lead-card';
import { LeadFilterForm } from './lead-filter-form';
import {
  EMPTY_SEARCH,
  describeTotal,
  hasRadius,
  paramsFromSearch,
  searchFromParams,
  toMarketplaceQuery,
  type LeadFilters,
  type MapCentre,
  type MarketplaceSearch,
} from './lead-filters';
import { PaginationNav } from './pagination-nav';
import { useMarketplaceLeads } from './api/use-marketplace-leads';

export interface MapSlotProps {
  leads: MarketplaceLead[];
  /** The search's circle: its centre as the API measured from, and its radius in miles. */
  circle: { lat: number; lng: number; miles: number } | null;
  /** The map reports where it is centred, for a radius search around it. */
  onCentreChange: (centre: MapCentre) => void;
  /** A lead's card, for the map to show when its marker is chosen. */
  renderLead: (lead: MarketplaceLead) => ReactNode;
  /** The map cannot work here: its toggle goes away. */
  onUnavailable: () => void;
}

interface MarketplaceBrowserProps {
  /** The buttons under each lead: sign-up on the public page, take/buy in the customer area. */
  renderActions: (lead: MarketplaceLead) => ReactNode;
  /** The map, shown on request, when the page has one. */
  renderMap?: (props: MapSlotProps) => ReactNode;
  /** Told whenever the search changes, e.g. so that the customer area can save it. */
  onSearchChange?: (search: MarketplaceSearch) => void;
}

function ListSkeleton() {
  return (
    <div role="status" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">Loading leads…</span>
      {Array.from({ length: 6 }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="h-64 animate-pulse rounded-2xl bg-white ring-1 ring-slate-200"
        />
      ))}
    </div>
  );
}

/** A map needs a browser that can draw and measure it; without one, no toggle is offered. */
const canDrawMap = () => typeof ResizeObserver === 'function' && typeof fetch === 'function';

/**
 * The filterable, paged list of leads for sale, with a map on request (docs/product.md §10). The
 * search lives in the page's URL (the API's own parameter names), so that a bookmarked or shared
 * link opens the same search, and Back returns to the previous one.
 */
export function MarketplaceBrowser({ renderActions, renderMap, onSearchChange }: MarketplaceBrowserProps) {
  const [params, setParams] = useSearchParams();
  // The prerendered page holds no search: the URL's is read once the page's script runs (decision 008).
  const isHydrated = useIsHydrated();
  const search = useMemo(() => (isHydrated ? searchFromParams(params) : EMPTY_SEARCH), [isHydrated, params]);
  const [isMapUnavailable, setIsMapUnavailable] = useState(false);
  const [hasMapCentre, setHasMapCentre] = useState(false);
  // The centre follows every pan of the map but is only applied with the filters, so panning never refetches by itself.
  const latestCentre = useRef<MapCentre | null>(null);
  const listTop = useRef<HTMLDivElement | null>(null);
  const onSearchChangeRef = useRef(onSearchChange);
  onSearchChangeRef.current = onSearchChange;

  const query = useMemo(() => toMarketplaceQuery(search), [search]);
  const { data: latest, error, isPlaceholderData } = useMarketplaceLeads(query, isHydrated);
  // Issue 24.1: an answer reaches the page as a blocking update (TanStack Query's store), which drew
  // the count, the first cards and the pages in one task; deferred, that update draws nothing and
  // React draws the answer next as a transition, in slices. Everything drawn from the answer reads
  // this one value, so the skeleton stays until the cards replace it, with no frame between.
  const data = useDeferredValue(latest);
  const leads = useMemo(() => data?.result ?? [], [data]);
  // A page of cards is drawn a few at a time, never in one long task (issue 8).
  const shownCount = useShownInSteps(leads);

  useEffect(() => {
    if (isHydrated) onSearchChangeRef.current?.(search);
  }, [isHydrated, search]);

  const go = useCallback(
    (next: MarketplaceSearch) => setParams(paramsFromSearch(next), { preventScrollReset: true }),
    [setParams],
  );
  const searchRef = useRef(search);
  searchRef.current = search;

  const applyFilters = useCallback(
    (filters: LeadFilters) => {
      const usesMapCentre = filters.radius_miles !== '' && filters.near_zip.trim() === '';
      go({ ...searchRef.current, filters, centre: usesMapCentre ? latestCentre.current : null, page: 1 });
    },
    [go],
  );

  const changePage = (page: number) => {
    go({ ...search, page });
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  const isMapOffered = Boolean(renderMap) && isHydrated && !isMapUnavailable && canDrawMap();
  const isMapShown = isMapOffered && search.isMapShown;
  const toggleMap = () => {
    if (search.isMapShown) {
      latestCentre.current = null;
      setHasMapCentre(false);
    }
    go({ ...search, isMapShown: !search.isMapShown });
  };

  const onCentreChange = useCallback((centre: MapCentre) => {
    latestCentre.current = centre;
    setHasMapCentre(true);
  }, []);
  const onUnavailable = useCallback(() => setIsMapUnavailable(true), []);
  const renderLead = useCallback(
    (lead: MarketplaceLead) => <LeadCard lead={lead} actions={renderActions(lead)} place="map" />,
    [renderActions],
  );

  const [centreLng, centreLat] = data?.centre?.coordinates ?? [];
  const circle = useMemo(
    () =>
      centreLng !== undefined && centreLat !== undefined && hasRadius(search.filters, search.centre)
        ? { lng: centreLng, lat: centreLat, miles: Number(search.filters.radius_miles) }
        : null,
    [centreLng, centreLat, search.filters, search.centre],
  );

  return (
    <div className="space-y-6">
      <LeadFilterForm
        key={JSON.stringify(search.filters)}
        applied={search.filters}
        onApply={applyFilters}
        hasMapCentre={isMapShown && hasMapCentre}
      />
      {/* As high as the count and the map's button from the first paint: they come later, and moved
          the list below them as they came (issue 24.1). On a phone they are two rows, the button
          below, whatever the count's length, so the space kept is theirs; from `sm` on, one row. */}
      <div className="flex min-h-[5.125rem] flex-col items-start justify-end gap-3 sm:min-h-[2.625rem] sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <p role="status" className="text-lg font-bold text-brand-900">
          {data ? describeTotal(data.pagination.total, data.pagination.isTotalEstimated) : ''}
        </p>
        {isMapOffered && (
          <button
            type="button"
            aria-pressed={isMapShown}
            onClick={toggleMap}
            className="rounded-xl border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {isMapShown ? 'Hide map' : 'Show map'}
          </button>
        )}
      </div>
      {isMapShown && renderMap?.({ leads, circle, onCentreChange, renderLead, onUnavailable })}
      <div
        ref={listTop}
        className="scroll-mt-24"
        aria-busy={(!data && !error) || data !== latest || isPlaceholderData}
      >
        {error && (
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-semibold text-red-800"
          >
            {serverErrorText(error, 'The leads could not be loaded. Please try again.')}
          </p>
        )}
        {!data && !error && <ListSkeleton />}
        {data && leads.length === 0 && (
          <p className="rounded-2xl bg-white p-8 text-center text-slate-700 ring-1 ring-slate-200">
            No leads match these filters right now. Try a wider area or fewer filters: new leads are uploaded
            every day before 10 AM Central Time.
          </p>
        )}
        {/* The cards' h3 titles sit under this heading, so the outline has no gap below the page's h1. */}
        <h2 className="sr-only">Leads for sale</h2>
        {leads.length > 0 && (
          <ul
            aria-label="Leads for sale"
            className={`grid gap-5 sm:grid-cols-2 xl:grid-cols-3 ${isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {leads.slice(0, shownCount).map((lead) => (
              <li key={lead.id} className="laid-out-near-screen">
                <LeadCard lead={lead} actions={renderActions(lead)} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {data && (
        <PaginationNav
          currentPage={data.pagination.currentPage}
          pageCount={data.pagination.pageCount}
          onPageChange={changePage}
        />
      )}
    </div>
  );
}
