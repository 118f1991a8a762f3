import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../components/form-controls';
import { AuthCard } from '../features/customer-auth/auth-card';
import { ResetPasswordForm } from '../features/customer-auth/reset-password-form';
import { privatePageMeta } from '../lib/private-page-meta';

export const meta = () =>
  privatePageMeta(
    'Choose a new password',
    'Set a new password for your account from the link we emailed you.',
  );

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard
      title="Choose a new password"
      intro="Your other devices will be signed out; this one stays signed in."
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div role="alert" className="space-y-4">
          <p className="text-slate-800">
            This link is incomplete. Open the link from the email again, or ask for a new one.
          </p>
          <Link to="/forgot-password" className={buttonClass('primary')}>
            Ask for a new reset link
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
