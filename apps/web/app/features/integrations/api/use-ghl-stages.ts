import { getGoHighLevelPipelines, setGoHighLevelStages, type BodyOf } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { deliveryQueryKeys } from '../../../lib/delivery-query-keys';

/** integrations/set-go-high-level-stages: answers with the new overview, cached as is. */
export function useSetGoHighLevelStages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<typeof setGoHighLevelStages>) =>
      (await callApi(setGoHighLevelStages, { body })).result,
    onSuccess: (overview) => queryClient.setQueryData(deliveryQueryKeys.integrations, overview),
  });
}

/**
 * integrations/get-go-high-level-pipelines, on request: it calls Go High Level with the member's
 * token, which may lack the opportunities scope, so it runs when the member asks, not on every visit.
 */
export const useLoadGoHighLevelPipelines = () =>
  useMutation({ mutationFn: async () => (await callApi(getGoHighLevelPipelines)).result });
