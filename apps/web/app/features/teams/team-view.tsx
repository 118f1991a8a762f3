import { TEAM_ROLE_LABELS, type Team } from '@app/shared';
import { toast } from 'sonner';
import { DeliveryCard } from '../../components/delivery-card';
import { buttonClass } from '../../components/form-controls';
import { QueryError } from '../../components/query-error';
import { LoadingRegion, Skeleton } from '../../components/skeleton';
import { formatDate } from '../../lib/format-date';
import { serverErrorText } from '../../lib/server-error-text';
import { useCurrentUser } from '../../lib/use-current-user';
import { useRevokeInvitation, useTeam } from './api/team-api';
import { InviteMemberForm } from './invite-member-form';
import { LeaveTeamCard } from './leave-team-card';
import { TeamMemberRow } from './team-member-row';
import { seatsText } from '../../lib/team-seats';

function Invitations({ team }: { team: Team }) {
  const revoke = useRevokeInvitation();
  if (team.invitations.length === 0) return <p className="text-slate-700">No invitations waiting.</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {team.invitations.map((invitation) => (
        <li
          key={invitation._id}
          className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <p className="break-all font-semibold text-ink">{invitation.email}</p>
            <p className="text-sm text-slate-600">
              {TEAM_ROLE_LABELS[invitation.role]} · link works until {formatDate(invitation.expires_at)}
            </p>
          </div>
          <button
            type="button"
            className={`${buttonClass('secondary', 'sm')} self-start sm:self-auto`}
            disabled={revoke.isPending}
            aria-label={`Revoke the invitation to ${invitation.email}`}
            onClick={() =>
              revoke.mutate(
                { id: invitation._id },
                {
                  onSuccess: () => toast.success(`The invitation to ${invitation.email} was revoked.`),
                  onError: (error) =>
                    toast.error(serverErrorText(error, 'The invitation could not be revoked.')),
                },
              )
            }
          >
            Revoke
          </button>
        </li>
      ))}
    </ul>
  );
}

/** /dashboard/team (issue 22.4): the owner manages seats, invitations and roles; others read the list. */
export function TeamView() {
  const { data: user } = useCurrentUser();
  const { data: team, isPending, error, refetch } = useTeam();
  if (isPending) {
    return (
      <LoadingRegion label="Loading your team">
        <div className="space-y-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-40" />
        </div>
      </LoadingRegion>
    );
  }
  if (error) return <QueryError error={error} what="your team" onRetry={() => refetch()} />;
  const isOwner = user?.team_role === 'owner';
  const isFull = team.seats_limit !== null && team.seats_used >= team.seats_limit;
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-slate-700">
        Everyone in the team shares its credits, wallet and purchased leads; each purchase and status change
        shows who made it.{' '}
        {isOwner
          ? 'Seats include you, every member and every invitation still open.'
          : `You are a ${TEAM_ROLE_LABELS[user?.team_role ?? 'viewer'].toLowerCase()} in ${team.account_name}’s team; the owner manages it.`}
      </p>
      {isOwner && (
        <DeliveryCard
          title="Invite a member"
          description={<p className="font-semibold">{seatsText(team)}</p>}
        >
          <InviteMemberForm isFull={isFull} />
        </DeliveryCard>
      )}
      <DeliveryCard title="Members" description={isOwner ? undefined : <p>{seatsText(team)}</p>}>
        <ul className="divide-y divide-slate-200">
          {team.members.map((member) => (
            <TeamMemberRow
              key={member.user_id}
              member={member}
              isYou={member.user_id === user?._id}
              canManage={isOwner}
            />
          ))}
        </ul>
      </DeliveryCard>
      {isOwner && (
        <DeliveryCard title="Invitations waiting">
          <Invitations team={team} />
        </DeliveryCard>
      )}
      {user && !isOwner && <LeaveTeamCard accountName={team.account_name} />}
    </div>
  );
}
