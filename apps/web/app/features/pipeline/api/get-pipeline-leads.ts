import { getPipelineLeads, type FOLLOW_UP_FILTERS, type LeadType, type PipelineStatus } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { addressOf, callApi } from '../../../lib/api-client';
import { takeFirstScreenAnswer } from '../../../lib/first-screen-answers';
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

const queryOf = (filters: PipelineListFilters) => ({
  status: filters.status,
  follow_up: filters.followUp,
  lead_type: filters.leadType,
  search: filters.search || undefined,
  assigned_to_me: filters.assignedToMe ? ('true' as const) : undefined,
  page: String(filters.page),
  limit: String(filters.limit ?? PIPELINE_PAGE_SIZE),
});

const listOf = (answer: z.output<typeof getPipelineLeads.response>) => ({
  leads: answer.result,
  pagination: answer.pagination,
});

export async function fetchPipelineLeads(filters: PipelineListFilters) {
  return listOf(await callApi(getPipelineLeads, { query: queryOf(filters) }));
}

/**
 * The list as the API painted it into the page's HTML (the dashboard's follow-ups due, issue
 * 24.1), read as an answer of the API is; undefined when the page holds none for these filters.
 */
function paintedList(filters: PipelineListFilters) {
  const answer = takeFirstScreenAnswer(addressOf(getPipelineLeads, queryOf(filters)));
  if (answer === undefined) return undefined;
  const parsed = getPipelineLeads.response.safeParse(answer);
  return parsed.success ? listOf(parsed.data) : undefined;
}

/** GET pipeline/get-pipeline-leads: the list view, and the dashboard's follow-ups due. */
export const pipelineLeadsQuery = (filters: PipelineListFilters) =>
  queryOptions({
    queryKey: pipelineQueryKeys.list(filters),
    queryFn: () => fetchPipelineLeads(filters),
    initialData: () => paintedList(filters),
    placeholderData: keepPreviousData,
  });

export function usePipelineLeads(filters: PipelineListFilters) {
  return useQuery(pipelineLeadsQuery(filters));
}
