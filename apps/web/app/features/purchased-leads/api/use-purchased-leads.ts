import { getMyPurchasedLeads, type LeadType, type UsStateCode } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { customerQueryKeys } from '../../../lib/customer-query-keys';

export interface PurchasedLeadsFilters {
  leadType: LeadType;
  state: UsStateCode | undefined;
  search: string;
  page: number;
}

export const PURCHASED_PAGE_SIZE = 12;

/** GET leads/get-my-purchased-leads for one tab (premium or exclusive), newest first. */
export function usePurchasedLeads({ leadType, state, search, page }: PurchasedLeadsFilters) {
  return useQuery({
    queryKey: [...customerQueryKeys.purchased, leadType, { state, search, page }],
    queryFn: async () => {
      const response = await callApi(getMyPurchasedLeads, {
        query: {
          lead_type: leadType,
          state,
          search: search || undefined,
          page: String(page),
          limit: String(PURCHASED_PAGE_SIZE),
        },
      });
      return { leads: response.result, pagination: response.pagination };
    },
    placeholderData: keepPreviousData,
  });
}
