import { createSellerOptOut, getSellerOptOuts, type SellerOptOut } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../../lib/api-client';
import { adminQueryKeys } from '../../admin-query-keys';

export type { SellerOptOut };

/** GET admin/get-seller-opt-outs: the do-not-sell list, newest first, searched by number. */
export function useSellerOptOuts(search: string, page: number) {
  return useQuery({
    queryKey: [...adminQueryKeys.sellerOptOuts, search, page],
    queryFn: async () => {
      const response = await callApi(getSellerOptOuts, {
        query: { page: String(page), ...(search ? { search } : {}) },
      });
      return { optOuts: response.result, pagination: response.pagination };
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * POST admin/create-seller-opt-out: a number the team adds for a seller who phoned or wrote in.
 * Its leads leave the marketplace at once, so the console's lead list is read again too.
 */
export function useCreateSellerOptOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<NonNullable<typeof createSellerOptOut.body>>) =>
      (await callApi(createSellerOptOut, { body })).result,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.sellerOptOuts }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.leads }),
      ]),
  });
}
