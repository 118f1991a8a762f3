import { Island } from '../components/island';
import { site } from '../config/site';
import { PlansPage } from '../islands/plans-page';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Plans & Pricing',
    description: `${site.name} plans: start at $99 a month with 25 premium motivated-seller leads, save with yearly billing, and use code ${site.promoCode} for 50% off your first month.`,
  });

/** The subscription plans page (docs/product.md §12: public at /plans). */
export default function PlansRoute() {
  return <Island name="plans-page" component={PlansPage} />;
}
