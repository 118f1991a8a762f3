import { getPipelineBoard, type LeadType } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { pipelineQueryKeys } from './pipeline-query-keys';

export interface BoardFilters {
  leadType: LeadType | undefined;
  search: string;
}

export const fetchPipelineBoard = async ({ leadType, search }: BoardFilters) =>
  (await callApi(getPipelineBoard, { query: { lead_type: leadType, search: search || undefined } })).result;

/** GET pipeline/get-pipeline-board: every status with its count and its most recently moved leads. */
export const pipelineBoardQuery = (filters: BoardFilters) =>
  queryOptions({
    queryKey: pipelineQueryKeys.board(filters),
    queryFn: () => fetchPipelineBoard(filters),
    placeholderData: keepPreviousData,
  });

export function usePipelineBoard(filters: BoardFilters) {
  return useQuery(pipelineBoardQuery(filters));
}
