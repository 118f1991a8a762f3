import { getAdminLeads, getLeadBuyers, updateLead, withdrawLead, type adminLeadSchema } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../../lib/api-client';
import { adminQueryKeys } from '../../admin-query-keys';
import type { AdminLeadsQuery } from '../leads-query';

export type AdminLead = z.infer<typeof adminLeadSchema>;

/** GET admin/get-leads: any status, newest first; the previous page stays while the next loads. */
export function useAdminLeads(query: AdminLeadsQuery) {
  return useQuery({
    queryKey: [...adminQueryKeys.leads, query],
    queryFn: async () => {
      const response = await callApi(getAdminLeads, { query });
      return { leads: response.result, pagination: response.pagination };
    },
    placeholderData: keepPreviousData,
  });
}

export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<NonNullable<typeof updateLead.body>>) =>
      (await callApi(updateLead, { body })).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.leads }),
  });
}

export function useWithdrawLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<NonNullable<typeof withdrawLead.body>>) =>
      (await callApi(withdrawLead, { body })).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.leads }),
  });
}

/** GET admin/get-lead-buyers: who took a lead and when. */
export function useLeadBuyers(leadId: string) {
  return useQuery({
    queryKey: adminQueryKeys.leadBuyers(leadId),
    queryFn: async () => (await callApi(getLeadBuyers, { query: { id: leadId } })).result,
  });
}
