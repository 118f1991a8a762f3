import { addLeadNote, type BodyOf } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { pipelineQueryKeys } from './pipeline-query-keys';

export const postLeadNote = async (body: BodyOf<typeof addLeadNote>) =>
  (await callApi(addLeadNote, { body })).result;

/** POST pipeline/add-lead-note; the lead's panel shows it at the top of its notes. */
export function useAddLeadNote(purchaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => postLeadNote({ purchase_id: purchaseId, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineQueryKeys.lead(purchaseId) }),
  });
}
