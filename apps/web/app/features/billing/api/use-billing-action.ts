import {
  buyCreditPack,
  cancelPlanChange,
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
 * A billing change (subscribe, change plan, buy credits, cancel, resume, save card). Every one answers with
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

/**
 * Sends a charge with one idempotency key per action (plan, promo code, pack) until its answer is
 * final: a retry after a lost answer never charges twice, a new click after an answer is a new charge.
 */
function useKeyedCharge() {
  const { keyFor, settle } = useIdempotencyKeys();
  return async <T>(action: string, send: (idempotencyKey: string) => Promise<T>): Promise<T> => {
    try {
      const response = await send(keyFor(action));
      settle(action);
      return response;
    } catch (error) {
      settle(action, error);
      throw error;
    }
  };
}

/** billing/create-subscription, with the total of the order summary the member confirmed. */
export function useCreateSubscription(
  onDone?: (overview: ResponseOf<typeof createSubscription>['result']) => void,
) {
  const charge = useKeyedCharge();
  return useBillingAction(
    (body: BodyOf<typeof createSubscription>) =>
      charge(`subscribe:${body.plan_id}:${body.promo_code ?? ''}`, (key) =>
        callApi(createSubscription, {
          body: {
            plan_id: body.plan_id,
            promo_code: body.promo_code || undefined,
            expected_total: body.expected_total,
          },
          headers: { 'Idempotency-Key': key },
        }),
      ),
    onDone,
  );
}

/** billing/change-plan: a bigger plan now with a prorated charge, anything else at the next renewal. */
export function useChangePlan(onDone?: (result: ResponseOf<typeof changePlan>['result']) => void) {
  const charge = useKeyedCharge();
  return useBillingAction(
    (body: BodyOf<typeof changePlan>) =>
      charge(`change-plan:${body.plan_id}`, (key) =>
        callApi(changePlan, { body, headers: { 'Idempotency-Key': key } }),
      ),
    onDone,
  );
}

/** billing/cancel-plan-change: the switch scheduled for the renewal is dropped. */
export const useCancelPlanChange = (onDone?: (overview: BillingOverview) => void) =>
  useBillingAction(() => callApi(cancelPlanChange), onDone);

/** billing/buy-credit-pack: extra premium credits by card or from the wallet, until the credit month ends. */
export function useBuyCreditPack(onDone?: (result: ResponseOf<typeof buyCreditPack>['result']) => void) {
  const charge = useKeyedCharge();
  return useBillingAction(
    (body: BodyOf<typeof buyCreditPack>) =>
      charge(`credit-pack:${body.pack_id}:${body.pay_with}`, (key) =>
        callApi(buyCreditPack, { body, headers: { 'Idempotency-Key': key } }),
      ),
    onDone,
  );
}

/** billing/cancel-subscription: takes effect at the end of the billing period (docs/product.md §4). */
export const useCancelSubscription = (onDone?: (overview: BillingOverview) => void) =>
  useBillingAction(() => callApi(cancelSubscription), onDone);

/** billing/resume-subscription: a cancelled plan renews as usual again. */
export const useResumeSubscription = (onDone?: (overview: BillingOverview) => void) =>
  useBillingAction(() => callApi(resumeSubscription), onDone);

/**
 * billing/save-payment-method: a Stripe PaymentMethod id, or an offline test card. An order summary
 * on screen is quoted again, so it names the new card (and can be confirmed once there is one).
 */
export function useSavePaymentMethod(onDone?: (overview: BillingOverview) => void) {
  const queryClient = useQueryClient();
  return useBillingAction(
    (body: BodyOf<typeof savePaymentMethod>) => callApi(savePaymentMethod, { body }),
    (overview) => {
      void queryClient.invalidateQueries({ queryKey: [...customerQueryKeys.billing, 'preview-charge'] });
      onDone?.(overview);
    },
  );
}

/** billing/update-billing-details: the name and postal address printed on invoices issued from now on. */
export const useUpdateBillingDetails = (onDone?: (overview: BillingOverview) => void) =>
  useBillingAction(
    (body: BodyOf<typeof updateBillingDetails>) => callApi(updateBillingDetails, { body }),
    onDone,
  );
