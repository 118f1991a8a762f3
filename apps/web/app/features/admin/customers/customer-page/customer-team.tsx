import { TEAM_ROLE_LABELS, type CustomerDetail } from '@app/shared';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../lib/format-date';
import { AdminPanel } from '../../admin-page';
import { seatsText } from '../../../../lib/team-seats';

type CustomerTeam = CustomerDetail['team'];

/**
 * The customer's team (decision 036): for a member, whose account they work in and as what; for an
 * owner, the people and the open invitations of theirs. Each person links to their own page.
 */
export function CustomerTeam({ customerId, team }: { customerId: string; team: CustomerTeam }) {
  const others = team.members.filter((member) => member.user_id !== customerId);
  const description = team.account ? (
    <p>
      {TEAM_ROLE_LABELS[team.role]} in the account of{' '}
      <Link
        to={`/admin/customers/${team.account._id}`}
        className="font-semibold text-brand-700 underline underline-offset-2"
      >
        {team.account.name}
      </Link>{' '}
      ({team.account.email}), which pays for the leads, credits and wallet they use. {seatsText(team)}.
    </p>
  ) : others.length === 0 && team.invitations.length === 0 ? (
    <p>Owner of their account, with no team members and no invitations open. {seatsText(team)}.</p>
  ) : (
    <p>Owner of their account. {seatsText(team)}.</p>
  );
  return (
    <AdminPanel title="Team" description={description}>
      {others.length > 0 && (
        <ul className="divide-y divide-slate-100">
          {others.map((member) => (
            <li key={member.user_id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <span className="min-w-0">
                <Link
                  to={`/admin/customers/${member.user_id}`}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  {member.name}
                </Link>
                <span className="block break-all text-sm text-slate-600">{member.email}</span>
              </span>
              <span className="text-sm text-slate-700">
                {TEAM_ROLE_LABELS[member.role]}
                {member.role === 'owner' ? '' : ` · joined ${formatDateTime(member.added_at)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {team.invitations.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-600">
            Invitations open
          </h3>
          <ul className="divide-y divide-slate-100">
            {team.invitations.map((invitation) => (
              <li key={invitation._id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                <span className="break-all text-ink">{invitation.email}</span>
                <span className="text-slate-700">
                  {TEAM_ROLE_LABELS[invitation.role]} · link works until{' '}
                  {formatDateTime(invitation.expires_at)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </AdminPanel>
  );
}
