import { formatBalance } from '../../lib/format-money';
import { useChosenPlan } from './api/customer-auth-api';

/**
 * Names the plan chosen on a pricing card while the visitor signs in or creates an account, and
 * what comes next: the order summary, where nothing is charged until they confirm (issue 20.6).
 */
export function ChosenPlanNote({ planId, step }: { planId: string | null; step: 'log in' | 'sign up' }) {
  const { data: plan } = useChosenPlan(planId);
  if (!plan) return null;
  const period = plan.plan_occurance === 'yearly' ? 'year' : 'month';
  return (
    <p className="mb-5 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-100">
      You chose the <strong>{plan.plan_name}</strong> plan ({plan.plan_occurance}),{' '}
      {formatBalance(plan.price)} a {period}.{' '}
      {step === 'sign up'
        ? 'Create your account; after confirming your email you review the order before anything is charged.'
        : 'Log in and review the order before anything is charged.'}
    </p>
  );
}
