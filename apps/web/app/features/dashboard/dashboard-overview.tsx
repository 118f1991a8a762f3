import type { DashboardData } from '@app/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../components/form-controls';
import { QueryError } from '../../components/query-error';
import { LoadingRegion, Skeleton } from '../../components/skeleton';
import { StatusBadge } from '../../components/status-badge';
import { formatDate } from '../../lib/format-date';
import { formatBalance } from '../../lib/format-money';
import { StatCard } from './stat-card';
import { useDashboardData } from './api/use-dashboard-data';

const linkClass = 'text-sm font-semibold text-brand-700 underline-offset-2 hover:underline';
const onBrandButtonClass =
  'inline-flex rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-50';

/**
 * Running low: none left, or at most a tenth of the month's. A member with an active plan can buy a
 * credit pack then (issue 20.2); the plan's own credits come back at the reset.
 */
export function isLowOnCredits(data: Pick<DashboardData, 'credits_left' | 'credits_granted'>): boolean {
  return data.credits_left === 0 || data.credits_left <= data.credits_granted / 10;
}

function OverviewSkeleton() {
  return (
    <LoadingRegion label="Loading your dashboard">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-36" />
        ))}
      </div>
    </LoadingRegion>
  );
}

/** The dashboard's figures (leads/get-dashboard-data) with the next step beside each. */
export function DashboardOverview() {
  const { data, isPending, error, refetch } = useDashboardData();
  if (isPending) return <OverviewSkeleton />;
  if (error) return <QueryError error={error} what="your dashboard" onRetry={() => refetch()} />;

  const subscription = data.subscription;
  const hasCredits = data.credits_granted > 0;
  const canBuyCredits = subscription?.status === 'active' && isLowOnCredits(data);
  const pendingSwitch =
    subscription?.pending_plan_name && !subscription.cancel_at_period_end
      ? subscription.pending_plan_name
      : null;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard
          tone="brand"
          label="Premium credits left"
          value={
            <>
              {data.credits_left}
              <span className="text-lg font-semibold text-brand-100"> of {data.credits_granted}</span>
            </>
          }
          detail={
            canBuyCredits && data.credits_left === 0 && data.credits_reset_at
              ? `All used. Your plan's credits come back on ${formatDate(data.credits_reset_at)}; a credit pack adds more now.`
              : hasCredits && data.credits_reset_at
                ? `Resets on ${formatDate(data.credits_reset_at)}. Unused credits do not roll over.`
                : 'Credits come with a plan: one credit takes one premium lead.'
          }
          action={
            canBuyCredits && data.credits_left === 0 ? (
              <Link to="/billing#credit-packs" className={onBrandButtonClass}>
                Buy more credits
              </Link>
            ) : (
              <span className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <Link
                  to={hasCredits ? '/dashboard/marketplace' : '/dashboard/plans'}
                  className={onBrandButtonClass}
                >
                  {hasCredits ? 'Take premium leads' : 'Get credits with a plan'}
                </Link>
                {canBuyCredits && (
                  <Link
                    to="/billing#credit-packs"
                    className="text-sm font-semibold text-white underline underline-offset-2 hover:text-brand-100"
                  >
                    Buy more credits
                  </Link>
                )}
              </span>
            )
          }
        />
        <StatCard
          label="Wallet balance"
          value={formatBalance(data.wallet_balance)}
          detail="Pays for exclusive leads — one buyer only, first come first served."
          action={
            <Link to="/wallet" className={linkClass}>
              Add funds
            </Link>
          }
        />
        <StatCard
          label="Subscription"
          value={subscription ? subscription.plan_name : 'No plan yet'}
          detail={
            subscription ? (
              <span className="flex flex-wrap items-center gap-2">
                {subscription.status === 'past_due' ? (
                  <StatusBadge tone="red">Payment failed</StatusBadge>
                ) : subscription.cancel_at_period_end ? (
                  <StatusBadge tone="amber">Ends {formatDate(subscription.renews_at)}</StatusBadge>
                ) : (
                  <StatusBadge tone="green">Active</StatusBadge>
                )}
                {!subscription.cancel_at_period_end && (
                  <span>Renews on {formatDate(subscription.renews_at)}</span>
                )}
                {pendingSwitch && (
                  <span className="basis-full">
                    Switching to {pendingSwitch} at your renewal on {formatDate(subscription.renews_at)}.
                  </span>
                )}
              </span>
            ) : (
              '$99 to start with 25 premium leads a month.'
            )
          }
          action={
            subscription ? (
              <Link to="/billing" className={linkClass}>
                Manage billing
              </Link>
            ) : (
              <Link to="/dashboard/plans" className={buttonClass('primary', 'sm')}>
                Choose a plan
              </Link>
            )
          }
        />
        <StatCard
          label="Leads taken this month"
          value={data.leads_taken_this_month}
          detail={`${data.owned_leads} ${data.owned_leads === 1 ? 'lead' : 'leads'} in your account in total.`}
          action={
            <Link to="/purchased-leads/get-purchased-premium-leads" className={linkClass}>
              Download for your CRM
            </Link>
          }
        />
        <StatCard
          label="New leads today"
          value={data.new_leads_today}
          detail="Uploaded daily before 10 AM Central Time."
          action={
            <Link to="/dashboard/marketplace" className={linkClass}>
              Browse the marketplace
            </Link>
          }
        />
        <StatCard
          label="Pull leads automatically"
          value={<span className="text-xl">API &amp; webhooks</span>}
          detail="Send every lead you take to your CRM with your personal API key."
          action={
            <Link to="/docs" className={linkClass}>
              Read the documentation
            </Link>
          }
        />
      </div>
    </div>
  );
}
