import { Link } from 'react-router';
import { appHref } from '../../config/site';
import { HERO_STATS } from './hero-stats';
import { HeroLeadPreview } from './hero-lead-preview';

/**
 * Home section 1. Within one screen a visitor learns what is sold (motivated-seller leads), to
 * whom (investors, wholesalers, agents), for how much ($99 for 25 leads) and how to start.
 */
export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-linear-to-b from-brand-50 via-white to-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -top-24 h-96 w-96 rounded-full bg-brand-100 opacity-70 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -left-32 top-1/2 h-80 w-80 rounded-full bg-amber-100 opacity-60 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pb-16 pt-8 sm:px-6 sm:pt-14 lg:grid-cols-[1.2fr_1fr] lg:pb-24 lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white px-3 py-1 text-xs font-semibold text-brand-700 shadow-sm sm:text-sm">
            <span className="h-2 w-2 rounded-full bg-brand-500" aria-hidden="true" />
            New leads every day before 10 AM Central
          </p>
          <h1
            id="hero-title"
            className="mt-4 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl xl:text-[3.5rem] xl:leading-[1.08]"
          >
            <span className="whitespace-nowrap">Motivated-seller</span> leads for investors, wholesalers &amp;
            agents
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-600 sm:mt-6 sm:text-xl">
            Homeowners who told us they want to sell, qualified before upload and ready for your CRM. No VA,
            dialer or skip tracing needed.
          </p>
          <p className="mt-4 text-lg font-semibold text-ink sm:mt-6">
            Start for <span className="text-3xl font-extrabold text-brand-700">$99</span> and get{' '}
            <span className="text-brand-700">25 leads</span>.
          </p>
          <div className="mt-5 flex flex-col gap-3 sm:mt-8 sm:flex-row">
            <a
              href={appHref('/sign-up')}
              className="rounded-full bg-brand-600 px-7 py-3.5 text-center text-lg font-semibold text-white shadow-lg shadow-brand-600/25 transition-colors hover:bg-brand-700"
            >
              Sign up — start for $99
            </a>
            <Link
              to="/#pricing"
              preventScrollReset
              className="rounded-full border-2 border-slate-300 bg-white px-7 py-3 text-center text-lg font-semibold text-ink transition-colors hover:border-brand-600 hover:text-brand-700"
            >
              See pricing
            </Link>
          </div>
          <p className="mt-4 text-base text-slate-600">
            <Link
              to="/marketplace"
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              Browse the leads for sale now
            </Link>{' '}
            — by state, county, ZIP code or miles around you, no account needed.
          </p>
          <dl className="mt-10 grid max-w-xl grid-cols-3 gap-4 border-t border-slate-200 pt-6">
            {HERO_STATS.map((stat) => (
              <div key={stat.label}>
                <dt className="sr-only">{stat.label}</dt>
                <dd className="text-2xl font-extrabold text-ink sm:text-3xl">
                  {stat.prefix}
                  {stat.value}
                  {stat.suffix}
                </dd>
                <dd className="mt-1 text-sm leading-snug text-slate-600">{stat.label}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroLeadPreview />
      </div>
    </section>
  );
}
