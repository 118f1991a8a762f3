import type { RevokedAccess } from '@app/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../components/form-controls';
import { AuthCard } from '../features/customer-auth/auth-card';
import { ResetPasswordForm } from '../features/customer-auth/reset-password-form';
import { RevokedAccessNotice } from '../features/customer-auth/revoked-access-notice';
import { privatePageMeta } from '../lib/private-page-meta';

export const meta = () =>
  privatePageMeta(
    'Choose a new password',
    'Set a new password for your account from the link we emailed you.',
  );

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [revoked, setRevoked] = useState<RevokedAccess | null>(null);
  if (revoked) {
    return (
      <AuthCard title="Your password is changed">
        <div role="status" className="space-y-4">
          <p className="text-slate-800">You are signed in here, and every other device was signed out.</p>
          <RevokedAccessNotice revoked={revoked} />
        </div>
        <p className="mt-6">
          <Link to="/dashboard" replace className={buttonClass('primary')}>
            Go to my dashboard
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      intro="Your other devices will be signed out and your API keys, webhooks and lead connections switched off; this one stays signed in."
    >
      {token ? (
        <ResetPasswordForm token={token} onRevoked={setRevoked} />
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
