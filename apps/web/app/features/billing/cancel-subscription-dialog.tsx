import type { RefObject } from 'react';
import { toast } from 'sonner';
import { FormAlert, buttonClass } from '../../components/form-controls';
import { ModalDialog } from '../../components/modal-dialog';
import { formatDate } from '../../lib/format-date';
import { serverErrorText } from '../../lib/server-error-text';
import { useCancelSubscription } from './api/use-billing-action';

interface CancelDialogProps {
  isOpen: boolean;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
  planName: string;
  periodEnd: string;
  /** The plan scheduled to take over at the renewal, if any: cancelling means it never starts. */
  pendingPlanName: string | null;
}

/** docs/product.md §4: a cancellation takes effect at the end of the billing period (billing/cancel-subscription). */
export function CancelSubscriptionDialog({
  isOpen,
  onClose,
  returnFocusRef,
  planName,
  periodEnd,
  pendingPlanName,
}: CancelDialogProps) {
  const mutation = useCancelSubscription(() => {
    toast.success(`Your ${planName} plan will end on ${formatDate(periodEnd)}.`);
    onClose();
  });
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      title="Cancel subscription?"
      role="alertdialog"
    >
      <div className="space-y-3 text-slate-700">
        <p>
          Your {planName} plan stays active until the end of the period you paid for, on{' '}
          <strong className="text-ink">{formatDate(periodEnd)}</strong>. After that it does not renew.
        </p>
        {pendingPlanName && (
          <p>
            Your switch to {pendingPlanName}, scheduled for that renewal, does not happen either, unless you
            resume before then.
          </p>
        )}
        <p>
          Premium credits you have not used by then are forfeited, and subscription fees are not refunded. You
          can resume before that date.
        </p>
      </div>
      {mutation.isError && (
        <div className="mt-4">
          <FormAlert>
            {serverErrorText(mutation.error, 'The subscription could not be cancelled. Please try again.')}
          </FormAlert>
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={buttonClass('primary')} data-autofocus>
          Keep my plan
        </button>
        <button
          type="button"
          onClick={() => mutation.mutate(undefined)}
          disabled={mutation.isPending}
          className={buttonClass('danger')}
        >
          {mutation.isPending ? 'Cancelling...' : 'Cancel subscription'}
        </button>
      </div>
    </ModalDialog>
  );
}
