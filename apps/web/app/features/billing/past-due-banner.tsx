import { Link } from 'react-router';
import { toast } from 'sonner';
import { serverErrorText } from '../../lib/server-error-text';
import { formatBalance } from '../../lib/format-money';
import { useBilling, usePayPastDue } from './api/use-billing';

export const PAST_DUE_TEXT = 'Your last renewal payment failed — taking leads is paused until it is paid';

/** docs/product.md §14: a failed payment suspends access until paid; this retries it now. */
export function PastDueBanner() {
  const mutation = usePayPastDue(() => toast.success('Payment received. Taking leads is open again.'));
  // Issue 20.3: a charge says its amount before it is made. The retry charges the plan that renews
  // (a scheduled switch takes over), for a new period from today.
  const { data: billing } = useBilling();
  const subscription = billing?.subscription;
  const plan = subscription ? (subscription.pending_plan ?? subscription.plan) : null;
  const card = billing?.payment_method;
  return (
    <div role="alert" className="border-b border-red-800 bg-red-700 text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <div>
          <p className="font-bold">{PAST_DUE_TEXT}</p>
          {plan && (
            <p className="mt-1 text-sm text-red-50">
              Pay now charges {formatBalance(plan.price)} for the {plan.plan_name} plan ({plan.plan_occurance}
              ){card ? ` to your card ending in ${card.last4}` : ''}; a new{' '}
              {plan.plan_occurance === 'yearly' ? 'year' : 'month'} starts today.
            </p>
          )}
          {mutation.isError && (
            <p className="mt-1 text-sm text-red-50">
              {serverErrorText(mutation.error, 'The payment did not go through.')}{' '}
              <Link to="/billing" className="font-semibold underline">
                Update your card in Billing
              </Link>
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={() => mutation.mutate()}
          disabled={mutation.isPending}
          className="rounded-full bg-white px-5 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-70"
        >
          {mutation.isPending ? 'Paying...' : plan ? `Pay ${formatBalance(plan.price)} now` : 'Pay now'}
        </button>
      </div>
    </div>
  );
}
