import { LIMITS } from '@app/shared';
import { appHref, site } from '../../config/site';
import { formatUsd } from '../../lib/format-number';

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** What 11% of one Basic membership is worth, worked out so the example can never drift from the rate. */
const BASIC_MONTHLY_PRICE = 99;
const monthlyCommission = (BASIC_MONTHLY_PRICE * LIMITS.affiliateCommissionPercent) / 100;
const usd = (amount: number) => formatUsd(amount, { cents: true });

function CommissionExample() {
  const rows = [
    { label: 'One member on the $99 plan', value: `${usd(monthlyCommission)} / month` },
    { label: 'Their first year', value: usd(monthlyCommission * 12) },
    { label: 'Ten members, one year', value: usd(monthlyCommission * 12 * 10) },
  ];
  return (
    <figure className="w-full max-w-sm rounded-2xl bg-white p-6 text-ink shadow-2xl ring-1 ring-slate-200">
      <figcaption className="text-sm font-bold uppercase tracking-wide text-brand-700">
        How {LIMITS.affiliateCommissionPercent}% adds up
      </figcaption>
      <dl className="mt-4 divide-y divide-slate-100">
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-4 py-3">
            <dt className="text-sm text-slate-700">{row.label}</dt>
            <dd className="whitespace-nowrap text-lg font-extrabold tabular-nums text-brand-900">
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-600">
        Example only: you earn on what your referrals spend on memberships and leads, for as long as they stay
        members.
      </p>
    </figure>
  );
}

/** The affiliate landing page's hero (docs/product.md §2.10). */
export function AffiliateHero() {
  return (
    <section
      aria-labelledby="affiliate-hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-brand-100"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:py-24 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="text-sm font-bold uppercase tracking-widest text-brand-700">
            {site.name} affiliate program
          </p>
          <h1
            id="affiliate-hero-title"
            className="mt-3 text-4xl font-extrabold leading-tight tracking-tight text-brand-900 sm:text-6xl"
          >
            Smart Partnerships <span className="text-brand-600">Real Payouts</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-700">
            Help businesses grow while you earn. Join {site.name}&apos;s affiliate program and turn referrals
            into real revenue.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href={site.affiliateProgramUrl}
              {...newTab}
              className="rounded-lg bg-brand-600 px-7 py-3 font-bold text-white shadow hover:bg-brand-700"
            >
              Get Started
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <a
              href={appHref('/')}
              {...newTab}
              className="rounded-lg border-2 border-brand-600 px-7 py-3 font-bold text-brand-700 hover:bg-brand-50"
            >
              Explore
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
        <div className="flex justify-center lg:justify-end">
          <CommissionExample />
        </div>
      </div>
    </section>
  );
}
