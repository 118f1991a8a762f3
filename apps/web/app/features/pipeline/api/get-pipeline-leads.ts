import { getPipelineLeads, type FOLLOW_UP_FILTERS, type LeadType, type PipelineStatus } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { pipelineQueryKeys } from './pipeline-query-keys';

export type FollowUpFilter = (typeof FOLLOW_UP_FILTERS)[number];

export interface PipelineListFilters {
  status: PipelineStatus | undefined;
  followUp: FollowUpFilter | undefined;
  leadType: LeadType | undefined;
  search: string;
  /** Only the leads assigned to the member asking (issue 22.4). */
  assignedToMe?: boolean;
  page: number;
  limit?: number;
}

export const PIPELINE_PAGE_SIZE = 25;

export async function fetchPipelineLeads(filters: PipelineListFilters) {
  const response = await callApi(getPipelineLeads, {
    query: {
      status: filters.status,
      follow_up: filters.followUp,
      lead_type: filters.leadType,
      search: filters.search || undefined,
      assigned_to_me: filters.assignedToMe ? 'true' : undefined,
      page: String(filters.page),
      limit: String(filters.limit ?? PIPELINE_PAGE_SIZE),
    },
  });
  return { leads: response.result, pagination: response.pagination };
}

/** GET pipeline/get-pipeline-leads: the list view, and the dashboard's follow-ups due. */
export const pipelineLeadsQuery = (filters: PipelineListFilters) =>
  queryOptions({
    queryKey: pipelineQueryKeys.list(filters),
    queryFn: () => fetchPipelineLeads(filters),
    placeholderData: keepPreviousData,
  });

export function usePipelineLeads(filters: PipelineListFilters) {
  return useQuery(pipelineLeadsQuery(filters));
}
