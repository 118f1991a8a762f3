import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../components/form-controls';
import { useConfirmEmailChange } from '../features/customer-auth/api/customer-auth-api';
import { AuthCard } from '../features/customer-auth/auth-card';
import { RevokedAccessNotice } from '../features/customer-auth/revoked-access-notice';
import { privatePageMeta } from '../lib/private-page-meta';
import { serverErrorText } from '../lib/server-error-text';
import { useCurrentUser } from '../lib/use-current-user';

export const meta = () =>
  privatePageMeta('Confirm your new email', 'Confirm the new email address of your account.');

/** The link sent to a new address after auth/request-email-change. */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { data: user } = useCurrentUser();
  const mutation = useConfirmEmailChange(token);

  if (!token || mutation.isError) {
    return (
      <AuthCard title="This link no longer works">
        <div role="alert" className="space-y-3 text-slate-800">
          <p>
            {token
              ? serverErrorText(mutation.error, 'We could not confirm your new email.')
              : 'This confirmation link is incomplete.'}
          </p>
          <p>
            Your email address has not changed. Ask for the change again from your account page to get a fresh
            link.
          </p>
        </div>
        <p className="mt-6">
          <Link to={user ? '/account' : '/login?next=%2Faccount'} className={buttonClass('primary')}>
            Go to my account
          </Link>
        </p>
      </AuthCard>
    );
  }

  if (mutation.isSuccess) {
    const { email, revoked_access: revoked } = mutation.data.result;
    return (
      <AuthCard title="Your email is changed">
        <div role="status" className="space-y-4">
          <p className="text-slate-800">
            From now on, sign in, receipts and lead alerts use{' '}
            <strong className="break-all text-ink">{email}</strong>. Every other device was signed out, and
            links sent to your old address no longer work.
          </p>
          <RevokedAccessNotice revoked={revoked} />
        </div>
        <p className="mt-6">
          <Link to={user ? '/account' : '/login?next=%2Faccount'} className={buttonClass('primary')}>
            {user ? 'Back to my account' : 'Log in'}
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Confirming your new email">
      <p role="status" className="text-slate-800">
        One moment — we are confirming your new email address.
      </p>
    </AuthCard>
  );
}
