import { Island } from '../components/island';
import { LIMITS } from '@app/shared';
import { site } from '../config/site';
import { AffiliateMarketingPanel } from '../features/affiliates/affiliate-marketing-panel';
import { AffiliateSignupForm } from '../features/affiliates/affiliate-signup-form';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Affiliate sign-up',
    description: `Create your ${site.name} affiliate account: refer real-estate investors, wholesalers and agents and earn a ${LIMITS.affiliateCommissionPercent}% lifetime commission on every payment they make.`,
  });

/** The affiliate sign-up page (docs/product.md §2.9): marketing panel on the left, the sign-up card on the right. */
export default function AffiliateSignupPage() {
  return (
    <main className="bg-gradient-to-br from-brand-50 via-white to-amber-50 px-4 py-12 sm:py-16">
      <div className="mx-auto grid max-w-6xl items-start gap-8 lg:grid-cols-[1.1fr_1fr] lg:gap-12">
        <div className="order-2 lg:order-1">
          <AffiliateMarketingPanel />
        </div>
        <section
          aria-labelledby="affiliate-signup-title"
          className="order-1 rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-10 lg:order-2"
        >
          <h1 id="affiliate-signup-title" className="text-3xl font-extrabold tracking-tight text-brand-900">
            Create your Business Account
          </h1>
          <p className="mt-2 text-slate-700">
            Tell us who you are; our team will contact you with your referral link.
          </p>
          <div className="mt-8">
            <Island name="affiliate-signup-form" component={AffiliateSignupForm} />
          </div>
          <p className="mt-6 text-center text-xs text-slate-600">
            By signing up you agree to our{' '}
            <a className="font-semibold text-brand-700 underline" href="/terms-and-conditions">
              terms and conditions
            </a>{' '}
            and{' '}
            <a className="font-semibold text-brand-700 underline" href="/privacy-policy">
              privacy policy
            </a>
            .
          </p>
        </section>
      </div>
    </main>
  );
}
