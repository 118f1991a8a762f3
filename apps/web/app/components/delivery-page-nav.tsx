import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { DELIVERY_PAGES } from '../config/delivery-paths';

/** Moves between the four delivery pages and back to the leads (a row that scrolls on phones). */
export function DeliveryPageNav() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  return (
    <nav aria-label="Lead delivery" className="-mx-4 border-b border-slate-200 px-4 sm:mx-0 sm:px-0">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {DELIVERY_PAGES.map((page) => {
          const isCurrent = path === page.href;
          return (
            <li key={page.href} className="shrink-0">
              <Link
                to={page.href}
                aria-current={isCurrent ? 'page' : undefined}
                className={`inline-block whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-semibold sm:px-4 sm:text-base ${
                  isCurrent
                    ? 'border-brand-600 text-brand-900'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-ink'
                }`}
              >
                {page.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The top of every delivery page: the sibling pages, then what this page does. */
export function DeliveryPageIntro({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Link
          to="/purchased-leads/get-purchased-premium-leads"
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          ← Back to Premium Leads
        </Link>
      </p>
      <DeliveryPageNav />
      <div className="max-w-3xl text-slate-700">{children}</div>
    </div>
  );
}
