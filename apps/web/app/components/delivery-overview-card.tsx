import { Link } from 'react-router';
import { DELIVERY_PAGES } from '../config/delivery-paths';

/**
 * On the purchased-leads pages: the ways to get leads out automatically (docs/product.md §2.8, /docs:
 * "Premium Leads, then Connect Webhook or Connect Sheet").
 */
export function DeliveryOverviewCard() {
  return (
    <section
      aria-labelledby="delivery-overview-heading"
      className="rounded-2xl border border-brand-100 bg-brand-50 px-4 py-4 sm:px-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="delivery-overview-heading" className="font-bold text-brand-900">
          Delivery: get new leads into your tools automatically
        </h2>
        <Link to="/docs" className="text-sm font-semibold text-brand-700 underline underline-offset-2">
          API documentation
        </Link>
      </div>
      <ul className="mt-3 grid grid-cols-2 gap-2 xl:grid-cols-4">
        {DELIVERY_PAGES.map((page) => (
          <li key={page.href}>
            <Link
              to={page.href}
              className="block h-full rounded-xl bg-white px-3 py-2.5 sm:px-4 sm:py-3 shadow-sm ring-1 ring-brand-100 transition-colors hover:ring-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <span className="font-semibold text-brand-900">{page.label} →</span>
              <span className="mt-1 hidden text-sm text-slate-700 sm:block">{page.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
