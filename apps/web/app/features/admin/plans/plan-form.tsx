import { zodResolver } from '@hookform/resolvers/zod';
import { createPlan } from '@app/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  CheckboxField,
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
  buttonClass,
} from '../../../components/form-controls';
import { applyServerFieldErrors, formErrorAfterFields } from '../../../lib/apply-field-errors';
import { formatMoney } from '../../../lib/format-money';
import { optionalNumber } from '../lead-form-values';
import { BenefitsField } from './benefits-field';
import { EntitlementsField, type EntitlementsInput } from './entitlements-field';
import type { AdminPlan } from './api/use-admin-plans';
import { adminResolverOptions } from '../form-errors';

export type PlanFormInput = z.input<typeof createPlan.body>;
export type PlanFormValues = z.output<typeof createPlan.body>;

const FIELDS = [
  'plan_name',
  'plan_details',
  'plan_occurance',
  'price',
  'premium_credits',
  'is_recommended',
  'benefits',
  'entitlements',
] as const;

/** A new plan starts with the plans table's column defaults (what the API gives a plan made without them). */
const NEW_PLAN_ENTITLEMENTS: EntitlementsInput = {
  saved_searches: 1,
  text_alerts: false,
  api_keys: 2,
  webhook_endpoints: 2,
  team_seats: 1,
};

interface PlanFormProps {
  /** The plan being edited; without it the form creates one. Its price and period are then shown, not edited. */
  plan?: AdminPlan;
  onSubmit: (values: PlanFormValues) => Promise<unknown>;
}

/** A plan as the pricing card shows it (docs/product.md §2.6), validated with admin/create-plan. */
export function PlanForm({ plan, onSubmit }: PlanFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<
    PlanFormInput,
    unknown,
    PlanFormValues
  >({
    resolver: zodResolver(createPlan.body, adminResolverOptions),
    defaultValues: plan
      ? {
          plan_name: plan.plan_name,
          plan_details: plan.plan_details,
          plan_occurance: plan.plan_occurance,
          price: plan.price,
          premium_credits: plan.premium_credits,
          is_recommended: plan.is_recommended,
          benefits: plan.benefits.map((item) => item.benefit),
          entitlements: plan.entitlements,
        }
      : {
          plan_occurance: 'monthly',
          is_recommended: false,
          benefits: [],
          entitlements: NEW_PLAN_ENTITLEMENTS as PlanFormInput['entitlements'],
        },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const leftOver = applyServerFieldErrors(error, setError, FIELDS);
      setFormError(formErrorAfterFields(error, leftOver, 'The plan was not saved. Please try again.'));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="Plan name"
        hint="Monthly and yearly plans with the same name are one package."
        error={errors.plan_name?.message}
        {...register('plan_name')}
      />
      <TextAreaField
        label="Details"
        rows={2}
        hint="The card shows the first 40 characters."
        error={errors.plan_details?.message}
        {...register('plan_details')}
      />
      {plan ? (
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200">
          {plan.price > 0
            ? `${formatMoney(plan.price)} per ${plan.plan_occurance === 'yearly' ? 'year' : 'month'}`
            : 'Contact Us (price 0)'}
          . Prices change only with “Schedule price change”, so subscribers get a month of notice.
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Billing period"
            error={errors.plan_occurance?.message}
            {...register('plan_occurance')}
          >
            <option value="monthly">Monthly</option>
            <option value="yearly">Yearly</option>
          </SelectField>
          <TextField
            label="Price (USD)"
            inputMode="decimal"
            hint="0 shows “Contact Us”."
            error={errors.price?.message}
            {...register('price', { setValueAs: optionalNumber })}
          />
        </div>
      )}
      <TextField
        label="Premium credits per month"
        inputMode="numeric"
        hint="Reset every month; unused credits are forfeited."
        error={errors.premium_credits?.message}
        {...register('premium_credits', { setValueAs: optionalNumber })}
      />
      <CheckboxField
        label="Recommended (badge on the pricing card)"
        error={errors.is_recommended?.message}
        {...register('is_recommended')}
      />
      <Controller
        control={control}
        name="benefits"
        render={({ field, fieldState }) => (
          <BenefitsField
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={
              fieldState.error?.message ??
              (Array.isArray(errors.benefits) ? errors.benefits.find(Boolean)?.message : undefined)
            }
          />
        )}
      />
      <Controller
        control={control}
        name="entitlements"
        render={({ field }) => (
          <EntitlementsField
            // Holds empty limits while typing; the contract's schema refuses them on submit.
            value={(field.value ?? NEW_PLAN_ENTITLEMENTS) as EntitlementsInput}
            onChange={(next) => field.onChange(next)}
            errors={{
              saved_searches: errors.entitlements?.saved_searches?.message,
              text_alerts: errors.entitlements?.text_alerts?.message,
              api_keys: errors.entitlements?.api_keys?.message,
              webhook_endpoints: errors.entitlements?.webhook_endpoints?.message,
              team_seats: errors.entitlements?.team_seats?.message,
            }}
            error={errors.entitlements?.message}
          />
        )}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <button type="submit" disabled={isSubmitting} className={buttonClass('primary')}>
        {isSubmitting ? 'Saving...' : plan ? 'Save plan' : 'Create plan'}
      </button>
    </form>
  );
}
