import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { site } from '../config/site';
import { AuthCard } from '../features/customer-auth/auth-card';
import { ChosenPlanNote } from '../features/customer-auth/chosen-plan-note';
import { LoginForm } from '../features/customer-auth/login-form';
import { privatePageMeta } from '../lib/private-page-meta';
import { landingPathFor } from '../lib/safe-next-path';
import { useCurrentUser } from '../lib/use-current-user';

export const meta = () =>
  privatePageMeta(
    'Log in',
    `Log in to ${site.name} to take new motivated-seller leads, download them for your CRM and manage your plan.`,
  );

export default function LoginPage() {
  const [params] = useSearchParams();
  // A visitor who chose a plan on a pricing card goes on to its order summary (issue 20.6).
  const planId = params.get('plan');
  const next = params.get('next') ?? (planId ? `/billing?plan=${encodeURIComponent(planId)}` : null);
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();

  // Already signed in (another tab, a bookmark): go straight on.
  useEffect(() => {
    if (user) navigate(landingPathFor(next, user.role), { replace: true });
  }, [user, next, navigate]);

  return (
    <AuthCard
      title="Log in"
      intro="Welcome back. New leads are uploaded every day before 10 AM Central."
      footer={
        <>
          New to {site.name}?{' '}
          <Link
            to={planId ? `/sign-up?plan=${encodeURIComponent(planId)}` : '/sign-up'}
            className="font-semibold text-brand-700 underline"
          >
            Create an account
          </Link>{' '}
          — $99 to start with 25 leads.
        </>
      }
    >
      <ChosenPlanNote planId={planId} step="log in" />
      <LoginForm next={next} />
    </AuthCard>
  );
}
