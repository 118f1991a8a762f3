import { getBilling, getPlans, payPastDue } from '@app/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../../lib/api-client';
import { customerQueryKeys } from '../../../lib/customer-query-keys';

export const billingQuery = queryOptions({
  queryKey: customerQueryKeys.billing,
  queryFn: async () => (await callApi(getBilling)).result,
});

/** GET billing/get-billing: plan, status, renewal date, card on file, payment history. */
export function useBilling() {
  return useQuery(billingQuery);
}

/** Every active plan, monthly and yearly, for the subscribe and change-plan choices. */
export function usePlanChoices() {
  return useQuery({
    queryKey: customerQueryKeys.plans,
    queryFn: async () => (await callApi(getPlans, { query: {} })).result,
    staleTime: 5 * 60_000,
  });
}

/** After any billing change: the dashboard's plan, credits and banner follow it. */
export function useRefreshBilling() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: customerQueryKeys.billing });
    void queryClient.invalidateQueries({ queryKey: customerQueryKeys.dashboard });
    void queryClient.invalidateQueries({ queryKey: customerQueryKeys.wallet });
  }, [queryClient]);
}

/** billing/pay-past-due: retries the failed renewal now (docs/product.md §14); everything the member sees follows. */
export function usePayPastDue(onPaid: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(payPastDue),
    onSuccess: () => {
      onPaid();
      void queryClient.invalidateQueries({ queryKey: customerQueryKeys.all });
    },
  });
}
