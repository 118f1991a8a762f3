import { Link } from 'react-router';
import { site } from '../config/site';
import { AuthCard } from '../features/customer-auth/auth-card';
import { SignUpForm } from '../features/customer-auth/sign-up-form';
import { privatePageMeta } from '../lib/private-page-meta';

export const meta = () =>
  privatePageMeta(
    'Sign up',
    `Create your ${site.name} account: motivated-seller leads for investors, wholesalers and agents, $99 to start with 25 leads.`,
  );

export default function SignUpPage() {
  return (
    <AuthCard
      title="Create your account"
      intro="Motivated-seller leads, qualified before upload and delivered every morning. Members must be 18 or older."
      footer={
        <>
          Already a member?{' '}
          <Link to="/login" className="font-semibold text-brand-700 underline">
            Log in
          </Link>
        </>
      }
    >
      <SignUpForm />
    </AuthCard>
  );
}
