import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../components/form-controls';
import { usePendingSignUp } from '../features/customer-auth/api/customer-auth-api';
import { AuthCard } from '../features/customer-auth/auth-card';
import { ConfirmSignUpForm } from '../features/customer-auth/confirm-sign-up-form';
import { ApiError } from '../lib/api-client';
import { privatePageMeta } from '../lib/private-page-meta';
import { serverErrorText } from '../lib/server-error-text';

export const meta = () =>
  privatePageMeta('Confirm your email', 'Choose your password to finish creating your account.');

/** The link could not be used: what happened, and the way forward. */
function LinkProblem({ error }: { error: unknown }) {
  const isRegistered =
    error instanceof ApiError && error.detail?.startsWith('This email already has an account') === true;
  return (
    <AuthCard title={isRegistered ? 'You already have an account' : 'This link no longer works'}>
      <div role="alert" className="space-y-3 text-slate-800">
        <p>
          {error
            ? serverErrorText(error, 'We could not open this confirmation link.')
            : 'This confirmation link is incomplete.'}
        </p>
        {!isRegistered && (
          <p>
            Confirmation links work for 48 hours and only once. Sign up again with the same email and we will
            send a fresh link.
          </p>
        )}
      </div>
      <p className="mt-6 flex flex-wrap gap-3">
        {isRegistered ? (
          <>
            <Link to="/login" className={buttonClass('primary')}>
              Log in
            </Link>
            <Link to="/forgot-password" className={buttonClass('secondary')}>
              Reset my password
            </Link>
          </>
        ) : (
          <>
            <Link to="/sign-up" className={buttonClass('primary')}>
              Sign up again
            </Link>
            <Link to="/login" className={buttonClass('secondary')}>
              Log in
            </Link>
          </>
        )}
      </p>
    </AuthCard>
  );
}

/**
 * The sign-up confirmation link: shows the email it was sent to and asks the person who opened it
 * to choose the password; the account is created then (docs/decisions/018).
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const pending = usePendingSignUp(token);

  if (!token || pending.isError) return <LinkProblem error={pending.error} />;
  if (!pending.data) {
    return (
      <AuthCard title="Confirming your email">
        <p role="status" className="text-slate-800">
          One moment — we are opening your confirmation link.
        </p>
      </AuthCard>
    );
  }
  const { email, name, plan_id: planId } = pending.data.result;
  return (
    <AuthCard
      title="Choose your password"
      intro={
        <>
          This link was sent to <strong className="break-all text-ink">{email}</strong>. Choose the password
          you will sign in with to finish creating your account
          {planId ? '; then you will review your plan and pay.' : '.'}
        </>
      }
    >
      <ConfirmSignUpForm token={token} name={name} planId={planId} />
    </AuthCard>
  );
}
