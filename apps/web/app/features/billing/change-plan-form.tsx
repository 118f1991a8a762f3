import type { Plan, ResponseOf, changePlan } from '@app/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormAlert, buttonClass } from '../../components/form-controls';
import { formatDate } from '../../lib/format-date';
import { formatBalance } from '../../lib/format-money';
import { serverErrorText } from '../../lib/server-error-text';
import { OrderSummary } from './order-summary';
import { PlanPicker } from './plan-picker';
import { switchPlanName } from '../../lib/switch-plan-name';
import { useChangePlan } from './api/use-billing-action';
import { useReviewCharge, type ChargeRequest } from './api/use-preview-charge';

interface ChangePlanFormProps {
  plans: readonly Plan[];
  currentPlan: Plan;
  initialPlanId: string | undefined;
  periodEnd: string;
  onDone: () => void;
}

type ChangeResult = ResponseOf<typeof changePlan>['result'];

/** The toast names the plan the member actually has now, or the one that takes over at renewal. */
export function planChangeToast(result: ChangeResult, fromPlan: Plan): string {
  const change = result.plan_change;
  if (change.takes_effect === 'now') {
    const name = result.subscription?.plan.plan_name ?? change.plan_name;
    const charged = change.charged > 0 ? `${formatBalance(change.charged)} charged` : 'nothing charged';
    const credits =
      change.credits_granted > 0
        ? `, ${change.credits_granted} ${change.credits_granted === 1 ? 'credit' : 'credits'} added`
        : '';
    return `Upgraded to ${name}: ${charged}${credits}.`;
  }
  const pending = result.subscription?.pending_plan;
  const name = pending ? switchPlanName(pending, fromPlan) : change.plan_name;
  return `${name} starts at your renewal on ${formatDate(change.effective_at)}. Until then you keep ${fromPlan.plan_name}.`;
}

/**
 * billing/change-plan after its order summary: a bigger plan of the same billing period starts now
 * with a prorated charge and the extra credits at once; a smaller one, or monthly ↔ yearly, at the
 * next renewal (undone with "Keep my current plan").
 */
export function ChangePlanForm({
  plans,
  currentPlan,
  initialPlanId,
  periodEnd,
  onDone,
}: ChangePlanFormProps) {
  const others = plans.filter((plan) => plan._id !== currentPlan._id);
  const [planId, setPlanId] = useState(
    others.some((plan) => plan._id === initialPlanId) ? initialPlanId! : (others[0]?._id ?? ''),
  );
  // A plan chosen on a pricing card (/billing?plan=, issue 20.6) goes straight to its order summary.
  const [review, setReview] = useState<ChargeRequest | null>(() =>
    initialPlanId && others.some((plan) => plan._id === initialPlanId)
      ? { action: 'change_plan', plan_id: initialPlanId }
      : null,
  );
  const [isPreparing, setIsPreparing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const reviewCharge = useReviewCharge();
  const mutation = useChangePlan((result) => {
    toast.success(planChangeToast(result, currentPlan));
    onDone();
  });

  if (review?.plan_id) {
    const chosen = review.plan_id;
    return (
      <OrderSummary
        request={review}
        onConfirm={(expectedTotal) =>
          mutation.mutateAsync({ plan_id: chosen, expected_total: expectedTotal })
        }
        isConfirming={mutation.isPending}
        onBack={() => setReview(null)}
        backLabel="Back to plans"
        failureText="The plan could not be changed. Please try again."
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (!planId) return;
        setFormError(null);
        const request: ChargeRequest = { action: 'change_plan', plan_id: planId };
        setIsPreparing(true);
        try {
          await reviewCharge(request);
          setReview(request);
        } catch (error) {
          setFormError(serverErrorText(error, 'The order summary could not be prepared. Please try again.'));
        } finally {
          setIsPreparing(false);
        }
      }}
      className="space-y-4"
    >
      <PlanPicker
        plans={plans}
        value={planId}
        onChange={setPlanId}
        legend="Switch to"
        disabledPlanId={currentPlan._id}
      />
      <p className="text-sm text-slate-700">
        A bigger plan with the same billing starts now: you pay the difference for the days left until{' '}
        {formatDate(periodEnd)} and get its extra credits at once. A smaller plan, or a switch between monthly
        and yearly, starts at your renewal on {formatDate(periodEnd)}, and you can undo it until then. You see
        the total before anything is charged.
      </p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={isPreparing || !planId} className={buttonClass('primary')}>
          {isPreparing ? 'Preparing your order...' : 'Review change'}
        </button>
        <button type="button" onClick={onDone} className={buttonClass('secondary')}>
          Keep my plan
        </button>
      </div>
    </form>
  );
}
