import { decideRequest, getAdminLeads, getAdminRequests, type AdminRequest } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../../lib/api-client';
import { adminQueryKeys } from '../../admin-query-keys';

export type RequestStatus = AdminRequest['status'];
export type DecideBody = z.input<NonNullable<typeof decideRequest.body>>;

/** GET admin/get-requests: oldest first, which is also due first, so the overdue ones lead the queue. */
export function useAdminRequests(status: RequestStatus, page: number) {
  return useQuery({
    queryKey: [...adminQueryKeys.requests, status, page],
    queryFn: async () => {
      const response = await callApi(getAdminRequests, { query: { status, page: String(page) } });
      return { requests: response.result, pagination: response.pagination };
    },
    placeholderData: keepPreviousData,
  });
}

/** POST admin/decide-request; the queue, the leads (a replacement changes a lead's buyers) and the customers' wallets change. */
export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DecideBody) => (await callApi(decideRequest, { body })).result,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.requests });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.leads });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.customers });
    },
  });
}

/** Published premium leads that could replace a bad one (admin/get-leads). */
export function useReplacementCandidates(search: string) {
  return useQuery({
    queryKey: [...adminQueryKeys.leads, 'replacement-candidates', search],
    queryFn: async () =>
      (
        await callApi(getAdminLeads, {
          query: { status: 'published', lead_type: 'premium', limit: '8', ...(search ? { search } : {}) },
        })
      ).result,
    placeholderData: keepPreviousData,
  });
}
