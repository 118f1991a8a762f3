import { useCallback, useRef, useState } from 'react';
import { BILLING_PERIOD, type Plan, type PlanOccurrence } from '@app/shared';
import { site } from '../../config/site';
import { useCurrentUser } from '../../lib/use-current-user';
import { BillingToggle } from './billing-toggle';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { PricingCard } from './pricing-card';
import { usePlans } from './api/use-plans';
import { useSavedPaymentMethod } from './api/use-saved-payment-method';
import { WithQueryClient } from '../../lib/query-client';

function PlanSkeletons() {
  return (
    <div role="status" className="grid gap-6 md:grid-cols-3">
      <span className="sr-only">Loading plans…</span>
      {[0, 1, 2].map((index) => (
        <div
          key={index}
          aria-hidden="true"
          className="h-[28rem] animate-pulse rounded-3xl bg-white ring-1 ring-slate-200"
        >
          <div className="m-8 h-6 w-24 rounded bg-slate-200" />
          <div className="mx-8 h-10 w-32 rounded bg-slate-200" />
        </div>
      ))}
    </div>
  );
}

function PromoNote() {
  return (
    <p className="mx-auto mt-6 w-fit rounded-full bg-amber-50 px-4 py-2 text-center text-sm text-ink ring-1 ring-amber-200">
      New member? Use promo code <strong className="font-mono tracking-wide">{site.promoCode}</strong> for 50%
      off your first month.
    </p>
  );
}

/**
 * The pricing cards with the monthly/yearly toggle (docs/product.md §2.5 and
 * §2.6). Used on /plans and inside the home page's #pricing section; the plans always come
 * from the API. `cardHeadingLevel` follows the heading the section sits under.
 */
function PlansSectionContent({ cardHeadingLevel = 3 }: { cardHeadingLevel?: 2 | 3 }) {
  const [occurrence, setOccurrence] = useState<PlanOccurrence>(BILLING_PERIOD.MONTHLY);
  const { plans, isLoading, hasNoPlans } = usePlans(occurrence);
  const { data: user } = useCurrentUser();
  const paymentMethod = useSavedPaymentMethod(user);
  const [planToCancel, setPlanToCancel] = useState<Plan | null>(null);
  const cancelOpenerRef = useRef<HTMLElement | null>(null);
  const closeCancelDialog = useCallback(() => setPlanToCancel(null), []);
  const openCancelDialog = useCallback((plan: Plan, opener: HTMLButtonElement) => {
    cancelOpenerRef.current = opener;
    setPlanToCancel(plan);
  }, []);

  return (
    <div>
      <BillingToggle value={occurrence} onChange={setOccurrence} />
      <PromoNote />
      <div className="mt-10">
        {isLoading && <PlanSkeletons />}
        {hasNoPlans && (
          <p className="mx-auto max-w-xl rounded-2xl bg-white p-6 text-center text-slate-700 ring-1 ring-slate-200">
            Plans start at $99 a month for 25 premium leads. Write to{' '}
            <a className="font-semibold text-brand-700 underline" href={`mailto:${site.supportEmail}`}>
              {site.supportEmail}
            </a>{' '}
            and we will send you the current prices.
          </p>
        )}
        {plans.length > 0 && (
          <ul className="grid items-stretch gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Plans">
            {plans.map((plan) => (
              <li key={plan._id} className="flex [&>article]:flex-1">
                <PricingCard
                  plan={plan}
                  isSignedIn={Boolean(user)}
                  isSubscribed={Boolean(user?.purchase_planid) && user?.purchase_planid === plan._id}
                  paymentMethod={paymentMethod}
                  headingLevel={cardHeadingLevel}
                  onCancelSubscription={openCancelDialog}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-slate-600">
        Memberships renew automatically until you cancel; a cancellation takes effect at the end of the period
        you paid for. Unused premium credits do not roll over. Prices in USD.
      </p>
      <CancelSubscriptionDialog
        plan={planToCancel}
        onClose={closeCancelDialog}
        returnFocusRef={cancelOpenerRef}
      />
    </div>
  );
}

/** Also an island of the public pages (decision 008). */
export function PlansSection({ cardHeadingLevel = 3 }: { cardHeadingLevel?: 2 | 3 }) {
  return (
    <WithQueryClient>
      <PlansSectionContent cardHeadingLevel={cardHeadingLevel} />
    </WithQueryClient>
  );
}
