import { Link } from 'react-router';
import { QueryError } from '../../components/query-error';
import { LoadingRegion, Skeleton } from '../../components/skeleton';
import { site } from '../../config/site';
import { useCurrentUser } from '../../lib/use-current-user';
import { BillingDetailsSection } from './billing-details-section';
import { CreditPacksSection } from './credit-packs-section';
import { CurrentPlanSection } from './current-plan-section';
import { PaymentHistory } from './payment-history';
import { PaymentMethodSection } from './payment-method-section';
import { purchasablePlans } from './plan-label';
import { SubscribeForm } from './subscribe-form';
import { useBilling, usePlanChoices } from './api/use-billing';

/** /billing: plan, status and renewal, card on file, subscribe / change / cancel / resume (each charge after its order summary), credit packs, payment history with invoices, billing details. */
export function BillingView({
  requestedPlanId,
  currentYear,
}: {
  requestedPlanId: string | undefined;
  currentYear: number;
}) {
  const billing = useBilling();
  const plansQuery = usePlanChoices();
  const currentUser = useCurrentUser();

  if (billing.isPending || plansQuery.isPending) {
    return (
      <LoadingRegion label="Loading billing">
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
        </div>
        <Skeleton className="mt-8 h-48" />
      </LoadingRegion>
    );
  }
  if (billing.error)
    return <QueryError error={billing.error} what="your billing details" onRetry={() => billing.refetch()} />;
  if (plansQuery.error)
    return <QueryError error={plansQuery.error} what="the plans" onRetry={() => plansQuery.refetch()} />;

  const overview = billing.data;
  const plans = purchasablePlans(plansQuery.data);
  const subscription =
    overview.subscription && overview.subscription.status !== 'canceled' ? overview.subscription : null;

  return (
    <div className="space-y-8">
      <div
        className={`grid items-start gap-6 ${subscription ? 'lg:grid-cols-2' : 'lg:grid-cols-[1.5fr_1fr]'}`}
      >
        {subscription ? (
          <CurrentPlanSection subscription={subscription} plans={plans} requestedPlanId={requestedPlanId} />
        ) : (
          <section
            aria-labelledby="subscribe-heading"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="subscribe-heading" className="text-xl font-bold text-brand-900">
              Subscribe
            </h2>
            <p className="mt-1 text-slate-700">
              Every plan gives you premium lead credits each month — $99 to start with 25 leads. Compare them
              on the{' '}
              <Link to="/dashboard/plans" className="font-semibold text-brand-700 underline">
                plans page
              </Link>
              ; teams buying in several markets can write to{' '}
              <a className="font-semibold text-brand-700 underline" href={`mailto:${site.supportEmail}`}>
                {site.supportEmail}
              </a>
              .
            </p>
            <div className="mt-5">
              <SubscribeForm
                plans={plans}
                initialPlanId={requestedPlanId}
                hasCard={Boolean(overview.payment_method)}
              />
            </div>
          </section>
        )}
        <PaymentMethodSection
          method={overview.payment_method}
          isTestMode={overview.payments_are_test_mode}
          currentYear={currentYear}
        />
      </div>
      <CreditPacksSection overview={overview} />
      <PaymentHistory payments={overview.payments} />
      <BillingDetailsSection details={overview.billing_details} memberName={currentUser.data?.name ?? null} />
    </div>
  );
}
