import type { RefundRequest } from '@app/shared';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { buttonClass } from '../../components/form-controls';
import { QueryError } from '../../components/query-error';
import { LoadingRegion, Skeleton } from '../../components/skeleton';
import { StatusBadge, type BadgeTone } from '../../components/status-badge';
import { formatDateTime } from '../../lib/format-date';
import { useMyRequests } from './api/use-my-requests';
import { requestStatusText } from './request-status-text';

const STATUS: Record<RefundRequest['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'amber' },
  approved: { label: 'Approved', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
};

function RequestCard({ request }: { request: RefundRequest }) {
  const status = STATUS[request.status];
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            {request.kind === 'refund' ? 'Refund · exclusive lead' : 'Replacement · premium lead'}
          </p>
          <h2 className="mt-1 text-lg font-bold text-brand-900">{request.lead_summary}</h2>
        </div>
        <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold text-ink">Reason: </dt>
          <dd className="inline text-slate-700">{request.reason}</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-ink">Sent: </dt>
          <dd className="inline text-slate-700">
            {formatDateTime(request.created_at)}
            {request.requested_by && ` by ${request.requested_by}`}
          </dd>
        </div>
        {request.decided_at && (
          <div>
            <dt className="inline font-semibold text-ink">Decided: </dt>
            <dd className="inline text-slate-700">{formatDateTime(request.decided_at)}</dd>
          </div>
        )}
      </dl>
      <p className="mt-3 text-sm font-semibold text-ink">{requestStatusText(request)}</p>
      {request.decision_note && (
        <blockquote className="mt-3 rounded-xl border-l-4 border-brand-600 bg-brand-50 px-4 py-3 text-sm text-ink">
          <p className="font-semibold">
            {request.decided_automatically ? 'Why it was approved at once' : 'Note from our team'}
          </p>
          <p className="mt-1 whitespace-pre-line">{request.decision_note}</p>
        </blockquote>
      )}
    </li>
  );
}

/** /requests: every refund and replacement request with its status and the team's note. */
export function RequestsList() {
  const { data, isPending, error, refetch } = useMyRequests();
  if (isPending) {
    return (
      <LoadingRegion label="Loading your requests">
        <div className="space-y-4">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      </LoadingRegion>
    );
  }
  if (error) return <QueryError error={error} what="your requests" onRetry={() => refetch()} />;
  if (data.length === 0) {
    return (
      <EmptyState
        title="No refund or replacement requests"
        action={
          <>
            <Link to="/purchased-leads/exclusive-leads" className={buttonClass('primary', 'sm')}>
              Exclusive leads
            </Link>
            <Link
              to="/purchased-leads/get-purchased-premium-leads"
              className={buttonClass('secondary', 'sm')}
            >
              Premium leads
            </Link>
          </>
        }
      >
        If an exclusive lead has wrong contact details, is a duplicate, came from a wholesaler or the seller
        is not interested, ask for a refund within 72 hours of purchase with your call, SMS or email log. A
        premium lead that is listed, already sold, the wrong type or unmotivated can be replaced.
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-4" aria-label="Your requests, newest first">
      {data.map((request) => (
        <RequestCard key={request._id} request={request} />
      ))}
    </ul>
  );
}
