import {
  createLead,
  getImportBatch,
  importLeads,
  previewLeadImport,
  type importBatchSchema,
} from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../../lib/api-client';
import { adminQueryKeys } from '../../admin-query-keys';
import { isBatchFinished } from '../csv-file';

export type ImportOptions = z.input<typeof previewLeadImport.body>;
export type ImportBatch = z.infer<typeof importBatchSchema>;

/** POST admin/preview-lead-import: every row checked, nothing saved. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: async (options: ImportOptions) =>
      (await callApi(previewLeadImport, { body: options })).result,
  });
}

/** POST admin/import-leads: queues the valid rows; answers with the batch to follow. */
export function useStartImport() {
  return useMutation({
    mutationFn: async (body: z.input<typeof importLeads.body>) =>
      (await callApi(importLeads, { body })).result,
  });
}

/** GET admin/get-import-batch every second until the batch is done or failed. */
export function useImportBatch(initial: ImportBatch) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: adminQueryKeys.importBatch(initial._id),
    queryFn: async () => {
      const batch = (await callApi(getImportBatch, { query: { id: initial._id } })).result;
      // New leads exist now: the leads list must not show a stale page.
      if (isBatchFinished(batch)) void queryClient.invalidateQueries({ queryKey: adminQueryKeys.leads });
      return batch;
    },
    initialData: initial,
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => (isBatchFinished(query.state.data) ? false : 1000),
    refetchIntervalInBackground: true,
  });
}

/** POST admin/create-lead: the single-lead form. */
export function useCreateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof createLead.body>) => (await callApi(createLead, { body })).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.leads }),
  });
}
