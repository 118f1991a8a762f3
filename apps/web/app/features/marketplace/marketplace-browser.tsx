import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MarketplaceLead } from '@app/shared';
import { serverErrorText } from '../../lib/server-error-text';
import { useShownInSteps } from '../../lib/use-shown-in-steps';
import { LeadCard } from './lead-card';
import { LeadFilterForm } from './lead-filter-form';
import { EMPTY_FILTERS, toMarketplaceQuery, type LeadFilters, type MapCentre } from './lead-filters';
import { PaginationNav } from './pagination-nav';
import { useMarketplaceLeads } from './api/use-marketplace-leads';

export interface MapSlotProps {
  leads: MarketplaceLead[];
  /** The map reports where it is centred, for the radius filter. */
  onCentreChange: (centre: MapCentre) => void;
  /** A marker was chosen: bring its card into view. */
  onSelectLead: (leadId: string) => void;
}

interface MarketplaceBrowserProps {
  /** The buttons under each lead: sign-up on the public page, take/buy in the customer area. */
  renderActions: (lead: MarketplaceLead) => ReactNode;
  /** The map beside the list, when the page has one. */
  renderMap?: (props: MapSlotProps) => ReactNode;
  /** Filters to start with (a saved search in the customer area); remount with a new `key` to apply others. */
  initialFilters?: LeadFilters;
  initialCentre?: MapCentre | null;
  /** Told whenever filters are applied, e.g. so that the customer area can save them as a search. */
  onFiltersApplied?: (filters: LeadFilters, centre: MapCentre | null) => void;
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

/** The filterable, paged list of leads for sale, with an optional map (docs/product.md §10). */
export function MarketplaceBrowser({
  renderActions,
  renderMap,
  initialFilters,
  initialCentre,
  onFiltersApplied,
}: MarketplaceBrowserProps) {
  const [filters, setFilters] = useState<LeadFilters>(initialFilters ?? EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [appliedCentre, setAppliedCentre] = useState<MapCentre | null>(initialCentre ?? null);
  const onFiltersAppliedRef = useRef(onFiltersApplied);
  onFiltersAppliedRef.current = onFiltersApplied;
  const [hasMapCentre, setHasMapCentre] = useState(false);
  // The centre follows every pan of the map but is only applied with the filters, so panning never refetches by itself.
  const latestCentre = useRef<MapCentre | null>(null);
  const listTop = useRef<HTMLDivElement | null>(null);

  const query = useMemo(
    () => toMarketplaceQuery(filters, page, appliedCentre),
    [filters, page, appliedCentre],
  );
  const { data, error, isPending, isPlaceholderData } = useMarketplaceLeads(query);
  const leads = useMemo(() => data?.result ?? [], [data]);
  // A page of cards is drawn a few at a time, never in one long task (issue 8).
  const shownCount = useShownInSteps(leads);

  const applyFilters = useCallback((next: LeadFilters) => {
    const centre = next.radius_km ? latestCentre.current : null;
    setFilters(next);
    setAppliedCentre(centre);
    setPage(1);
    onFiltersAppliedRef.current?.(next, centre);
  }, []);

  const changePage = (next: number) => {
    setPage(next);
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  const onCentreChange = useCallback((centre: MapCentre) => {
    latestCentre.current = centre;
    setHasMapCentre(true);
  }, []);
  const onSelectLead = useCallback((leadId: string) => {
    const card = document.getElementById(`lead-${leadId}`);
    card?.scrollIntoView({ block: 'center' });
    card?.focus({ preventScroll: true });
  }, []);

  return (
    <div className="space-y-6">
      <LeadFilterForm applied={filters} onApply={applyFilters} canUseRadius={hasMapCentre} />
      {renderMap?.({ leads, onCentreChange, onSelectLead })}
      <div ref={listTop} className="scroll-mt-24" aria-busy={isPending || isPlaceholderData}>
        {error && (
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-semibold text-red-800"
          >
            {serverErrorText(error, 'The leads could not be loaded. Please try again.')}
          </p>
        )}
        {isPending && !error && <ListSkeleton />}
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
              <li key={lead.id}>
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
