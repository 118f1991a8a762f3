import { createWalletAdjustment, getCustomers, type adminCustomerSchema } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../../lib/api-client';
import { adminQueryKeys } from '../../admin-query-keys';

export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** GET admin/get-customers: members by name or email, newest first. */
export function useCustomers(search: string, page: number) {
  return useQuery({
    queryKey: [...adminQueryKeys.customers, search, page],
    queryFn: async () => {
      const response = await callApi(getCustomers, {
        query: { page: String(page), ...(search ? { search } : {}) },
      });
      return { customers: response.result, pagination: response.pagination };
    },
    placeholderData: keepPreviousData,
  });
}

/** POST admin/create-wallet-adjustment: a reward or a correction, as a new wallet ledger entry. */
export function useWalletAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<NonNullable<typeof createWalletAdjustment.body>>) =>
      (await callApi(createWalletAdjustment, { body })).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.customers }),
  });
}
