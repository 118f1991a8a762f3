import type { Plan, PaymentMethod } from '@app/shared';
import { appHref, site } from '../../config/site';
import { planCardLines } from '../../lib/plan-lines';
import { formatPlanPrice, isContactUsPlan, shortenPlanDetails } from './plan-details';
import { describePaymentMethod } from './api/use-saved-payment-method';

export interface PricingCardProps {
  plan: Plan;
  isSignedIn: boolean;
  /** docs/product.md §2.6: the user's purchase_planid equals this plan's _id. */
  isSubscribed: boolean;
  paymentMethod: PaymentMethod | undefined;
  headingLevel: 2 | 3;
  onCancelSubscription: (plan: Plan, opener: HTMLButtonElement) => void;
}

const buttonClass = 'block w-full rounded-xl border-2 px-6 py-3 text-center font-bold transition-colors';

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="mt-0.5 h-5 w-5 shrink-0 text-brand-600"
      aria-hidden="true"
      fill="currentColor"
    >
      <path
        fillRule="evenodd"
        d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function PlanAction({
  plan,
  isSignedIn,
  isSubscribed,
}: Pick<PricingCardProps, 'plan' | 'isSignedIn' | 'isSubscribed'>) {
  if (isContactUsPlan(plan.price)) {
    return (
      <a
        href={`mailto:${site.supportEmail}?subject=${encodeURIComponent(`${plan.plan_name} plan`)}`}
        className={`${buttonClass} border-brand-700 text-brand-700 hover:bg-brand-50`}
      >
        Contact Us
      </a>
    );
  }
  if (isSubscribed) {
    return (
      <button
        type="button"
        disabled
        className={`${buttonClass} cursor-not-allowed border-slate-200 bg-slate-200 text-slate-600`}
      >
        Activate
      </button>
    );
  }
  // docs/product.md §2.6: Activate goes to the app's /login, carrying the plan so that signing in or
  // up leads on to its order summary (issue 20.6); a signed-in member goes straight to it.
  const planParam = `plan=${encodeURIComponent(plan._id)}`;
  const href = isSignedIn ? appHref(`/billing?${planParam}`) : appHref(`/login?${planParam}`);
  return (
    <a
      href={href}
      aria-label={`Activate the ${plan.plan_name} plan`}
      className={`${buttonClass} ${plan.is_recommended ? 'border-accent bg-accent text-ink hover:brightness-95' : 'border-brand-700 bg-brand-700 text-white hover:border-brand-900 hover:bg-brand-900'}`}
    >
      Activate
    </a>
  );
}

/** The pricing card (docs/product.md §2.6); what the plan includes comes from its data (decision 029). */
export function PricingCard({
  plan,
  isSignedIn,
  isSubscribed,
  paymentMethod,
  headingLevel,
  onCancelSubscription,
}: PricingCardProps) {
  const Heading = `h${headingLevel}` as const;
  const price = formatPlanPrice(plan.price, plan.plan_occurance);
  const isContactUs = isContactUsPlan(plan.price);
  return (
    <article
      className={`relative flex flex-col rounded-3xl bg-white p-6 shadow-lg sm:p-8 ${
        plan.is_recommended ? 'ring-2 ring-brand-600 lg:-my-3 lg:py-11' : 'ring-1 ring-slate-200'
      }`}
    >
      <div className="flex min-h-7 flex-wrap items-center gap-2">
        <Heading className="mr-auto text-xl font-extrabold text-brand-900">{plan.plan_name}</Heading>
        {plan.is_recommended && (
          <span className="rounded-full bg-accent px-3 py-1 text-xs font-bold uppercase tracking-wide text-ink">
            Recommended
          </span>
        )}
        {isSubscribed && (
          <span className="rounded-full bg-green-700 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">
            Subscribed
          </span>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-700" title={plan.plan_details}>
        {shortenPlanDetails(plan.plan_details)}
      </p>
      <p className="mt-6 flex items-baseline gap-1">
        {isContactUs ? (
          <span className="text-3xl font-extrabold text-ink">Custom pricing</span>
        ) : (
          <>
            <span className="text-4xl font-extrabold tabular-nums text-ink">{price.amount}</span>
            <span className="font-semibold text-slate-600">{price.period}</span>
          </>
        )}
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
        {planCardLines(plan).map((line) => (
          <li key={line.id} className="flex gap-3">
            <CheckIcon />
            <span>{line.text}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <PlanAction plan={plan} isSignedIn={isSignedIn} isSubscribed={isSubscribed} />
        {paymentMethod && !isContactUs && (
          <p className="mt-2 text-center text-xs text-slate-600">{describePaymentMethod(paymentMethod)}</p>
        )}
        {isSubscribed && (
          <button
            type="button"
            onClick={(event) => onCancelSubscription(plan, event.currentTarget)}
            className="mx-auto mt-3 block text-sm font-semibold text-red-700 underline underline-offset-2 hover:text-red-900"
          >
            Cancel subscription
          </button>
        )}
      </div>
    </article>
  );
}
