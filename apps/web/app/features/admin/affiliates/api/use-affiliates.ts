import {
  getAffiliateDetails,
  getAffiliators,
  recordAffiliatePayout,
  updateAffiliate,
  type QueryOf,
  type affiliateDetailsSchema,
} from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../../lib/api-client';
import { adminQueryKeys } from '../../admin-query-keys';

export type AffiliateDetails = z.infer<typeof affiliateDetailsSchema>;
export type AffiliatesQuery = QueryOf<typeof getAffiliators>;

/** GET affiliator/get-affiliators with the status filter and search. */
export function useAffiliates(query: AffiliatesQuery) {
  return useQuery({
    queryKey: [...adminQueryKeys.affiliates, query],
    queryFn: async () => {
      const response = await callApi(getAffiliators, { query });
      return { affiliates: response.result, pagination: response.pagination };
    },
    placeholderData: keepPreviousData,
  });
}

/** GET admin/get-affiliate-details: referral link, referred customers, commission and payouts. */
export function useAffiliateDetails(id: string) {
  return useQuery({
    queryKey: adminQueryKeys.affiliate(id),
    queryFn: async () => (await callApi(getAffiliateDetails, { query: { id } })).result,
  });
}

/** Both writes answer with the fresh details: put them in the cache, and refresh the list (status, name). */
function useAffiliateWrite<B>(write: (body: B) => Promise<AffiliateDetails>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (details) => {
      queryClient.setQueryData(adminQueryKeys.affiliate(details._id), details);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.affiliates });
    },
  });
}

export const useUpdateAffiliate = () =>
  useAffiliateWrite(
    async (body: z.input<NonNullable<typeof updateAffiliate.body>>) =>
      (await callApi(updateAffiliate, { body })).result,
  );

export const useRecordPayout = () =>
  useAffiliateWrite(
    async (body: z.input<NonNullable<typeof recordAffiliatePayout.body>>) =>
      (await callApi(recordAffiliatePayout, { body })).result,
  );
