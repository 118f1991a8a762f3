import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getMarketplaceLeads } from '@app/shared';
import { callApi } from '../../lib/api-client';
import type { MarketplaceQuery } from './lead-filters';

/** GET leads/get-marketplace-leads-unauthorized: readable without login (spec section 6). */
export function useMarketplaceLeads(query: MarketplaceQuery) {
  return useQuery({
    queryKey: ['marketplace-leads', query],
    queryFn: ({ signal }) => callApi(getMarketplaceLeads, { query, signal }),
    // The page being replaced stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
