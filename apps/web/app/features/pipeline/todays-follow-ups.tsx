import { TODAYS_FOLLOW_UPS_QUERY } from '@app/shared';
import { Link } from 'react-router';
import { QueryError } from '../../components/query-error';
import { LoadingRegion, Skeleton } from '../../components/skeleton';
import { StatusBadge } from '../../components/status-badge';
import { usePipelineLeads } from './api/get-pipeline-leads';
import { PIPELINE_STATUS_LABELS, followUpText, followUpTone } from './pipeline-labels';

const DUE_PATH = '/dashboard/pipeline?view=list&follow_up=due';

/**
 * The list's query as the API preloads it with the dashboard (TODAYS_FOLLOW_UPS_QUERY): the same
 * address, so the answer the document asked for is the one this list takes.
 */
export const TODAYS_FOLLOW_UPS_FILTERS = {
  status: undefined,
  followUp: TODAYS_FOLLOW_UPS_QUERY.follow_up,
  leadType: undefined,
  search: '',
  page: Number(TODAYS_FOLLOW_UPS_QUERY.page),
  limit: Number(TODAYS_FOLLOW_UPS_QUERY.limit),
} as const;

/** The dashboard's "Today's follow-ups" (issue 22.1): due today, and overdue ones marked as such. */
export function TodaysFollowUps() {
  const { data, isPending, error, refetch } = usePipelineLeads(TODAYS_FOLLOW_UPS_FILTERS);
  return (
    <section
      aria-labelledby="todays-follow-ups"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="todays-follow-ups" className="text-lg font-bold text-brand-900">
          Today&apos;s follow-ups
        </h2>
        <Link
          to="/dashboard/pipeline"
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Open your pipeline
        </Link>
      </div>
      {isPending ? (
        <LoadingRegion label="Loading today's follow-ups">
          <Skeleton className="mt-3 h-20" />
        </LoadingRegion>
      ) : error ? (
        <QueryError error={error} what="today's follow-ups" onRetry={() => refetch()} />
      ) : data.leads.length === 0 ? (
        <p className="mt-2 text-slate-700">
          Nothing due today. Set a follow-up date on a lead in your pipeline and it shows here on the day.
        </p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-slate-100">
            {data.leads.map((lead) => (
              <li key={lead.purchase_id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                <div className="min-w-0">
                  <Link
                    to={`${DUE_PATH}&lead=${lead.purchase_id}`}
                    className="font-semibold text-brand-900 underline-offset-2 hover:underline"
                  >
                    {lead.lead_name}
                  </Link>
                  <p className="text-sm text-slate-700">
                    {lead.city}, {lead.state} {lead.ZIP} · {PIPELINE_STATUS_LABELS[lead.status]}
                  </p>
                </div>
                <StatusBadge tone={followUpTone(lead.follow_up_state)}>{followUpText(lead)}</StatusBadge>
              </li>
            ))}
          </ul>
          {data.pagination.pageCount > 1 && (
            <Link
              to={DUE_PATH}
              className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
            >
              See all follow-ups due
            </Link>
          )}
        </>
      )}
    </section>
  );
}
