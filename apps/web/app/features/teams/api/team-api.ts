import {
  acceptTeamInvitation,
  changeTeamMemberRole,
  getTeam,
  getTeamInvitation,
  inviteTeamMember,
  leaveTeam,
  removeTeamMember,
  revokeTeamInvitation,
  type BodyOf,
  type Team,
} from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { customerQueryKeys } from '../../../lib/customer-query-keys';
import { useSignedIn } from '../../../lib/use-signed-in';

/** teams/get-team: seats, members and (for the owner) open invitations. */
export function useTeam() {
  return useQuery({
    queryKey: customerQueryKeys.team,
    queryFn: async () => (await callApi(getTeam)).result,
  });
}

/** Every change answers the team as it is now: the page shows that answer at once. */
function useTeamChange<B>(send: (body: B) => Promise<{ result: Team }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: B) => (await send(body)).result,
    onSuccess: (team) => queryClient.setQueryData(customerQueryKeys.team, team),
  });
}

export const useInviteMember = () =>
  useTeamChange((body: BodyOf<typeof inviteTeamMember>) => callApi(inviteTeamMember, { body }));
export const useRevokeInvitation = () =>
  useTeamChange((body: BodyOf<typeof revokeTeamInvitation>) => callApi(revokeTeamInvitation, { body }));
export const useChangeMemberRole = () =>
  useTeamChange((body: BodyOf<typeof changeTeamMemberRole>) => callApi(changeTeamMemberRole, { body }));
export const useRemoveMember = () =>
  useTeamChange((body: BodyOf<typeof removeTeamMember>) => callApi(removeTeamMember, { body }));

/** teams/get-invitation: who invites, to which role, and whether the address has an account. */
export function useTeamInvitation(token: string | null) {
  return useQuery({
    queryKey: ['team-invitation', token],
    queryFn: async () => (await callApi(getTeamInvitation, { body: { token: token! } })).result,
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
}

/** teams/accept-invitation: joins the team and signs this browser in as the person who joined. */
export function useAcceptInvitation() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: BodyOf<typeof acceptTeamInvitation>) => callApi(acceptTeamInvitation, { body }),
    onSuccess: (response) => signedIn(response.result),
  });
}

/** teams/leave: the member leaves; this browser goes on as their own account, with nothing cached of the team's. */
export function useLeaveTeam() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: async () => (await callApi(leaveTeam, { body: {} })).result,
    onSuccess: (user) => signedIn(user),
  });
}
