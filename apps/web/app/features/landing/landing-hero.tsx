import { appHref } from '../../config/site';
import { AvatarStrip } from './avatar-strip';
import { HeroCounter } from './hero-counter';
import { PromoVideo } from './promo-video';

/** /landing-page hero (docs/product.md §2.4): headline, avatar strip, counters, promo video, calls to action. */
export function LandingHero() {
  return (
    <section
      aria-labelledby="landing-title"
      className="relative overflow-hidden bg-linear-to-br from-brand-900 via-brand-900 to-ink text-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-40 -top-40 h-[32rem] w-[32rem] rounded-full bg-brand-500/25 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-40 -left-24 h-96 w-96 rounded-full bg-accent/15 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent">
            For investors, wholesalers &amp; agents
          </p>
          <h1
            id="landing-title"
            className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl xl:text-6xl"
          >
            Stop chasing cold lists. Call sellers who want to sell.
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100 sm:text-xl">
            Fresh motivated-seller leads every morning before 10 AM Central, qualified before upload and ready
            for your CRM. Start for $99 with 25 leads.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a
              href={appHref('/sign-up')}
              className="rounded-full bg-accent px-7 py-3.5 text-center text-lg font-bold text-ink shadow-lg transition-colors hover:bg-amber-300"
            >
              Start for $99
            </a>
            <a
              href={appHref('/')}
              className="rounded-full border-2 border-white/40 px-7 py-3 text-center text-lg font-semibold text-white transition-colors hover:border-white hover:bg-white/10"
            >
              Explore the platform
            </a>
          </div>
          <div className="mt-10">
            <AvatarStrip />
          </div>
          <dl className="mt-10 grid grid-cols-2 gap-6 border-t border-white/15 pt-8 sm:grid-cols-3">
            <div className="col-span-2 sm:col-span-1">
              <dt className="sr-only">Generated for our members</dt>
              <dd>
                <HeroCounter />
              </dd>
            </div>
            <div>
              <dt className="sr-only">Investors helped</dt>
              <dd className="text-3xl font-extrabold lg:text-4xl">1,000+</dd>
              <dd className="mt-1 text-sm text-brand-100">investors helped</dd>
            </div>
            <div>
              <dt className="sr-only">Average assignment fee</dt>
              <dd className="text-3xl font-extrabold lg:text-4xl">~$10K</dd>
              <dd className="mt-1 text-sm text-brand-100">average assignment fee</dd>
            </div>
          </dl>
        </div>
        <PromoVideo />
      </div>
    </section>
  );
}
