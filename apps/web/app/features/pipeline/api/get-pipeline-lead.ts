import { getPipelineLead } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { pipelineQueryKeys } from './pipeline-query-keys';

export const fetchPipelineLead = async (purchaseId: string) =>
  (await callApi(getPipelineLead, { query: { purchase_id: purchaseId } })).result;

/** GET pipeline/get-pipeline-lead: one lead's details, history, notes and follow-up. */
export const pipelineLeadQuery = (purchaseId: string) =>
  queryOptions({
    queryKey: pipelineQueryKeys.lead(purchaseId),
    queryFn: () => fetchPipelineLead(purchaseId),
  });

export function usePipelineLead(purchaseId: string) {
  return useQuery(pipelineLeadQuery(purchaseId));
}
