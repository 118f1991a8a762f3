import { appHref } from '../../config/site';

/** /landing-page: the closing call to action 'Get Your Next Contract Here!' (docs/product.md §2.4). */
export function ClosingCta() {
  return (
    <section aria-labelledby="closing-title" className="bg-white px-4 pb-20 sm:px-6 sm:pb-24">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-linear-to-br from-accent via-amber-300 to-amber-200 px-6 py-14 text-center shadow-xl sm:px-12 lg:py-20">
        <h2
          id="closing-title"
          className="mx-auto max-w-3xl text-3xl font-extrabold tracking-tight text-ink text-balance sm:text-5xl"
        >
          Get Your Next Contract Here!
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-ink/80">
          25 motivated-seller leads for $99, uploaded every day before 10 AM Central. Your first call could be
          tomorrow morning.
        </p>
        <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
          <a
            href={appHref('/sign-up')}
            className="rounded-full bg-ink px-8 py-3.5 text-lg font-bold text-white shadow-lg transition-colors hover:bg-brand-900"
          >
            Sign up for $99
          </a>
          <a
            href={appHref('/')}
            className="rounded-full border-2 border-ink px-8 py-3 text-lg font-bold text-ink transition-colors hover:bg-white/40"
          >
            Explore the platform
          </a>
        </div>
      </div>
    </section>
  );
}
