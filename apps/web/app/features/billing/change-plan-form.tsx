import type { Plan } from '@app/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormAlert, buttonClass } from '../../components/form-controls';
import { formatDate } from '../../lib/format-date';
import { serverErrorText } from '../../lib/server-error-text';
import { PlanPicker } from './plan-picker';
import { useChangePlan } from './api/use-billing-action';

interface ChangePlanFormProps {
  plans: readonly Plan[];
  currentPlanId: string;
  initialPlanId: string | undefined;
  periodEnd: string;
  onDone: () => void;
}

/** billing/change-plan: the new plan applies from the next renewal. */
export function ChangePlanForm({
  plans,
  currentPlanId,
  initialPlanId,
  periodEnd,
  onDone,
}: ChangePlanFormProps) {
  const others = plans.filter((plan) => plan._id !== currentPlanId);
  const [planId, setPlanId] = useState(
    others.some((plan) => plan._id === initialPlanId) ? initialPlanId! : (others[0]?._id ?? ''),
  );
  const mutation = useChangePlan((overview) => {
    toast.success(
      `Plan changed to ${overview.subscription?.plan.plan_name ?? 'your new plan'} from your next renewal.`,
    );
    onDone();
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (planId) mutation.mutate(planId);
      }}
      className="space-y-4"
    >
      <PlanPicker
        plans={plans}
        value={planId}
        onChange={setPlanId}
        legend="Switch to"
        disabledPlanId={currentPlanId}
      />
      <p className="text-sm text-slate-700">
        The new plan starts at your next renewal on {formatDate(periodEnd)}; until then you keep your current
        plan and credits.
      </p>
      {mutation.isError && (
        <FormAlert>
          {serverErrorText(mutation.error, 'The plan could not be changed. Please try again.')}
        </FormAlert>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={mutation.isPending || !planId} className={buttonClass('primary')}>
          {mutation.isPending ? 'Changing...' : 'Change plan'}
        </button>
        <button type="button" onClick={onDone} className={buttonClass('secondary')}>
          Keep my plan
        </button>
      </div>
    </form>
  );
}
