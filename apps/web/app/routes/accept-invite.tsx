import { TEAM_ROLE_LABELS } from '@app/shared';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../components/form-controls';
import { AuthCard } from '../features/customer-auth/auth-card';
import { AcceptInviteForm } from '../features/teams/accept-invite-form';
import { useTeamInvitation } from '../features/teams/api/team-api';
import { privatePageMeta } from '../lib/private-page-meta';
import { serverErrorText } from '../lib/server-error-text';

export const meta = () => privatePageMeta('Join a team', 'Accept an invitation to a team on SellerSignal.');

/** The invitation's link (issue 22.4): shows who invites and to which role, then joins. */
export default function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const invitation = useTeamInvitation(token);

  if (!token || invitation.isError) {
    return (
      <AuthCard title="This invitation no longer works">
        <p role="alert" className="text-slate-800">
          {invitation.error
            ? serverErrorText(invitation.error, 'We could not open this invitation.')
            : 'This invitation link is incomplete.'}
        </p>
        <p className="mt-6">
          <Link to="/login" className={buttonClass('secondary')}>
            Log in
          </Link>
        </p>
      </AuthCard>
    );
  }
  if (!invitation.data) {
    return (
      <AuthCard title="Opening your invitation">
        <p role="status" className="text-slate-800">
          One moment — we are opening your invitation.
        </p>
      </AuthCard>
    );
  }
  const { account_name: accountName, email, role, has_account: hasAccount } = invitation.data;
  return (
    <AuthCard
      title={`Join ${accountName}’s team`}
      intro={
        <>
          You are invited as a <strong className="text-ink">{TEAM_ROLE_LABELS[role].toLowerCase()}</strong>{' '}
          with <strong className="break-all text-ink">{email}</strong>.{' '}
          {hasAccount
            ? 'This email has an account: enter its password to join. An account with its own plan, purchases or wallet balance cannot join.'
            : 'Choose your name and password to join.'}
        </>
      }
    >
      <AcceptInviteForm token={token} hasAccount={hasAccount} />
    </AuthCard>
  );
}
