import { createTopUp } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { site } from '../../../config/site';
import { callApi } from '../../../lib/api-client';
import { customerQueryKeys } from '../../../lib/customer-query-keys';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { confirmTopUpWithBank } from '../confirm-top-up';

/**
 * wallet/create-top-up: charges the card on file, with one idempotency key per amount until the
 * answer is final. When the bank asks for 3-D Secure (the card provider of docs/product.md §7),
 * its check runs here, in the browser, and the answer carries its outcome.
 */
export function useTopUp() {
  const queryClient = useQueryClient();
  const { keyFor, settle } = useIdempotencyKeys();
  return useMutation({
    mutationFn: async ({ amount }: { amount: number }) => {
      const action = `top-up:${amount}`;
      let result;
      try {
        result = (
          await callApi(createTopUp, {
            body: { amount },
            headers: { 'Idempotency-Key': keyFor(action) },
          })
        ).result;
        settle(action);
      } catch (error) {
        settle(action, error);
        throw error;
      }
      const confirmation =
        result.status === 'requires_action' && result.client_secret
          ? await confirmTopUpWithBank(site.stripePublishableKey, result.client_secret)
          : null;
      return { ...result, confirmation };
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: customerQueryKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: customerQueryKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: customerQueryKeys.billing });
    },
  });
}
