import {
  getAdminLeads,
  getLeadBuyers,
  publishLeadsNow,
  scheduleLeads,
  unpublishLeads,
  updateLead,
  withdrawLead,
  type adminLeadSchema,
} from '@app/shared';
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

/**
 * Publish chosen leads now, move them to another time, or take them off the marketplace
 * (admin/publish-leads-now, admin/schedule-leads, admin/unpublish-leads with lead_ids).
 */
export function usePublishLeads() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.leads }),
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.importBatches }),
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.auditLog }),
    ]);
  return {
    publishNow: useMutation({
      mutationFn: async (leadIds: string[]) =>
        (await callApi(publishLeadsNow, { body: { lead_ids: leadIds } })).result,
      onSuccess: refresh,
    }),
    schedule: useMutation({
      mutationFn: async ({ leadIds, publishAt }: { leadIds: string[]; publishAt: string }) =>
        (await callApi(scheduleLeads, { body: { lead_ids: leadIds, publish_at: publishAt } })).result,
      onSuccess: refresh,
    }),
    unpublish: useMutation({
      mutationFn: async (leadIds: string[]) =>
        (await callApi(unpublishLeads, { body: { lead_ids: leadIds } })).result,
      onSuccess: refresh,
    }),
  };
}
