import { Suspense } from 'react';
import { UI_TEXT } from '@app/shared';
import { SectionHeading } from '../components/section-heading';
import { AboutSection } from '../features/home/about-section';
import { ExclusiveLeadsSection } from '../features/home/exclusive-leads-section';
import { FaqContactSection } from '../features/home/faq-contact-section';
import { FeatureHighlightsSection } from '../features/home/feature-highlights-section';
import { HeroSection } from '../features/home/hero-section';
import { HowItWorksSection } from '../features/home/how-it-works-section';
import { PremiumLeadsSection } from '../features/home/premium-leads-section';
import { PromoBlock } from '../features/home/promo-block';
import { TestimonialsSection } from '../features/home/testimonials-section';
import { lazyWhenVisible } from '../lib/lazy-when-visible';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/home';

// The plans need the API, TanStack Query and the zod contracts: fetched when #pricing nears the viewport.
const PlansSection = lazyWhenVisible('pricing', () =>
  import('../features/plans/plans-section').then((m) => m.PlansSection),
);

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Motivated-Seller Leads for Investors, Wholesalers & Agents',
    description:
      'Qualified motivated-seller leads uploaded daily before 10 AM Central. Premium and Exclusive Leads for real-estate investors, wholesalers and agents. Start for $99 with 25 leads.',
  });

/** Spec section 2, home page: nine sections; the top element is #home (target of the Home link). */
export default function HomePage() {
  return (
    <main id="home" className="scroll-mt-24">
      <HeroSection />
      <AboutSection />
      <HowItWorksSection />
      <PremiumLeadsSection />
      <ExclusiveLeadsSection />
      <FeatureHighlightsSection />
      {/* Target of the header's Pricing hash link (spec section 2). */}
      <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-white py-20 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading id="pricing-title" eyebrow="Pricing" title="Our Plans & Pricing">
            <p>Start with 25 leads for $99 a month, or save with yearly billing. All prices in USD.</p>
          </SectionHeading>
          <div className="mt-12">
            <Suspense
              fallback={
                <p role="status" className="py-32 text-center text-lg text-slate-600">
                  {UI_TEXT.loading}
                </p>
              }
            >
              <PlansSection />
            </Suspense>
          </div>
        </div>
      </section>
      <FaqContactSection />
      <TestimonialsSection />
      <PromoBlock />
    </main>
  );
}
