import { LIMITS } from '@app/shared';
import { site } from '../../config/site';

const STEPS = [
  {
    title: 'Sign up',
    desc: 'Tell us your name and email on the affiliate sign-up page. No password, no fee: our team reaches out to set up your account and payout details.',
  },
  {
    title: 'Share your link',
    desc: `Send your personal referral link to investors, wholesalers and agents in your network, your Facebook group, your YouTube channel or your newsletter.`,
  },
  {
    title: `Get paid ${LIMITS.affiliateCommissionPercent}% for life`,
    desc: `Every time a business you referred pays ${site.name}, you earn ${LIMITS.affiliateCommissionPercent}% of that payment, for as long as they remain a member.`,
  },
] as const;

export function AffiliateHowItWorks() {
  return (
    <section aria-labelledby="affiliate-how-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <p className="text-center text-sm font-bold uppercase tracking-widest text-brand-700">How it works</p>
        <h2
          id="affiliate-how-title"
          className="mt-2 text-center text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl"
        >
          Three steps to your first commission
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-2xl bg-white p-6 pt-8 shadow-sm ring-1 ring-slate-200"
            >
              <span
                className="grid size-12 place-items-center rounded-full bg-brand-600 text-xl font-extrabold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-xl font-bold text-ink">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-700">{step.desc}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
