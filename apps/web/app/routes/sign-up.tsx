import { Link, useSearchParams } from 'react-router';
import { site } from '../config/site';
import { AuthCard } from '../features/customer-auth/auth-card';
import { ChosenPlanNote } from '../features/customer-auth/chosen-plan-note';
import { SignUpForm } from '../features/customer-auth/sign-up-form';
import { privatePageMeta } from '../lib/private-page-meta';

export const meta = () =>
  privatePageMeta(
    'Sign up',
    `Create your ${site.name} account: motivated-seller leads for investors, wholesalers and agents, $99 to start with 25 leads.`,
  );

export default function SignUpPage() {
  // The plan chosen on a pricing card travels with the sign-up to its order summary (issue 20.6).
  const planId = useSearchParams()[0].get('plan');
  return (
    <AuthCard
      title="Create your account"
      intro="Motivated-seller leads, qualified before upload and delivered every morning. Members must be 18 or older."
      footer={
        <>
          Already a member?{' '}
          <Link
            to={planId ? `/login?plan=${encodeURIComponent(planId)}` : '/login'}
            className="font-semibold text-brand-700 underline"
          >
            Log in
          </Link>
        </>
      }
    >
      <ChosenPlanNote planId={planId} step="sign up" />
      <SignUpForm planId={planId ?? undefined} />
    </AuthCard>
  );
}
