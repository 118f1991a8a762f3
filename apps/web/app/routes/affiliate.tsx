import { Island } from '../components/island';
import { LIMITS } from '@app/shared';
import { FaqAccordion } from '../components/faq-accordion';
import { site } from '../config/site';
import { AffiliateFeatures } from '../features/affiliates/affiliate-features';
import { AffiliateHero } from '../features/affiliates/affiliate-hero';
import { AffiliateHowItWorks } from '../features/affiliates/affiliate-how-it-works';
import { AFFILIATE_PAYOUT_FAQ } from '../features/affiliates/affiliate-payout-faq';
import { AffiliateStats } from '../features/affiliates/affiliate-stats';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Affiliate Program',
    description: `Join ${site.name}'s affiliate program: refer real-estate investors, wholesalers and agents and earn a ${LIMITS.affiliateCommissionPercent}% lifetime commission on every payment they make.`,
  });

export default function AffiliatePage() {
  return (
    <main>
      <AffiliateHero />
      <Island name="affiliate-stats" component={AffiliateStats} when="visible" />
      <AffiliateFeatures />
      <AffiliateHowItWorks />
      <section aria-labelledby="payout-faq-title" className="mx-auto max-w-3xl px-4 py-16 sm:py-20">
        <p className="text-center text-sm font-bold uppercase tracking-widest text-brand-700">Payouts</p>
        <h2
          id="payout-faq-title"
          className="mb-8 mt-2 text-center text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl"
        >
          Payout questions
        </h2>
        <Island
          name="faq-accordion"
          component={FaqAccordion}
          props={{ entries: AFFILIATE_PAYOUT_FAQ, headingLevel: 3 }}
          when="visible"
        />
        <p className="mt-8 text-center text-slate-700">
          Anything else? Email{' '}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${site.supportEmail}`}>
            {site.supportEmail}
          </a>
          .
        </p>
      </section>
    </main>
  );
}
