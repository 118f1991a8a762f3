import { Link } from 'react-router';
import { site } from '../config/site';

/**
 * The second shared element of docs/product.md §2.1, between the header and the page: the
 * headline offer of docs/product.md §1 and §9 ($99 for 25 leads, promo code WELCOME50).
 */
export function AnnouncementBar() {
  return (
    <aside aria-label="Offer for new members" className="bg-accent text-ink">
      <p className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-2 text-center text-sm">
        <span className="sm:hidden">
          <strong className="font-bold">$99 for 25 leads</strong> · code{' '}
          <strong className="font-mono">{site.promoCode}</strong> = 50% off
        </span>
        <span className="hidden sm:inline">
          <strong className="font-bold">New members:</strong> $99 gets you 25 premium leads — use code{' '}
          <strong className="rounded bg-ink px-1.5 py-0.5 font-mono text-white">{site.promoCode}</strong> at
          checkout for 50% off your first month.
        </span>
        <Link
          to="/plans"
          className="font-bold underline decoration-2 underline-offset-4 hover:text-brand-900"
        >
          See plans<span aria-hidden="true"> →</span>
        </Link>
      </p>
    </aside>
  );
}
