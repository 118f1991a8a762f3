import { verifyEmail } from '@app/shared';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../components/form-controls';
import { AuthCard } from '../features/customer-auth/auth-card';
import { useSignedIn } from '../features/customer-auth/use-signed-in';
import { useTokenOnce } from '../features/customer-auth/use-token-once';
import { callApi } from '../lib/api-client';
import { privatePageMeta } from '../lib/private-page-meta';
import { serverErrorText } from '../lib/server-error-text';

export const meta = () =>
  privatePageMeta('Confirm your email', 'Confirm your email address to finish creating your account.');

/** The sign-up confirmation link: creates the account, signs in and opens the dashboard. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const mutation = useTokenOnce(
    token,
    (value) => callApi(verifyEmail, { body: { token: value } }),
    (response) => {
      signedIn(response.result);
      navigate('/dashboard', { replace: true });
    },
  );

  if (!token || mutation.isError) {
    return (
      <AuthCard title="This link no longer works">
        <div role="alert" className="space-y-3 text-slate-800">
          <p>
            {token
              ? serverErrorText(mutation.error, 'We could not confirm your email.')
              : 'This confirmation link is incomplete.'}
          </p>
          <p>
            Confirmation links expire after a while and work only once. Sign up again with the same email and
            we will send a fresh link.
          </p>
        </div>
        <p className="mt-6 flex flex-wrap gap-3">
          <Link to="/sign-up" className={buttonClass('primary')}>
            Sign up again
          </Link>
          <Link to="/login" className={buttonClass('secondary')}>
            Log in
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Confirming your email">
      <p role="status" className="text-slate-800">
        One moment — we are confirming your email and opening your dashboard.
      </p>
    </AuthCard>
  );
}
