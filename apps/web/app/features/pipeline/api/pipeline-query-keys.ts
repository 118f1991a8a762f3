import { customerQueryKeys } from '../../../lib/customer-query-keys';

/** Everything the pipeline shows starts with customerQueryKeys.pipeline: one change refreshes it all. */
export const pipelineQueryKeys = {
  all: customerQueryKeys.pipeline,
  board: (filters: object) => [...customerQueryKeys.pipeline, 'board', filters] as const,
  list: (filters: object) => [...customerQueryKeys.pipeline, 'list', filters] as const,
  lead: (purchaseId: string) => [...customerQueryKeys.pipeline, 'lead', purchaseId] as const,
};
