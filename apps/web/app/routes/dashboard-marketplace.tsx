import type { MarketplaceLead, SavedSearch } from '@app/shared';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { site } from '../config/site';
import { useDashboardData } from '../features/dashboard/api/use-dashboard-data';
import { LeadPurchaseActions } from '../features/lead-purchases/lead-purchase-actions';
import { LeadPurchaseProvider } from '../features/lead-purchases/lead-purchase-provider';
import { LeadsMapView } from '../features/maps/leads-map-view';
import { MarketplaceBrowser } from '../features/marketplace/marketplace-browser';
import { paramsFromSearch, type MarketplaceSearch } from '../features/marketplace/lead-filters';
import { SavedSearchesPanel } from '../features/saved-searches/saved-searches-panel';
import { formatBalance } from '../lib/format-money';
import { privatePageMeta } from '../lib/private-page-meta';
import { fromSavedSearchFilters, toSavedSearchFilters } from '../lib/saved-search-filters';
import { dashboardHeaderHandle } from '../lib/use-dashboard-header';

export const handle = dashboardHeaderHandle('Marketplace');

export const meta = () =>
  privatePageMeta(
    'Marketplace',
    'Take premium leads with your credits and buy exclusive leads from your wallet.',
  );

const renderActions = (lead: MarketplaceLead) => <LeadPurchaseActions lead={lead} />;

/**
 * What the member can spend right now, above the list. Its two parts are two lines on a phone and
 * one from `sm` on, whatever their lengths, so that the space kept for them before the numbers come
 * is theirs exactly: kept one line high, wrapped to two on a phone, they moved the page below them
 * 28 px down as they came (a layout shift of 0.019 in every Lighthouse run, issue 24.1).
 */
function SpendingPower() {
  const { data } = useDashboardData();
  if (!data) return <p className="h-[3.25rem] sm:h-6" aria-hidden="true" />;
  return (
    <p className="flex flex-col gap-y-1 text-slate-700 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-5">
      <span>
        <strong className="text-brand-900">{data.credits_left}</strong> premium{' '}
        {data.credits_left === 1 ? 'credit' : 'credits'} left
        {data.credits_left === 0 && (
          <>
            {' '}
            ·{' '}
            <Link
              to={data.subscription ? '/billing' : '/dashboard/plans'}
              className="font-semibold text-brand-700 underline"
            >
              {data.subscription ? 'Change plan' : 'Choose a plan'}
            </Link>
          </>
        )}
      </span>
      <span>
        <strong className="text-brand-900">{formatBalance(data.wallet_balance)}</strong> in your wallet ·{' '}
        <Link to="/wallet" className="font-semibold text-brand-700 underline">
          Add funds
        </Link>
      </span>
    </p>
  );
}

/** /dashboard/marketplace: the list and map of leads for sale, with take / buy and saved searches. */
export default function DashboardMarketplacePage() {
  const { data } = useDashboardData();
  const [, setParams] = useSearchParams();
  const [current, setCurrent] = useState<MarketplaceSearch | null>(null);

  // A saved search is applied through the URL, like any search (it can then be bookmarked too).
  const applySaved = useCallback(
    (search: SavedSearch) => {
      const { values, centre } = fromSavedSearchFilters(search.filters);
      const isMapShown = current?.isMapShown ?? false;
      setParams(paramsFromSearch({ filters: { ...values, sort: '' }, centre, page: 1, isMapShown }), {
        preventScrollReset: true,
      });
    },
    [current?.isMapShown, setParams],
  );

  const currentFilters = current ? toSavedSearchFilters(current.filters, current.centre) : {};

  return (
    <LeadPurchaseProvider walletBalance={data?.wallet_balance} creditsLeft={data?.credits_left}>
      <div className="space-y-6">
        <div className="flex flex-col gap-2 lg:flex-row lg:items-center lg:justify-between">
          <p className="max-w-2xl text-slate-700">
            Premium leads cost one credit and go to at most 3 buyers; exclusive leads are paid from your
            wallet and go to one buyer only. The seller&apos;s name, phone and address appear as soon as the
            lead is yours.
          </p>
        </div>
        <SpendingPower />
        <SavedSearchesPanel currentFilters={currentFilters} onApply={applySaved} />
        <MarketplaceBrowser
          onSearchChange={setCurrent}
          renderActions={renderActions}
          renderMap={(props) => <LeadsMapView googleMapsApiKey={site.googleMapsApiKey} {...props} />}
        />
      </div>
    </LeadPurchaseProvider>
  );
}
