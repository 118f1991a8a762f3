import type { BillingOverview, Plan } from '@app/shared';
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { FormAlert, buttonClass } from '../../components/form-controls';
import { StatusBadge } from '../../components/status-badge';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { serverErrorText } from '../../lib/server-error-text';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { ChangePlanForm } from './change-plan-form';
import { switchPlanName } from '../../lib/switch-plan-name';
import { planPriceLabel } from './plan-label';
import { useCancelPlanChange, useResumeSubscription } from './api/use-billing-action';

type Subscription = NonNullable<BillingOverview['subscription']>;

function StatusLine({ subscription }: { subscription: Subscription }) {
  if (subscription.status === 'past_due') {
    return (
      <p className="flex flex-wrap items-center gap-2">
        <StatusBadge tone="red">Past due</StatusBadge>
        <span className="text-slate-700">
          The renewal payment failed; taking leads is paused until it is paid.
        </span>
      </p>
    );
  }
  if (subscription.cancel_at_period_end) {
    return (
      <p className="flex flex-wrap items-center gap-2">
        <StatusBadge tone="amber">Cancelled</StatusBadge>
        <span className="text-slate-700">
          Ends on {formatDate(subscription.current_period_end)}; it will not renew.
        </span>
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-2">
      <StatusBadge tone="green">Active</StatusBadge>
      <span className="text-slate-700">Renews on {formatDate(subscription.current_period_end)}</span>
    </p>
  );
}

/**
 * A smaller plan or a change of billing period waits for the renewal (issue 20.1): said plainly,
 * with the way back.
 */
export function PendingSwitch({ subscription }: { subscription: Subscription }) {
  const keep = useCancelPlanChange();
  const pending = subscription.pending_plan;
  if (!pending) return null;
  const name = switchPlanName(pending, subscription.plan);
  return (
    <div className="mt-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
      <p className="font-semibold">
        Switching to {name} at your renewal on {formatDate(subscription.current_period_end)}
      </p>
      <p className="mt-1">
        Until then you keep {subscription.plan.plan_name} and its credits. From then {planPriceLabel(pending)}
        , {pending.premium_credits} premium lead credits every month.
      </p>
      {keep.isError && (
        <div className="mt-3">
          <FormAlert>
            {serverErrorText(keep.error, 'The switch could not be undone. Please try again.')}
          </FormAlert>
        </div>
      )}
      <button
        type="button"
        onClick={() =>
          keep.mutate(undefined, {
            onSuccess: () =>
              toast.success(`You keep ${subscription.plan.plan_name}: the switch to ${name} is cancelled.`),
          })
        }
        disabled={keep.isPending}
        className={`${buttonClass('secondary', 'sm')} mt-3`}
      >
        {keep.isPending ? 'Keeping your plan...' : 'Keep my current plan'}
      </button>
    </div>
  );
}

interface CurrentPlanSectionProps {
  subscription: Subscription;
  plans: readonly Plan[];
  /** The plan a member came to switch to (?plan= from a pricing card's Activate). */
  requestedPlanId: string | undefined;
}

/** The member's plan: status, renewal date, and change / cancel / resume. */
export function CurrentPlanSection({ subscription, plans, requestedPlanId }: CurrentPlanSectionProps) {
  const wantsOtherPlan = Boolean(
    requestedPlanId &&
    requestedPlanId !== subscription.plan._id &&
    plans.some((plan) => plan._id === requestedPlanId),
  );
  const [isChanging, setIsChanging] = useState(wantsOtherPlan);
  const [isCancelOpen, setIsCancelOpen] = useState(false);
  const cancelButtonRef = useRef<HTMLButtonElement | null>(null);
  const closeCancel = useCallback(() => setIsCancelOpen(false), []);
  const resume = useResumeSubscription(() => toast.success('Your subscription will renew as usual.'));
  const plan = subscription.plan;
  const canChange = subscription.status === 'active' && !subscription.cancel_at_period_end;

  return (
    <section
      aria-labelledby="plan-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="plan-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            Current plan
          </h2>
          <p className="mt-1 text-2xl font-extrabold text-brand-900">
            {plan.plan_name}{' '}
            <span className="text-lg font-semibold text-slate-600">· {planPriceLabel(plan)}</span>
          </p>
          <p className="mt-1 text-slate-700">{plan.premium_credits} premium lead credits every month</p>
        </div>
      </div>
      <div className="mt-3">
        <StatusLine subscription={subscription} />
      </div>
      {requestedPlanId === subscription.plan._id && (
        <p className="mt-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          You are already subscribed to this plan.
        </p>
      )}
      {subscription.upcoming_price && (
        <p className="mt-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
          Price change: from {formatDate(subscription.upcoming_price.effective_at)} this plan costs{' '}
          {formatMoney(subscription.upcoming_price.price)} per{' '}
          {plan.plan_occurance === 'yearly' ? 'year' : 'month'}.
        </p>
      )}
      {subscription.pending_plan && !subscription.cancel_at_period_end && (
        <PendingSwitch subscription={subscription} />
      )}
      {resume.isError && (
        <div className="mt-4">
          <FormAlert>
            {serverErrorText(resume.error, 'The subscription could not be resumed. Please try again.')}
          </FormAlert>
        </div>
      )}

      {isChanging && canChange ? (
        <div className="mt-6 border-t border-slate-200 pt-5">
          <ChangePlanForm
            plans={plans}
            currentPlan={plan}
            initialPlanId={requestedPlanId}
            periodEnd={subscription.current_period_end}
            onDone={() => setIsChanging(false)}
          />
        </div>
      ) : (
        <div className="mt-6 flex flex-wrap gap-3">
          {subscription.cancel_at_period_end ? (
            <button
              type="button"
              onClick={() => resume.mutate(undefined)}
              disabled={resume.isPending}
              className={buttonClass('primary')}
            >
              {resume.isPending ? 'Resuming...' : 'Resume'}
            </button>
          ) : (
            <>
              {canChange && (
                <button type="button" onClick={() => setIsChanging(true)} className={buttonClass('primary')}>
                  Change plan
                </button>
              )}
              <button
                ref={cancelButtonRef}
                type="button"
                onClick={() => setIsCancelOpen(true)}
                className={buttonClass('secondary')}
              >
                Cancel subscription
              </button>
            </>
          )}
        </div>
      )}
      <CancelSubscriptionDialog
        isOpen={isCancelOpen}
        onClose={closeCancel}
        returnFocusRef={cancelButtonRef}
        planName={plan.plan_name}
        periodEnd={subscription.current_period_end}
        pendingPlanName={subscription.pending_plan ? switchPlanName(subscription.pending_plan, plan) : null}
      />
    </section>
  );
}
