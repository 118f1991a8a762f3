import type { CustomerDetail } from '@app/shared';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/empty-state';
import { StatusBadge } from '../../../../components/status-badge';
import { formatDateTime } from '../../../../lib/format-date';
import { AdminPanel } from '../../admin-page';
import { capitalize, REQUEST_STATUS_TONES } from '../../admin-format';
import { AUTOMATIC_RULE_LABELS, givenText } from '../../request-outcome';

type CustomerRequest = CustomerDetail['requests'][number];

function decidedText(request: CustomerRequest): string {
  if (request.status === 'pending')
    return `Waiting for the team, filed ${formatDateTime(request.created_at)}`;
  const when = request.decided_at ? formatDateTime(request.decided_at) : 'at an unrecorded time';
  const how = request.automatic_rule
    ? `automatically (${AUTOMATIC_RULE_LABELS[request.automatic_rule]})`
    : `by ${request.decided_by ?? 'the team'}`;
  const given = request.given ? `, giving ${givenText(request.given)}` : '';
  return `${capitalize(request.status)} ${how} on ${when}${given}`;
}

/** The member's refund and replacement requests, newest first, each linked to its place in the queue. */
export function CustomerRequests({ requests }: { requests: CustomerRequest[] }) {
  return (
    <AdminPanel title="Refund and replacement requests">
      {requests.length === 0 ? (
        <EmptyState title="No requests">This member has not asked for a refund or a replacement.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100">
          {requests.map((request) => (
            <li key={request._id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                  {request.kind === 'refund' ? 'Refund' : 'Replacement'}: {request.reason}
                  <StatusBadge tone={REQUEST_STATUS_TONES[request.status]}>
                    {capitalize(request.status)}
                  </StatusBadge>
                </p>
                <p className="text-sm text-slate-700">
                  {request.lead_summary}
                  {request.requested_by && ` · filed by ${request.requested_by}`}
                </p>
                <p className="text-sm text-slate-700">{decidedText(request)}</p>
                {request.decision_note && (
                  <p className="mt-1 text-sm text-slate-600">Note: {request.decision_note}</p>
                )}
              </div>
              <Link
                to={`/admin/requests?status=${request.status}`}
                className="text-sm font-semibold text-brand-700 underline underline-offset-2"
              >
                Open the {request.status} queue
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AdminPanel>
  );
}
