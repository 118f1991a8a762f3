import { getDncLists, getLeadCompliance, uploadDncList } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../../lib/api-client';
import { adminQueryKeys } from '../../admin-query-keys';

/** GET admin/get-lead-compliance: consent and Do-Not-Call coverage of published leads, per source. */
export function useLeadCompliance() {
  return useQuery({
    queryKey: adminQueryKeys.compliance,
    queryFn: async () => (await callApi(getLeadCompliance)).result,
  });
}

/** GET admin/get-dnc-lists: the lists leads are checked against, and their last upload. */
export function useDncLists() {
  return useQuery({
    queryKey: adminQueryKeys.dncLists,
    queryFn: async () => (await callApi(getDncLists)).result,
  });
}

/** POST admin/upload-dnc-list: flags change at once, so coverage and the lead list are read again. */
export function useUploadDncList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<NonNullable<typeof uploadDncList.body>>) =>
      (await callApi(uploadDncList, { body })).result,
    onSuccess: () =>
      Promise.all(
        [adminQueryKeys.dncLists, adminQueryKeys.compliance, adminQueryKeys.leads].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
