import { getMyRequests } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { customerQueryKeys } from '../../../lib/customer-query-keys';

/** GET refunds/get-my-requests: the member's refund and replacement requests. */
export function useMyRequests() {
  return useQuery({
    queryKey: customerQueryKeys.requests,
    queryFn: async () => (await callApi(getMyRequests)).result,
  });
}
