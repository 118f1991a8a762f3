import type { AdminRequest } from '@app/shared';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/form-controls';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format-date';
import { REQUEST_STATUS_TONES, capitalize, formatPercent } from '../admin-format';
import { EvidenceFile } from './evidence-file';
import {
  AUTOMATIC_RULE_LABELS,
  HIGH_REFUND_RATE,
  givenText,
  pricePaidText,
  requestClockText,
} from './request-text';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

function Evidence({ request }: { request: AdminRequest }) {
  if (request.kind === 'replacement') {
    return (
      <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <h4 className="text-sm font-bold text-brand-900">What the buyer reports</h4>
        <dl className="mt-2 grid gap-3 sm:grid-cols-3">
          <Fact label="Property address">{request.property_address ?? '—'}</Fact>
          <Fact label="Seller">{request.seller_name ?? '—'}</Fact>
          <Fact label="Contact number">{request.contact_number ?? '—'}</Fact>
        </dl>
      </div>
    );
  }
  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h4 className="text-sm font-bold text-brand-900">Evidence (call, SMS or email log)</h4>
      {request.evidence_text ? (
        <p className="mt-2 max-h-60 overflow-y-auto whitespace-pre-wrap break-words text-sm text-ink">
          {request.evidence_text}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No text log.</p>
      )}
      {request.evidence_file_name && (
        <EvidenceFile
          requestId={request._id}
          name={request.evidence_file_name}
          type={request.evidence_file_type}
        />
      )}
    </div>
  );
}

/** An open request's time against its one-business-day target (Mon–Fri, Central time). */
function RequestClock({ dueAt, now }: { dueAt: string; now: Date }) {
  const clock = requestClockText(dueAt, now);
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 sm:justify-end">
      <StatusBadge tone={clock.isOverdue ? 'red' : 'amber'}>{clock.text}</StatusBadge>
      <span>Target: {formatDateTime(dueAt)}</span>
    </p>
  );
}

/** How a decided request was decided, when, what it gave, and the note the customer read. */
function DecisionLine({ request }: { request: AdminRequest }) {
  const rule = request.automatic_rule ? AUTOMATIC_RULE_LABELS[request.automatic_rule] : null;
  return (
    <p className="mt-4 text-sm text-slate-700">
      {capitalize(request.status)}
      {rule ? ` automatically (${rule})` : ''}
      {request.decided_at ? ` on ${formatDateTime(request.decided_at)}` : ''}
      {request.given ? `, giving ${givenText(request.given)}` : ''}
      {request.decision_note ? (
        <>
          {' '}
          with the note: <q className="whitespace-pre-wrap">{request.decision_note}</q>
        </>
      ) : (
        '.'
      )}
    </p>
  );
}

interface RequestCardProps {
  request: AdminRequest;
  /** The time the clocks of open requests count to, one for the whole queue. */
  now: Date;
  onApprove: (request: AdminRequest, opener: HTMLElement) => void;
  onReject: (request: AdminRequest, opener: HTMLElement) => void;
}

/** One refund or replacement request with everything needed to decide it, and the buyer's record. */
export function RequestCard({ request, now, onApprove, onReject }: RequestCardProps) {
  const titleId = `request-${request._id}-title`;
  const isHighRate = request.buyer_refund_rate >= HIGH_REFUND_RATE;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge tone={request.kind === 'refund' ? 'blue' : 'slate'}>
              {request.kind === 'refund' ? 'Refund' : 'Replacement'}
            </StatusBadge>
            <StatusBadge tone={REQUEST_STATUS_TONES[request.status]}>
              {capitalize(request.status)}
            </StatusBadge>
            {request.decided_automatically && <StatusBadge tone="blue">Automatic</StatusBadge>}
          </div>
          <h3 id={titleId} className="mt-2 text-lg font-bold text-brand-900">
            {request.reason}: {request.lead_summary}
          </h3>
        </div>
        <div className="space-y-1 sm:text-right">
          <p className="text-sm text-slate-600">
            Filed {formatDateTime(request.created_at)}
            {request.requested_by && request.requested_by !== request.customer.name
              ? ` by ${request.requested_by} (team member)`
              : ''}
          </p>
          {request.status === 'pending' && <RequestClock dueAt={request.due_at} now={now} />}
        </div>
      </div>

      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label="Customer">
          <span className="block font-semibold">{request.customer.name}</span>
          <a href={`mailto:${request.customer.email}`} className="text-sm text-brand-700 underline">
            {request.customer.email}
          </a>
        </Fact>
        <Fact label="Paid">{pricePaidText(request)}</Fact>
        <Fact label="Purchased">{formatDateTime(request.purchased_at)}</Fact>
        <Fact label="Buyer's record">
          <span className="block">
            {request.buyer_purchases} {request.buyer_purchases === 1 ? 'purchase' : 'purchases'} ·{' '}
            {request.buyer_requests} {request.buyer_requests === 1 ? 'request' : 'requests'}
          </span>
          <span className="flex flex-wrap items-center gap-2">
            {formatPercent(request.buyer_refund_rate)} refunded or replaced
            {isHighRate && <StatusBadge tone="amber">High rate</StatusBadge>}
          </span>
        </Fact>
      </dl>

      <div className="mt-4">
        <Evidence request={request} />
      </div>

      {request.status !== 'pending' ? (
        <DecisionLine request={request} />
      ) : (
        <div className="mt-5 flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            onClick={(event) => onApprove(request, event.currentTarget)}
          >
            Approve<span className="sr-only"> the request of {request.customer.name}</span>
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={(event) => onReject(request, event.currentTarget)}
          >
            Reject<span className="sr-only"> the request of {request.customer.name}</span>
          </button>
        </div>
      )}
    </article>
  );
}
