import { createRefundRequest, createReplacementRequest, type BodyOf } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../../lib/api-client';
import { customerQueryKeys } from '../../../lib/customer-query-keys';

/**
 * After a refund or replacement request: the lead shows its request status and /requests lists
 * it. A request a rule approved at once has credited the wallet and returned the lead already.
 */
function useRequestSubmitted() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: customerQueryKeys.purchased });
    void queryClient.invalidateQueries({ queryKey: customerQueryKeys.requests });
    void queryClient.invalidateQueries({ queryKey: customerQueryKeys.wallet });
    void queryClient.invalidateQueries({ queryKey: customerQueryKeys.dashboard });
  }, [queryClient]);
}

/** refunds/create-refund-request: an exclusive lead, within 72 hours, with evidence (docs/product.md §5). */
export function useCreateRefundRequest() {
  const submitted = useRequestSubmitted();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createRefundRequest>) => callApi(createRefundRequest, { body }),
    onSuccess: submitted,
  });
}

/** refunds/create-replacement-request: reason and the seller's details (docs/product.md §3). */
export function useCreateReplacementRequest() {
  const submitted = useRequestSubmitted();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createReplacementRequest>) =>
      callApi(createReplacementRequest, { body }),
    onSuccess: submitted,
  });
}
