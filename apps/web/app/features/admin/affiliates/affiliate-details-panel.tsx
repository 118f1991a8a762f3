import { LIMITS } from '@app/shared';
import { forwardRef } from 'react';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format-date';
import { formatBalance } from '../../../lib/format-money';
import { Figure } from '../admin-page';
import { capitalize } from '../admin-format';
import { ListStates } from '../list-states';
import { AffiliateStatusForm } from './affiliate-status-form';
import { AFFILIATE_STATUS_TONES } from './affiliate-status';
import { CopyField } from './copy-field';
import { PayoutForm } from './payout-form';
import { useAffiliateDetails, type AffiliateDetails } from './api/use-affiliates';

function SubHeading({ children }: { children: string }) {
  return <h3 className="text-base font-bold text-brand-900">{children}</h3>;
}

function Details({ affiliate }: { affiliate: AffiliateDetails }) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-xl font-bold text-brand-900">{affiliate.name}</h2>
          <a href={`mailto:${affiliate.email}`} className="break-all text-brand-700 underline">
            {affiliate.email}
          </a>
        </div>
        <StatusBadge tone={AFFILIATE_STATUS_TONES[affiliate.status]}>
          {capitalize(affiliate.status)}
        </StatusBadge>
      </div>

      <dl className="space-y-3">
        <CopyField label="Referral code" value={affiliate.referral_code} />
        <CopyField label="Referral link" value={affiliate.referral_link} />
      </dl>

      <div>
        <SubHeading>Commission</SubHeading>
        <p className="mt-1 text-sm text-slate-700">
          {LIMITS.affiliateCommissionPercent}% of what the customers they referred spend on subscriptions and
          leads (not on wallet top-ups), for life, while the affiliate is active. Each commission is held{' '}
          {LIMITS.affiliateCommissionHoldDays} days before it can be paid out; disputes and refunds take it
          back.
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure
            label={`Earned at ${LIMITS.affiliateCommissionPercent}%`}
            value={formatBalance(affiliate.commission_earned)}
          />
          <Figure
            label={`Held ${LIMITS.affiliateCommissionHoldDays} days`}
            value={formatBalance(affiliate.commission_held)}
          />
          <Figure
            label="Payable now"
            value={formatBalance(affiliate.commission_payable)}
            tone={
              affiliate.commission_payable > 0 ? 'good' : affiliate.commission_payable < 0 ? 'bad' : 'default'
            }
          />
          <Figure label="Paid out" value={formatBalance(affiliate.paid_out)} />
        </dl>
        {affiliate.commission_reversed > 0 && (
          <p className="mt-2 text-sm text-slate-700">
            {formatBalance(affiliate.commission_reversed)} was taken back by disputes, refunds and refunded
            leads; it is not counted in what was earned.
          </p>
        )}
        {affiliate.commission_payable < 0 && (
          <p className="mt-2 text-sm font-semibold text-red-800">
            A reversal came after a payout: the next {formatBalance(-affiliate.commission_payable)} of
            commission makes it up before anything more is paid.
          </p>
        )}
      </div>

      <div>
        <SubHeading>{`Referred customers (${affiliate.referred_customers.length})`}</SubHeading>
        {affiliate.referred_customers.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">Nobody has signed up with this referral code yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
            {affiliate.referred_customers.map((customer) => (
              <li key={customer._id} className="flex flex-wrap justify-between gap-x-4 px-4 py-2.5 text-sm">
                <span>
                  <span className="font-semibold text-ink">{customer.name}</span>{' '}
                  <span className="break-all text-slate-700">{customer.email}</span>
                </span>
                <span className="text-slate-600">Joined {formatDate(customer.joined_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div>
        <SubHeading>Payouts</SubHeading>
        {affiliate.payouts.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">No payout recorded yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
            {affiliate.payouts.map((payout) => (
              <li key={payout._id} className="flex flex-wrap justify-between gap-x-4 px-4 py-2.5 text-sm">
                <span>
                  <span className="font-semibold tabular-nums text-ink">{formatBalance(payout.amount)}</span>
                  {payout.note && <span className="text-slate-700"> · {payout.note}</span>}
                </span>
                <span className="text-slate-600">{formatDate(payout.paid_at)}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4">
          <PayoutForm key={`${affiliate._id}-${affiliate.payouts.length}`} affiliate={affiliate} />
        </div>
      </div>

      <div className="border-t border-slate-200 pt-5">
        <SubHeading>Status and notes</SubHeading>
        <div className="mt-3">
          <AffiliateStatusForm key={affiliate._id} affiliate={affiliate} />
        </div>
      </div>
    </div>
  );
}

function LoadedDetails({ id }: { id: string }) {
  const { data, isPending, error, refetch } = useAffiliateDetails(id);
  return (
    <ListStates
      what="the affiliate"
      isPending={isPending}
      error={error}
      onRetry={() => refetch()}
      isEmpty={false}
      emptyTitle=""
    >
      {data && <Details affiliate={data} />}
    </ListStates>
  );
}

/** The chosen affiliate: referral code and link, commission (earned, held, payable, paid), referred customers, payouts, status. */
export const AffiliateDetailsPanel = forwardRef<HTMLElement, { id: string | null }>(
  function AffiliateDetailsPanel({ id }, ref) {
    return (
      <section
        ref={ref}
        tabIndex={-1}
        aria-label="Affiliate details"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 outline-none sm:p-6"
      >
        {id ? (
          <LoadedDetails id={id} />
        ) : (
          <p className="text-slate-700">
            Choose an affiliate to see their referral link, the customers they brought, and what they have
            earned, what is held and what can be paid.
          </p>
        )}
      </section>
    );
  },
);
