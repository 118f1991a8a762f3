import {
  cancelSubscription,
  changePlan,
  createSubscription,
  resumeSubscription,
  savePaymentMethod,
  updateBillingDetails,
  type BillingOverview,
  type BodyOf,
  type ResponseOf,
} from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { customerQueryKeys } from '../../../lib/customer-query-keys';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { currentUserQueryKey } from '../../../lib/use-current-user';

/**
 * A billing change (subscribe, change plan, cancel, resume, save card). Every one answers with
 * the whole billing overview, which replaces the cached one; the dashboard, the member's plan id
 * (pricing cards' Subscribed badge) and the wallet are refreshed too.
 */
function useBillingAction<V, R extends BillingOverview = BillingOverview>(
  send: (values: V) => Promise<{ result: R }>,
  onDone?: (overview: R) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (response) => {
      queryClient.setQueryData(customerQueryKeys.billing, response.result);
      void queryClient.invalidateQueries({ queryKey: customerQueryKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: customerQueryKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      onDone?.(response.result);
    },
  });
}

/** billing/create-subscription: one idempotency key per plan and promo code until the answer is final. */
export function useCreateSubscription(
  onDone?: (overview: ResponseOf<typeof createSubscription>['result']) => void,
) {
  const { keyFor, settle } = useIdempotencyKeys();
  return useBillingAction(async (body: BodyOf<typeof createSubscription>) => {
    const action = `subscribe:${body.plan_id}:${body.promo_code ?? ''}`;
    try {
      const response = await callApi(createSubscription, {
        body: { plan_id: body.plan_id, promo_code: body.promo_code || undefined },
        headers: { 'Idempotency-Key': keyFor(action) },
      });
      settle(action);
      return response;
    } catch (error) {
      settle(action, error);
      throw error;
    }
  }, onDone);
}

/** billing/change-plan: the new plan applies from the next renewal. */
export const useChangePlan = (onDone?: (overview: BillingOverview) => void) =>
  useBillingAction((planId: string) => callApi(changePlan, { body: { plan_id: planId } }), onDone);

/** billing/cancel-subscription: takes effect at the end of the billing period (docs/product.md §4). */
export const useCancelSubscription = (onDone?: (overview: BillingOverview) => void) =>
  useBillingAction(() => callApi(cancelSubscription), onDone);

/** billing/resume-subscription: a cancelled plan renews as usual again. */
export const useResumeSubscription = (onDone?: (overview: BillingOverview) => void) =>
  useBillingAction(() => callApi(resumeSubscription), onDone);

/** billing/save-payment-method: a Stripe PaymentMethod id, or an offline test card. */
export const useSavePaymentMethod = (onDone?: (overview: BillingOverview) => void) =>
  useBillingAction((body: BodyOf<typeof savePaymentMethod>) => callApi(savePaymentMethod, { body }), onDone);

/** billing/update-billing-details: the name and postal address printed on invoices issued from now on. */
export const useUpdateBillingDetails = (onDone?: (overview: BillingOverview) => void) =>
  useBillingAction(
    (body: BodyOf<typeof updateBillingDetails>) => callApi(updateBillingDetails, { body }),
    onDone,
  );
