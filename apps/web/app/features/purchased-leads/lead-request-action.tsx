import type { OwnedLead } from '@app/shared';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/form-controls';
import { ModalDialog } from '../../components/modal-dialog';
import { StatusBadge, type BadgeTone } from '../../components/status-badge';
import { formatDateTime } from '../../lib/format-date';
import { hoursLeftText, requestWindow } from '../../lib/lead-timing';
import { RefundRequestForm } from './refund-request-form';
import { ReplacementRequestForm } from './replacement-request-form';

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
        {isExclusive ? (
          <RefundRequestForm lead={lead} onDone={close} />
        ) : (
          <ReplacementRequestForm lead={lead} onDone={close} />
        )}
      </ModalDialog>
    </div>
  );
}
