import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { buttonClass } from '../../../components/form-controls';
import { site } from '../../../config/site';

/** What a member (role customer) sees at /admin: not an error page, a clear way back. */
export function TeamOnlyNotice({ name }: { name: string }) {
  return (
    <div className="flex min-h-screen flex-col bg-linear-to-b from-brand-50 via-white to-white">
      <header className="mx-auto w-full max-w-5xl px-4 py-5 sm:px-6">
        <BrandLogo />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-6 sm:pt-16">
        <div className="w-full max-w-lg rounded-2xl bg-white p-6 text-center shadow-lg ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-extrabold text-brand-900">This area is for the {site.name} team</h1>
          <p className="mt-3 text-slate-700">
            {name}, you are signed in with a member account. The operations console, where our team uploads
            leads and reviews refund requests, needs a team account. Your leads, wallet and requests are in
            your dashboard.
          </p>
          <Link to="/dashboard" className={`${buttonClass('primary')} mt-6`}>
            Go to your dashboard
          </Link>
        </div>
      </main>
    </div>
  );
}
