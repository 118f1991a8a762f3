import { Link } from 'react-router';
import { PlansSection } from '../features/plans/plans-section';
import { DASHBOARD_TABS } from '../features/dashboard/dashboard-tabs';
import { privatePageMeta } from '../lib/private-page-meta';
import { dashboardHeaderHandle } from '../lib/use-dashboard-header';

export const handle = dashboardHeaderHandle(DASHBOARD_TABS[1].header);

export const meta = () =>
  privatePageMeta('Subscription Plans', 'Compare the monthly and yearly plans and activate or change yours.');

/** The subscription plans page (docs/product.md §2.5), inside the customer area ('Subscription Plans' in the header). */
export default function DashboardPlansPage() {
  return (
    <section aria-labelledby="plans-heading">
      <h2
        id="plans-heading"
        className="text-center text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl"
      >
        Our Plans &amp; Pricing
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-center text-slate-700">
        Every plan gives you premium lead credits each month. Activate one to go to checkout, or manage the
        plan you have in{' '}
        <Link to="/billing" className="font-semibold text-brand-700 underline">
          Billing
        </Link>
        .
      </p>
      <div className="mt-8">
        <PlansSection cardHeadingLevel={3} />
      </div>
    </section>
  );
}
