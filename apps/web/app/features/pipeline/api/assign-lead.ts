import { assignLead, getTeam, type BodyOf } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { customerQueryKeys } from '../../../lib/customer-query-keys';
import { pipelineQueryKeys } from './pipeline-query-keys';

/** teams/get-team, for the people a lead can be assigned to (the owner and the members). */
export function useAssignableMembers() {
  return useQuery({
    queryKey: customerQueryKeys.team,
    queryFn: async () => (await callApi(getTeam)).result,
    select: (team) => team.members,
  });
}

/** POST pipeline/assign-lead: the board, the list and the panel follow. */
export function useAssignLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<typeof assignLead>) => (await callApi(assignLead, { body })).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineQueryKeys.all }),
  });
}
