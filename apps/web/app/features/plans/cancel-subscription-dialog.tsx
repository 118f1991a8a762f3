import { useId, useState, type RefObject } from 'react';
import type { Plan } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { formatLongDate } from '../../lib/format-date';
import { useModalDialog } from '../../lib/use-modal-dialog';
import { useScheduledSwitch } from './api/use-scheduled-switch';

interface CancelSubscriptionDialogProps {
  plan: Plan | null;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * docs/product.md §2.6: the cancel-subscription confirmation. Confirming logs locally and
 * cancels at the end of the paid period (the same call as Billing); a failure is only logged
 * (docs/product.md §8: no message), the success is confirmed with the end date. A plan switch
 * scheduled for the renewal is named, read from Billing when the dialog opens.
 */
export function CancelSubscriptionDialog({ plan, onClose, returnFocusRef }: CancelSubscriptionDialogProps) {
  const dialogRef = useModalDialog(plan !== null, onClose, returnFocusRef);
  const titleId = useId();
  const bodyId = useId();
  const scheduledSwitch = useScheduledSwitch(plan !== null);

  const queryClient = useQueryClient();
  const [isCancelling, setIsCancelling] = useState(false);

  async function confirm() {
    console.info('Subscription cancellation confirmed', { planId: plan?._id });
    setIsCancelling(true);
    try {
      // Loaded on confirm: public pages never download the billing contract up front.
      const { requestCancellation } = await import('./api/cancel-subscription-request');
      const end = await requestCancellation();
      if (end) toast.success(`Your subscription ends on ${formatLongDate(end)}; it will not renew.`);
      await queryClient.invalidateQueries();
    } catch (error) {
      console.warn('Cancelling the subscription failed', error);
    } finally {
      setIsCancelling(false);
      onClose();
    }
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      className="m-auto w-[420px] max-w-[calc(100vw-2rem)] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-xl font-extrabold text-brand-900">
          Cancel your {plan?.plan_name ?? ''} subscription?
        </h2>
        <div id={bodyId} className="mt-3 space-y-2 text-sm text-slate-700">
          <p>
            Your plan stays active until the end of the period you have paid for; after that it does not
            renew.
          </p>
          {scheduledSwitch && (
            <p>
              Your switch to {scheduledSwitch.planName}, scheduled for your renewal on{' '}
              {formatLongDate(scheduledSwitch.renewsAt)}, does not happen either, unless you resume before
              then.
            </p>
          )}
          <p>
            Premium lead credits you have not used by then are forfeited, and subscription fees are not
            refunded.
          </p>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            className="rounded-xl bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-900"
          >
            Keep my plan
          </button>
          <button
            type="button"
            onClick={() => void confirm()}
            disabled={isCancelling}
            className="rounded-xl border border-red-300 px-5 py-2.5 font-bold text-red-700 hover:bg-red-50"
          >
            Cancel subscription
          </button>
        </div>
      </div>
    </dialog>
  );
}
