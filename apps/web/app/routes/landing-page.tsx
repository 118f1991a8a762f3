import { Island } from '../components/island';
import { BringToTableSection } from '../features/landing/bring-to-table-section';
import { ClosingCta } from '../features/landing/closing-cta';
import { LandingHero } from '../features/landing/landing-hero';
import { SuccessStoriesSection } from '../features/landing/success-stories-section';
import { UserTestimonialsSection } from '../features/landing/user-testimonials-section';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/landing-page';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Call Sellers Who Want to Sell — $99 for 25 Leads',
    description:
      'Motivated-seller leads delivered daily before 10 AM Central. 1,000+ investors helped, about $1M generated and a $10K average assignment fee. Start for $99 with 25 leads.',
  });

/** The public landing page (docs/product.md §2.4); the shared footer closes it. */
export default function LandingPage() {
  return (
    <main>
      <Island name="landing-hero" component={LandingHero} />
      <Island name="success-stories" component={SuccessStoriesSection} when="visible" />
      <BringToTableSection />
      <Island name="user-testimonials" component={UserTestimonialsSection} when="visible" />
      <ClosingCta />
    </main>
  );
}
