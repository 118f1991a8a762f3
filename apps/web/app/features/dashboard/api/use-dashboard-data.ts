import { getDashboardData } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { customerQueryKeys } from '../../../lib/customer-query-keys';

/** GET leads/get-dashboard-data: credits, wallet, this month's leads, today's new leads, the subscription. */
export const dashboardDataQuery = queryOptions({
  queryKey: customerQueryKeys.dashboard,
  queryFn: async () => {
    const response = await callApi(getDashboardData, { query: {} });
    return { ...response.result, owned_leads: response.count };
  },
  staleTime: 30_000,
});

export function useDashboardData() {
  return useQuery(dashboardDataQuery);
}
