import type { Plan } from '@app/shared';
import { planEntitlementLines } from '../../lib/plan-lines';
import { planPriceLabel } from './plan-label';

interface PlanPickerProps {
  plans: readonly Plan[];
  value: string;
  onChange: (planId: string) => void;
  legend: string;
  /** A plan that cannot be picked (the current one, for a change). */
  disabledPlanId?: string;
}

/** Radio cards of the plans to choose from, monthly first. */
export function PlanPicker({ plans, value, onChange, legend, disabledPlanId }: PlanPickerProps) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {plans.map((plan) => {
          const isDisabled = plan._id === disabledPlanId;
          return (
            <label
              key={plan._id}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent ${
                isDisabled ? 'cursor-not-allowed opacity-60' : 'border-slate-300 hover:border-brand-500'
              }`}
            >
              <input
                type="radio"
                name="plan"
                value={plan._id}
                checked={value === plan._id}
                disabled={isDisabled}
                onChange={() => onChange(plan._id)}
                className="mt-1 h-4 w-4 accent-brand-600"
              />
              <span className="min-w-0">
                <span className="flex flex-wrap items-center gap-2 font-bold text-brand-900">
                  {plan.plan_name}
                  <span className="text-sm font-semibold text-slate-600">
                    {plan.plan_occurance === 'yearly' ? 'Yearly' : 'Monthly'}
                  </span>
                  {plan.is_recommended && (
                    <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-ink">
                      Recommended
                    </span>
                  )}
                  {isDisabled && <span className="text-xs font-semibold text-slate-600">Your plan</span>}
                </span>
                <span className="block text-lg font-extrabold text-ink">{planPriceLabel(plan)}</span>
                {/* What the plan includes, in the pricing card's words (decision 029). */}
                <span className="mt-1 block space-y-0.5 text-sm text-slate-700">
                  {planEntitlementLines(plan).map((line) => (
                    <span key={line.id} className="block">
                      {line.text}
                    </span>
                  ))}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
