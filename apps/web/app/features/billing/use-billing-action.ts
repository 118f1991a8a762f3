import type { BillingOverview } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerQueryKeys } from '../../lib/customer-query-keys';
import { currentUserQueryKey } from '../../lib/use-current-user';

/**
 * A billing change (subscribe, change plan, cancel, resume, save card). Every one answers with
 * the whole billing overview, which replaces the cached one; the dashboard, the member's plan id
 * (pricing cards' Subscribed badge) and the wallet are refreshed too.
 */
export function useBillingAction<V, R extends BillingOverview = BillingOverview>(
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
