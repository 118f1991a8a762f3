import { useQuery } from '@tanstack/react-query';
import type { UsStateCode, getMarketplaceCounties } from '@app/shared';
import { callApi, endpointRoute } from '../../../lib/api-client';

/** An island's call: by route, so the marketplace loads no zod (decision 013). */
const GET_MARKETPLACE_COUNTIES = endpointRoute<typeof getMarketplaceCounties>(
  'GET',
  'leads/get-marketplace-counties',
);

/** GET leads/get-marketplace-counties: the counties of a state with leads for sale, for the county filter. */
export function useMarketplaceCounties(state: string) {
  return useQuery({
    queryKey: ['marketplace-counties', state],
    queryFn: ({ signal }) =>
      callApi(GET_MARKETPLACE_COUNTIES, { query: { state: state as UsStateCode }, signal }),
    enabled: state !== '',
    staleTime: 60_000,
  });
}
