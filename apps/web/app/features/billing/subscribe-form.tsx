import { zodResolver } from '@hookform/resolvers/zod';
import { createSubscription, firstMonthDiscountCents, type firstPaymentSchema, type Plan } from '@app/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormAlert, TextField, buttonClass } from '../../components/form-controls';
import { site } from '../../config/site';
import { applyServerFieldErrors, formErrorAfterFields } from '../../lib/apply-field-errors';
import { formatBalance } from '../../lib/format-money';
import { fieldErrorText } from '../../lib/server-error-text';
import { OrderSummary } from './order-summary';
import { PlanPicker } from './plan-picker';
import { useCreateSubscription } from './api/use-billing-action';
import { useReviewCharge, type ChargeRequest } from './api/use-preview-charge';

const schema = createSubscription.body.omit({ expected_total: true });
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

interface SubscribeFormProps {
  plans: readonly Plan[];
  initialPlanId: string | undefined;
  hasCard: boolean;
}

/**
 * What the first payment will be with WELCOME50 typed in: 50% off one month's worth, so half of a
 * yearly plan's twelfth (docs/product.md §14). The server decides (once per person); this says what
 * to expect.
 */
function PromoPreview({ plan, promoCode }: { plan: Plan | undefined; promoCode: string | undefined }) {
  if (!plan || plan.price <= 0 || promoCode?.trim().toUpperCase() !== site.promoCode) return null;
  const priceCents = Math.round(plan.price * 100);
  const discountCents = firstMonthDiscountCents(priceCents, plan.plan_occurance, site.promoPercentOff);
  const worth = plan.plan_occurance === 'yearly' ? 'a twelfth of the yearly price' : 'the first month';
  return (
    <p
      role="status"
      className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-100"
    >
      With {site.promoCode} your first payment is{' '}
      <strong>{formatBalance((priceCents - discountCents) / 100)}</strong> instead of{' '}
      {formatBalance(plan.price)}: {formatBalance(discountCents / 100)} off ({site.promoPercentOff}% of{' '}
      {worth}).
    </p>
  );
}

const welcomeToast = (result: { subscription: { plan: Plan } | null; first_payment: FirstPayment }) => {
  const { first_payment: paid } = result;
  const plan = result.subscription?.plan.plan_name ?? 'your plan';
  const charged = formatBalance(paid.charged);
  return paid.promo_code && paid.discount > 0
    ? `Welcome to ${plan}. ${paid.promo_code} took ${formatBalance(paid.discount)} off: ${charged} charged. Your premium credits are ready.`
    : `Welcome to ${plan}. ${charged} charged. Your premium credits are ready.`;
};

type FirstPayment = z.infer<typeof firstPaymentSchema>;

/**
 * billing/create-subscription: pick a plan and a promo code, review the order summary (price,
 * WELCOME50's line, total, card), then pay. A bad promo code found by the summary is shown under
 * its field and the form stays.
 */
export function SubscribeForm({ plans, initialPlanId, hasCard }: SubscribeFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  // A plan chosen on a pricing card (/billing?plan=, issue 20.6) goes straight to its order summary.
  const [review, setReview] = useState<ChargeRequest | null>(() =>
    initialPlanId && plans.some((plan) => plan._id === initialPlanId)
      ? { action: 'subscribe', plan_id: initialPlanId }
      : null,
  );
  const [isPreparing, setIsPreparing] = useState(false);
  const reviewCharge = useReviewCharge();
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
  const promoCode = watch('promo_code');
  const mutation = useCreateSubscription((result) => toast.success(welcomeToast(result)));

  if (review?.plan_id) {
    const { plan_id, promo_code } = review;
    return (
      <OrderSummary
        request={review}
        onConfirm={async (expectedTotal) => {
          try {
            await mutation.mutateAsync({ plan_id, promo_code, expected_total: expectedTotal });
          } catch (error) {
            // A code refused only at payment (already redeemed with this card or e-mail): back to
            // the form, the message under the code, nothing charged.
            const promoError = fieldErrorText(error, 'promo_code');
            if (!promoError) throw error;
            setReview(null);
            setError('promo_code', { type: 'server', message: promoError });
          }
        }}
        isConfirming={mutation.isPending}
        onBack={() => setReview(null)}
        backLabel="Back to plans"
        failureText="The subscription could not be started. Please try again."
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (values) => {
        setFormError(null);
        const request: ChargeRequest = {
          action: 'subscribe',
          plan_id: values.plan_id,
          promo_code: values.promo_code || undefined,
        };
        setIsPreparing(true);
        try {
          await reviewCharge(request);
          setReview(request);
        } catch (error) {
          setFormError(
            formErrorAfterFields(
              error,
              applyServerFieldErrors(error, setError, ['plan_id', 'promo_code']),
              'The order summary could not be prepared. Please try again.',
            ),
          );
        } finally {
          setIsPreparing(false);
        }
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
          hint={`${site.promoCode} takes 50% off your first month, once per person.`}
          error={formState.errors.promo_code?.message}
          {...register('promo_code')}
        />
      </div>
      <PromoPreview plan={plans.find((plan) => plan._id === planId)} promoCode={promoCode} />
      {!hasCard && (
        <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Save a card under Payment method first: the first period is charged to it when you confirm your
          order.
        </p>
      )}
      {formError && <FormAlert>{formError}</FormAlert>}
      <p className="text-sm text-slate-600">
        Your membership renews automatically until you cancel. Subscription fees are non-refundable.
      </p>
      <button type="submit" disabled={isPreparing} className={buttonClass('primary')}>
        {isPreparing ? 'Preparing your order...' : 'Review order'}
      </button>
    </form>
  );
}
