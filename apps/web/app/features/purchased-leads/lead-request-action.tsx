import type { OwnedLead } from '@app/shared';
import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/form-controls';
import { LoadFailureBoundary } from '../../components/load-failure-boundary';
import { ModalDialog } from '../../components/modal-dialog';
import { LoadingRegion, Skeleton } from '../../components/skeleton';
import { StatusBadge, type BadgeTone } from '../../components/status-badge';
import { formatDateTime } from '../../lib/format-date';
import { hoursLeftText, requestWindow } from '../../lib/lead-timing';

// The forms load when the member opens one: with them come react-hook-form and the phone library
// (16 and 26 KiB compressed), which the list of purchased leads does not need (issue 24.1). The
// button fetches them as soon as it is pointed at or focused, so the form is usually in by the click.
const loadRefundForm = () => import('./refund-request-form');
const loadReplacementForm = () => import('./replacement-request-form');
const RefundRequestForm = lazy(() => loadRefundForm().then((m) => ({ default: m.RefundRequestForm })));
const ReplacementRequestForm = lazy(() =>
  loadReplacementForm().then((m) => ({ default: m.ReplacementRequestForm })),
);
const prefetchForm = (isExclusive: boolean) =>
  void (isExclusive ? loadRefundForm() : loadReplacementForm()).catch(() => undefined);

/** Said in the dialog when the form's code cannot come (the connection dropped, or a new release). */
export const REQUEST_FORM_LOAD_FAILED =
  'The request form could not load. Check your connection and reload the page; nothing was sent.';

const STATUS: Record<NonNullable<OwnedLead['request_status']>, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'amber' },
  approved: { label: 'Approved', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
};

/** docs/product.md §9: exclusive-lead refunds within 72 hours of purchase. */
export const REFUND_WINDOW_CLOSED = 'Refunds can be requested within 72 hours of purchase';
export const REPLACEMENT_WINDOW_CLOSED = 'The time to ask for a replacement of this lead has passed';

/** 'Request refund' (exclusive) or 'Request replacement' (premium) while the window is open; else why not. */
export function LeadRequestAction({
  lead,
  now,
  canRequest,
}: {
  lead: OwnedLead;
  now: Date;
  /** Whether this member's team role may file requests (a viewer may not; decision 036). */
  canRequest: boolean;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const close = useCallback(() => setIsOpen(false), []);
  const isExclusive = lead.lead_type === 'exclusive';
  const noun = isExclusive ? 'Refund' : 'Replacement';

  if (lead.request_status) {
    const status = STATUS[lead.request_status];
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {noun} request <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
        <Link to="/requests" className="font-semibold text-brand-700 underline">
          See requests
        </Link>
      </p>
    );
  }

  const requestOpen = requestWindow(lead.request_deadline, now);
  if (!requestOpen.isOpen) {
    return (
      <p className="text-sm text-slate-600">
        {isExclusive ? REFUND_WINDOW_CLOSED : REPLACEMENT_WINDOW_CLOSED}.
      </p>
    );
  }

  if (!canRequest) {
    return (
      <p className="text-sm text-slate-600">
        A buyer or the owner of your team can request a {noun.toLowerCase()} until{' '}
        {formatDateTime(lead.request_deadline!)}.
      </p>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setIsOpen(true)}
        onPointerEnter={() => prefetchForm(isExclusive)}
        onFocus={() => prefetchForm(isExclusive)}
        className={buttonClass('secondary', 'sm')}
      >
        {isExclusive ? 'Request refund' : 'Request replacement'}
      </button>
      <p className="text-sm text-slate-600">
        Until {formatDateTime(lead.request_deadline!)} · {hoursLeftText(requestOpen.hoursLeft)}
      </p>
      <ModalDialog
        isOpen={isOpen}
        onClose={close}
        returnFocusRef={buttonRef}
        title={isExclusive ? 'Request a refund' : 'Request a replacement'}
      >
        <LoadFailureBoundary
          fallback={
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              {REQUEST_FORM_LOAD_FAILED}
            </p>
          }
        >
          <Suspense
            fallback={
              <LoadingRegion label={`Loading the ${noun.toLowerCase()} form`}>
                <Skeleton className="h-10" />
                <Skeleton className="mt-3 h-24" />
                <Skeleton className="mt-3 h-10 w-40" />
              </LoadingRegion>
            }
          >
            {isExclusive ? (
              <RefundRequestForm lead={lead} onDone={close} />
            ) : (
              <ReplacementRequestForm lead={lead} onDone={close} />
            )}
          </Suspense>
        </LoadFailureBoundary>
      </ModalDialog>
    </div>
  );
}
