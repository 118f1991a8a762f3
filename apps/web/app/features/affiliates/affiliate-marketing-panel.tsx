import { LIMITS } from '@app/shared';
import { site } from '../../config/site';

const rate = `${LIMITS.affiliateCommissionPercent}%`;

const REASONS = [
  {
    title: `${rate} lifetime commission`,
    text: `Earn ${rate} of every payment your referrals make (membership, renewals and wallet top-ups) for as long as they stay members. No 12-month cut-off, no cap.`,
  },
  {
    title: 'Paid every month',
    text: 'Commissions are totalled once the payments clear and paid out the following month by bank transfer.',
  },
  {
    title: 'An offer that sells itself',
    text: `$99 to start with 25 motivated-seller leads, no dialer, VA or skip tracing needed. ${site.name} has helped 1,000+ investors.`,
  },
  {
    title: 'You are in good company',
    text: '500+ affiliates already refer investors, wholesalers and agents: coaches, podcast hosts, REIA organisers and deal-finders.',
  },
] as const;

/** docs/product.md §2.9: the left marketing panel of the affiliate sign-up, why join. */
export function AffiliateMarketingPanel() {
  return (
    <section
      aria-labelledby="why-join-title"
      className="relative overflow-hidden rounded-3xl bg-brand-900 p-8 text-white sm:p-10"
    >
      <svg
        viewBox="0 0 200 200"
        className="pointer-events-none absolute -right-16 -top-16 h-64 w-64 text-brand-700/60"
        aria-hidden="true"
      >
        <circle cx="100" cy="100" r="100" fill="currentColor" />
      </svg>
      <p className="relative text-sm font-bold uppercase tracking-widest text-accent">
        {site.name} affiliate program
      </p>
      <h2 id="why-join-title" className="relative mt-3 text-3xl font-extrabold leading-tight sm:text-4xl">
        Refer investors. Earn {rate} for life.
      </h2>
      <p className="relative mt-4 text-lg text-brand-100">
        Know people who buy, wholesale or list real estate? Send them to the leads they are missing and get
        paid on every payment they make.
      </p>
      <ul className="relative mt-8 space-y-6">
        {REASONS.map((reason) => (
          <li key={reason.title} className="flex gap-4">
            <span
              className="mt-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent text-ink"
              aria-hidden="true"
            >
              <svg
                viewBox="0 0 20 20"
                className="h-4 w-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M4.5 10.5l3.5 3.5 7.5-8" />
              </svg>
            </span>
            <div>
              <h3 className="font-bold">{reason.title}</h3>
              <p className="mt-1 text-brand-100">{reason.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="relative mt-8 border-t border-white/15 pt-6 text-sm text-brand-100">
        No password to remember: our partnerships team sets up your account and referral link and emails you
        the details.
      </p>
    </section>
  );
}
