import { setLeadFollowUp, type BodyOf } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { pipelineQueryKeys } from './pipeline-query-keys';

export const postLeadFollowUp = async (body: BodyOf<typeof setLeadFollowUp>) =>
  (await callApi(setLeadFollowUp, { body })).result;

/** POST pipeline/set-lead-follow-up: the board, the list and the dashboard's follow-ups follow. */
export function useSetLeadFollowUp(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (followUpOn: string | null) =>
      postLeadFollowUp({ purchase_id: purchaseId, follow_up_on: followUpOn }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineQueryKeys.all }),
  });
}
