import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { customerQueryKeys } from '../../lib/customer-query-keys';

/** After a refund or replacement request: the lead shows its request status and /requests lists it. */
export function useRequestSubmitted() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: customerQueryKeys.purchased });
    void queryClient.invalidateQueries({ queryKey: customerQueryKeys.requests });
  }, [queryClient]);
}
