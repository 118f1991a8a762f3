import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../components/brand-logo';
import { Toaster } from '../components/toaster';
import { site } from '../config/site';

/** The light frame of the sign-in pages: logo, the page's card, a few links; no sidebar. */
export default function AuthLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-linear-to-b from-brand-50 via-white to-amber-50/40">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-4 px-4 py-5 sm:px-6">
        <BrandLogo />
        <Link
          to="/"
          className="rounded-full px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Back to the site
        </Link>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pb-12 pt-4 sm:pt-10">
        <Outlet />
      </main>
      <footer className="px-4 pb-6 text-center text-sm text-slate-600">
        <nav aria-label="Legal" className="flex flex-wrap justify-center gap-x-5 gap-y-2">
          <Link to="/terms-and-conditions" className="hover:text-brand-700 hover:underline">
            Terms and conditions
          </Link>
          <Link to="/privacy-policy" className="hover:text-brand-700 hover:underline">
            Privacy policy
          </Link>
          <Link to="/refund" className="hover:text-brand-700 hover:underline">
            Refund policy
          </Link>
          <a href={`mailto:${site.supportEmail}`} className="hover:text-brand-700 hover:underline">
            {site.supportEmail}
          </a>
        </nav>
      </footer>
      <Toaster />
    </div>
  );
}
