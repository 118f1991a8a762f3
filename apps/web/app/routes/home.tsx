import { Island } from '../components/island';
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
import { PlansSection } from '../features/plans/plans-section';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Motivated-Seller Leads for Investors, Wholesalers & Agents',
    description:
      'Qualified motivated-seller leads uploaded daily before 10 AM Central. Premium and Exclusive Leads for real-estate investors, wholesalers and agents. Start for $99 with 25 leads.',
  });

/** docs/product.md §2.1, home page: nine sections; the top element is #home (target of the Home link). */
export default function HomePage() {
  return (
    <main id="home" className="scroll-mt-24">
      <HeroSection />
      <AboutSection />
      <HowItWorksSection />
      <PremiumLeadsSection />
      <ExclusiveLeadsSection />
      <Island name="feature-highlights" component={FeatureHighlightsSection} when="visible" />
      {/* Target of the header's Pricing hash link (docs/product.md §2.2). */}
      <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-white py-20 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading id="pricing-title" eyebrow="Pricing" title="Our Plans & Pricing">
            <p>Start with 25 leads for $99 a month, or save with yearly billing. All prices in USD.</p>
          </SectionHeading>
          <div className="mt-12">
            {/* The plans need the API, TanStack Query and the zod contracts: loaded when #pricing nears the viewport. */}
            <Island name="home-plans" component={PlansSection} when="visible" />
          </div>
        </div>
      </section>
      <FaqContactSection />
      <Island name="home-testimonials" component={TestimonialsSection} when="visible" />
      <PromoBlock />
    </main>
  );
}
