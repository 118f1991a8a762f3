import { zodResolver } from '@hookform/resolvers/zod';
import { createSubscription, type Plan } from '@app/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormAlert, TextField, buttonClass } from '../../components/form-controls';
import { site } from '../../config/site';
import { callApi } from '../../lib/api-client';
import { applyServerFieldErrors, formErrorAfterFields } from '../../lib/apply-field-errors';
import { useIdempotencyKeys } from '../../lib/idempotency';
import { PlanPicker } from './plan-picker';
import { useBillingAction } from './use-billing-action';

const schema = createSubscription.body;
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

interface SubscribeFormProps {
  plans: readonly Plan[];
  initialPlanId: string | undefined;
  hasCard: boolean;
}

/** billing/create-subscription: charges the first period (WELCOME50: 50% off it) and grants the month's credits. */
export function SubscribeForm({ plans, initialPlanId, hasCard }: SubscribeFormProps) {
  const { keyFor, settle } = useIdempotencyKeys();
  const [formError, setFormError] = useState<string | null>(null);
  const fallbackPlan =
    plans.find((plan) => plan.is_recommended && plan.plan_occurance === 'monthly') ?? plans[0];
  const { register, handleSubmit, setError, setValue, watch, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      plan_id: plans.some((plan) => plan._id === initialPlanId) ? initialPlanId : fallbackPlan?._id,
      promo_code: '',
    },
  });
  const planId = watch('plan_id');
  const mutation = useBillingAction(
    async (values: Values) => {
      const action = `subscribe:${values.plan_id}:${values.promo_code ?? ''}`;
      try {
        const response = await callApi(createSubscription, {
          body: { plan_id: values.plan_id, promo_code: values.promo_code || undefined },
          headers: { 'Idempotency-Key': keyFor(action) },
        });
        settle(action);
        return response;
      } catch (error) {
        settle(action, error);
        throw error;
      }
    },
    (overview) =>
      toast.success(
        `Welcome to ${overview.subscription?.plan.plan_name ?? 'your plan'}. Your premium credits are ready.`,
      ),
  );

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        setFormError(null);
        mutation.mutate(values, {
          onError: (error) =>
            setFormError(
              formErrorAfterFields(
                error,
                applyServerFieldErrors(error, setError, ['plan_id', 'promo_code']),
                'The subscription could not be started. Please try again.',
              ),
            ),
        });
      })}
      className="space-y-5"
    >
      <PlanPicker
        plans={plans}
        value={planId}
        onChange={(id) => setValue('plan_id', id, { shouldValidate: true })}
        legend="Choose a plan"
      />
      {formState.errors.plan_id && (
        <p className="text-sm font-medium text-red-700">{formState.errors.plan_id.message}</p>
      )}
      <div className="max-w-sm">
        <TextField
          label={
            <>
              Promo code <span className="font-normal text-slate-500">(optional)</span>
            </>
          }
          placeholder={site.promoCode}
          autoComplete="off"
          hint={`${site.promoCode} takes 50% off your first payment.`}
          error={formState.errors.promo_code?.message}
          {...register('promo_code')}
        />
      </div>
      {!hasCard && (
        <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Save a card under Payment method first: the first period is charged to it when you subscribe.
        </p>
      )}
      {formError && <FormAlert>{formError}</FormAlert>}
      <p className="text-sm text-slate-600">
        Your membership renews automatically until you cancel. Subscription fees are non-refundable.
      </p>
      <button type="submit" disabled={mutation.isPending} className={buttonClass('primary')}>
        {mutation.isPending ? 'Subscribing...' : 'Subscribe'}
      </button>
    </form>
  );
}
