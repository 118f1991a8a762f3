import { Link } from 'react-router';
import { AuthCard } from '../features/customer-auth/auth-card';
import { ForgotPasswordForm } from '../features/customer-auth/forgot-password-form';
import { privatePageMeta } from '../lib/private-page-meta';

export const meta = () =>
  privatePageMeta('Forgot your password', 'Get a link by email to choose a new password for your account.');

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the email you sign in with and we will send you a link to choose a new password."
      footer={
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Back to login
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
