import {
  US_STATE_CODES,
  createRefundRequest,
  createReplacementRequest,
  teamRoleMay,
  type LeadType,
  type UsStateCode,
} from '@app/shared';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { buttonClass } from '../../components/form-controls';
import { PaginationNav } from '../../components/pagination-nav';
import { QueryError } from '../../components/query-error';
import { LoadingRegion, Skeleton } from '../../components/skeleton';
import { useCurrentUser } from '../../lib/use-current-user';
import { useNow } from '../../lib/use-now';
import { DownloadCsvButton } from './download-csv-button';
import { PurchasedLeadCard } from './purchased-lead-card';
import { PurchasedLeadsFilters } from './purchased-leads-filters';
import { usePurchasedLeads } from './api/use-purchased-leads';

export const PURCHASED_TABS = [
  { label: 'Premium Leads', href: '/purchased-leads/get-purchased-premium-leads', leadType: 'premium' },
  { label: 'Exclusive Leads', href: '/purchased-leads/exclusive-leads', leadType: 'exclusive' },
] as const;

const asStateCode = (value: string | null): UsStateCode | undefined =>
  value && (US_STATE_CODES as readonly string[]).includes(value) ? (value as UsStateCode) : undefined;

function PurchasedTabs({ leadType }: { leadType: LeadType }) {
  return (
    <nav aria-label="Purchased leads" className="border-b border-slate-200">
      <ul className="-mb-px flex gap-2">
        {PURCHASED_TABS.map((tab) => {
          const isSelected = tab.leadType === leadType;
          return (
            <li key={tab.href}>
              <Link
                to={tab.href}
                aria-current={isSelected ? 'page' : undefined}
                className={`inline-block border-b-2 px-4 py-2.5 font-semibold ${
                  isSelected
                    ? 'border-brand-600 text-brand-900'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-ink'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** docs/product.md §2.8: the area to connect tools; the delivery channels themselves come later. */
function ConnectTools() {
  return (
    <section
      aria-labelledby="connect-heading"
      className="rounded-2xl border border-brand-100 bg-brand-50 px-5 py-4"
    >
      <h2 id="connect-heading" className="font-bold text-brand-900">
        Connect Webhook · Connect Sheet
      </h2>
      <p className="mt-1 text-slate-800">
        Pull these leads into your tools with the API —{' '}
        <Link to="/docs" className="font-semibold text-brand-700 underline">
          see the documentation
        </Link>
      </p>
    </section>
  );
}

function ListSkeleton() {
  return (
    <LoadingRegion label="Loading your leads">
      <div className="grid gap-4 lg:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-56" />
        ))}
      </div>
    </LoadingRegion>
  );
}

/** /purchased-leads/...: the member's premium or exclusive leads with full details, CSV and requests. */
export function PurchasedLeadsView({
  leadType,
  connectTools,
}: {
  leadType: LeadType;
  connectTools?: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const state = asStateCode(params.get('state'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const now = useNow();
  const { data: user } = useCurrentUser();
  // Decision 036: the API's own rule; a viewer cannot file refund or replacement requests.
  const canRequest = user
    ? teamRoleMay(user.team_role, leadType === 'exclusive' ? createRefundRequest : createReplacementRequest)
    : true;
  const { data, isPending, error, refetch, isPlaceholderData } = usePurchasedLeads({
    leadType,
    state,
    search,
    page,
  });

  const update = (next: { search?: string; state?: UsStateCode | undefined; page?: number }) => {
    const merged = { search, state, page: 1, ...next };
    const query = new URLSearchParams();
    if (merged.search) query.set('search', merged.search);
    if (merged.state) query.set('state', merged.state);
    if (merged.page > 1) query.set('page', String(merged.page));
    setParams(query);
  };
  const hasFilters = Boolean(search || state);
  const kind = leadType === 'premium' ? 'premium' : 'exclusive';

  return (
    <div className="space-y-6">
      <PurchasedTabs leadType={leadType} />
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <p className="max-w-2xl text-slate-700">
          {leadType === 'premium'
            ? 'Premium leads you took with credits. Each is shared with at most two other buyers, so call early.'
            : 'Exclusive leads you bought from your wallet: nobody else has them.'}{' '}
          Download them as a CSV for your CRM (up to 250,000 rows a month).
        </p>
        <DownloadCsvButton leadType={leadType} state={state} search={search} />
      </div>
      {connectTools ?? <ConnectTools />}
      <PurchasedLeadsFilters
        key={`${search}|${state ?? ''}`}
        search={search}
        state={state}
        onApply={(filters) => update(filters)}
      />

      {isPending ? (
        <ListSkeleton />
      ) : error ? (
        <QueryError error={error} what="your leads" onRetry={() => refetch()} />
      ) : data.leads.length === 0 ? (
        hasFilters ? (
          <EmptyState
            title="No leads match these filters"
            action={
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={() => update({ search: '', state: undefined })}
              >
                Clear filters
              </button>
            }
          >
            Try another spelling, or all states.
          </EmptyState>
        ) : (
          <EmptyState
            title={`No ${kind} leads yet`}
            action={
              <Link to="/dashboard/marketplace" className={buttonClass('primary', 'sm')}>
                Browse the marketplace
              </Link>
            }
          >
            {leadType === 'premium'
              ? 'Take a premium lead with one credit in the marketplace; its seller name, phone and address appear here at once.'
              : 'Buy an exclusive lead from your wallet in the marketplace; it becomes yours alone and appears here at once.'}
          </EmptyState>
        )
      ) : (
        <>
          <ul
            aria-label={`Your ${kind} leads, newest first`}
            aria-busy={isPlaceholderData}
            className="grid gap-4 lg:grid-cols-2"
          >
            {data.leads.map((lead) => (
              <PurchasedLeadCard key={lead.purchase_id} lead={lead} now={now} canRequest={canRequest} />
            ))}
          </ul>
          <PaginationNav
            label="Purchased leads pages"
            page={data.pagination.currentPage}
            pageCount={data.pagination.pageCount}
            onPageChange={(p) => update({ page: p })}
          />
        </>
      )}
    </div>
  );
}
