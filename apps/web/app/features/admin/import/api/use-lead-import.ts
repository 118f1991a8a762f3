import {
  createLead,
  getImportBatch,
  getImportBatches,
  getImportRejectedRows,
  importLeads,
  previewLeadImport,
  publishLeadsNow,
  scheduleLeads,
  unpublishLeads,
  type importBatchSchema,
} from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof importLeads.body>) =>
      (await callApi(importLeads, { body })).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.importBatches }),
  });
}

/** GET admin/get-import-batches: the import history, newest first. */
export function useImportBatches(page: number) {
  return useQuery({
    queryKey: [...adminQueryKeys.importBatches, page],
    queryFn: async () => {
      const response = await callApi(getImportBatches, { query: { page: String(page), limit: '10' } });
      return { batches: response.result, pagination: response.pagination };
    },
    placeholderData: keepPreviousData,
  });
}

/** GET admin/get-import-batch for an import's own page; followed every 2 s while it still runs. */
export function useImportBatchDetail(batchId: string) {
  return useQuery({
    queryKey: adminQueryKeys.importBatch(batchId),
    queryFn: async () => (await callApi(getImportBatch, { query: { id: batchId } })).result,
    refetchInterval: (query) => (query.state.data && !isBatchFinished(query.state.data) ? 2000 : false),
  });
}

/** GET admin/get-import-rejected-rows: the rows an import skipped, with why, in file order. */
export function useRejectedRows(batchId: string, page: number) {
  return useQuery({
    queryKey: [...adminQueryKeys.importBatch(batchId), 'rejected', page],
    queryFn: async () => {
      const response = await callApi(getImportRejectedRows, {
        query: { id: batchId, page: String(page), limit: '50' },
      });
      return { rows: response.result, pagination: response.pagination };
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * Publish now, change the publish time or unpublish every lead of one import
 * (admin/publish-leads-now, admin/schedule-leads, admin/unpublish-leads with import_id).
 */
export function usePublishImport(batchId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.importBatch(batchId) }),
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.importBatches }),
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.leads }),
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.auditLog }),
    ]);
  const target = { import_id: batchId };
  return {
    publishNow: useMutation({
      mutationFn: async () => (await callApi(publishLeadsNow, { body: target })).result,
      onSuccess: refresh,
    }),
    schedule: useMutation({
      mutationFn: async (publishAt: string) =>
        (await callApi(scheduleLeads, { body: { ...target, publish_at: publishAt } })).result,
      onSuccess: refresh,
    }),
    unpublish: useMutation({
      mutationFn: async () => (await callApi(unpublishLeads, { body: target })).result,
      onSuccess: refresh,
    }),
  };
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
