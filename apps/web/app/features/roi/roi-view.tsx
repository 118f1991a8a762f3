import {
  ROI_BREAKDOWNS,
  ROI_BREAKDOWN_LABELS,
  ROI_PERIODS,
  ROI_PERIOD_LABELS,
  type RoiBreakdown,
  type RoiPeriod,
  type RoiReport,
} from '@app/shared';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { buttonClass } from '../../components/form-controls';
import { QueryError } from '../../components/query-error';
import { LoadingRegion, Skeleton } from '../../components/skeleton';
import { useRoiReport } from './api/get-roi-report';
import { RoiBreakdownSection } from './roi-breakdown';
import { downloadRoiCsv } from './roi-csv';
import { formatCents, formatRatio } from './roi-format';

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value && (values as readonly string[]).includes(value) ? (value as T) : fallback;

function Segmented<T extends string>({
  label,
  values,
  labels,
  current,
  param,
  params,
}: {
  label: string;
  values: readonly T[];
  labels: Record<T, string>;
  current: T;
  param: string;
  params: URLSearchParams;
}) {
  const to = (value: T) => {
    const next = new URLSearchParams(params);
    next.set(param, value);
    return `?${next.toString()}`;
  };
  return (
    <nav
      aria-label={label}
      className={`grid gap-1 rounded-2xl bg-slate-200/70 p-1 sm:inline-flex sm:flex-wrap sm:self-start ${values.length > 4 ? 'grid-cols-3' : 'grid-cols-2'}`}
    >
      {values.map((value) => (
        <Link
          key={value}
          to={to(value)}
          preventScrollReset
          aria-current={value === current ? 'page' : undefined}
          className={`rounded-xl px-3 py-1.5 text-center text-sm font-semibold ${value === current ? 'bg-white text-brand-900 shadow-sm' : 'text-slate-700 hover:text-ink'}`}
        >
          {labels[value]}
        </Link>
      ))}
    </nav>
  );
}

function Figure({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-brand-900">{value}</dd>
      {children && <dd className="mt-1 text-xs text-slate-600">{children}</dd>}
    </div>
  );
}

function Totals({ totals }: { totals: RoiReport['totals'] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Totals">
      <Figure label="Spend" value={formatCents(totals.spend_cents)}>
        Premium credits {formatCents(totals.premium_credits_cents)} · exclusive leads{' '}
        {formatCents(totals.exclusive_cents)} · credit packs {formatCents(totals.credit_packs_cents)}
      </Figure>
      <Figure label="Revenue" value={formatCents(totals.revenue_cents)}>
        {totals.deals_without_revenue > 0
          ? `${totals.deals_without_revenue} of ${totals.deals} deals: revenue not recorded`
          : 'Assignment fees and commissions of closed deals'}
      </Figure>
      <Figure label="ROI" value={formatRatio(totals.roi)}>
        (revenue − spend) ÷ spend
      </Figure>
      <Figure label="Deals" value={String(totals.deals)}>
        {totals.bought} bought · {formatRatio(totals.conversion)} conversion
      </Figure>
    </dl>
  );
}

function Report({ report, breakdown }: { report: RoiReport; breakdown: RoiBreakdown }) {
  return (
    <div className="space-y-6">
      <Totals totals={report.totals} />
      <RoiBreakdownSection
        breakdown={breakdown}
        groups={report.breakdowns[breakdown]}
        creditPacksCents={report.totals.credit_packs_cents}
      />
    </div>
  );
}

/** /dashboard/roi (issue 22.2): spend against revenue, deals and conversion, with a CSV of every group. */
export function RoiView() {
  const [params] = useSearchParams();
  const period = oneOf<RoiPeriod>(ROI_PERIODS, params.get('period'), 'all');
  const breakdown = oneOf<RoiBreakdown>(ROI_BREAKDOWNS, params.get('by'), 'lead_type');
  const { data, isPending, error, refetch, isPlaceholderData } = useRoiReport(period);
  const isEmpty = data && data.totals.bought === 0 && data.totals.spend_cents === 0;
  return (
    <div className="space-y-5">
      <p className="max-w-3xl text-slate-700">
        What the leads you bought returned. A premium lead costs one credit at your plan&apos;s price per
        credit; an exclusive lead, its price; credit packs count when bought. Refunded and replaced leads
        count neither spend nor deals. Close a lead in your{' '}
        <Link
          to="/dashboard/pipeline"
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          pipeline
        </Link>{' '}
        with its revenue to see it here.
      </p>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <Segmented
          label="Period"
          values={ROI_PERIODS}
          labels={ROI_PERIOD_LABELS}
          current={period}
          param="period"
          params={params}
        />
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={!data || isPlaceholderData || Boolean(isEmpty)}
          onClick={() => data && downloadRoiCsv(data)}
        >
          Download CSV
        </button>
      </div>
      {isPending ? (
        <LoadingRegion label="Loading your ROI">
          <Skeleton className="h-28" />
          <Skeleton className="mt-4 h-72" />
        </LoadingRegion>
      ) : error ? (
        <QueryError error={error} what="your ROI" onRetry={() => refetch()} />
      ) : isEmpty ? (
        <EmptyState
          title={
            period === 'all'
              ? 'No leads bought yet'
              : `No leads bought in the ${ROI_PERIOD_LABELS[period].toLowerCase()}`
          }
          action={
            <Link to="/dashboard/marketplace" className={buttonClass('primary', 'sm')}>
              Browse the marketplace
            </Link>
          }
        >
          Buy a lead, work it in your pipeline and close it with its revenue: its return shows here.
        </EmptyState>
      ) : (
        <div className="space-y-5" aria-busy={isPlaceholderData}>
          <Segmented
            label="Break down by"
            values={ROI_BREAKDOWNS}
            labels={ROI_BREAKDOWN_LABELS}
            current={breakdown}
            param="by"
            params={params}
          />
          <Report report={data} breakdown={breakdown} />
        </div>
      )}
    </div>
  );
}
