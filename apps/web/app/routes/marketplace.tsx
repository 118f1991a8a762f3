import { LIMITS } from '@app/shared';
import { Island } from '../components/island';
import { site } from '../config/site';
import { PublicMarketplace } from '../islands/public-marketplace';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Lead marketplace',
    description: `Browse the motivated-seller leads for sale on ${site.name} right now: filter by state, city, ZIP, property type, timeline and MLS status. Premium leads from one credit, exclusive leads for one buyer only.`,
  });

/** The public preview of the lead marketplace (docs/product.md §10 and §13). */
export default function MarketplacePage() {
  return (
    <main className="bg-slate-50">
      <header className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-7xl px-4 pb-8 pt-12 sm:pt-16">
          <p className="text-sm font-bold uppercase tracking-widest text-brand-700">Lead marketplace</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
            Leads for sale right now
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">
            Every motivated seller below has been qualified before upload. Premium leads go to at most{' '}
            {LIMITS.premiumMaxBuyers} buyers and leave after {LIMITS.premiumLifetimeDays} days; exclusive
            leads go to one buyer only, first come, first served. Seller names, phone numbers and addresses
            are shown to the buyer once they take the lead.
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 pb-20">
        <Island name="marketplace-browser" component={PublicMarketplace} />
      </div>
    </main>
  );
}
