import { Link } from 'react-router';
import { site } from '../config/site';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'Page not found',
    description: `The page you were looking for is not on ${site.name}. Browse Premium Leads, read the FAQ or go back to the home page.`,
    withBrand: false,
  });

const LINKS = [
  { to: '/', label: 'Home page', desc: 'Plans, results and how it works' },
  { to: '/premiumleads', label: 'Premium Leads', desc: 'Qualified leads included in every package' },
  { to: '/faq', label: 'FAQ', desc: 'Answers to the 14 questions we hear most' },
] as const;

/** Catch-all route: a friendly 404 with the three places most visitors were looking for. */
export default function NotFoundPage() {
  return (
    <main className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="text-7xl font-black tracking-tight text-brand-100 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
        Page not found
      </h1>
      <p className="mt-4 max-w-xl text-lg text-slate-700">
        This address does not lead anywhere. The link may be old or mistyped. Here are the places most
        visitors are looking for:
      </p>
      <ul className="mt-10 grid w-full gap-4 sm:grid-cols-3">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="block h-full rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm transition hover:border-brand-500 hover:shadow-md"
            >
              <span className="block font-bold text-brand-700">{link.label} →</span>
              <span className="mt-1 block text-sm text-slate-700">{link.desc}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-sm text-slate-600">
        Still lost? Email{' '}
        <a className="font-medium text-brand-700 underline" href={`mailto:${site.supportEmail}`}>
          {site.supportEmail}
        </a>
        .
      </p>
    </main>
  );
}
