import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { getMarketplaceLeads } from '@app/shared';
import { callApi, endpointRoute } from '../../../lib/api-client';
import type { MarketplaceQuery } from '../lead-filters';

/** An island's call: by route, so the marketplace loads no zod (decision 013). */
const GET_MARKETPLACE_LEADS = endpointRoute<typeof getMarketplaceLeads>(
  'GET',
  'leads/get-marketplace-leads-unauthorized',
);

/** GET leads/get-marketplace-leads-unauthorized: readable without login (docs/product.md §6). */
export function useMarketplaceLeads(query: MarketplaceQuery, enabled = true) {
  return useQuery({
    queryKey: ['marketplace-leads', query],
    queryFn: ({ signal }) => callApi(GET_MARKETPLACE_LEADS, { query, signal }),
    // Not before the page's own search is known (it is in the URL, read after hydration).
    enabled,
    // The page being replaced stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
