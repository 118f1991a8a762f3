import { appHref, site } from '../../config/site';

/**
 * Home section 9: the promotional block. 'Learn more' opens the web app's marketplace: its public
 * face for a visitor, today's leads on a list and a map, one click from them to a plan or sign-in
 * (docs/product.md §2.3; issue 20.6: the page's last button must not end at a sign-in wall).
 */
export function PromoBlock() {
  return (
    <section aria-labelledby="promo-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="relative overflow-hidden rounded-3xl bg-linear-to-br from-brand-700 via-brand-900 to-ink px-6 py-14 text-center shadow-2xl sm:px-12 lg:py-20">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-20 -top-20 h-72 w-72 rounded-full bg-accent/20 blur-3xl"
          />
          <p className="relative text-sm font-semibold uppercase tracking-[0.14em] text-accent">
            Your dashboard is waiting
          </p>
          <h2
            id="promo-title"
            className="relative mx-auto mt-3 max-w-3xl text-3xl font-extrabold tracking-tight text-white text-balance sm:text-5xl"
          >
            Today&apos;s sellers are already in the marketplace
          </h2>
          <p className="relative mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">
            Browse leads on a list or a map, take the ones that fit your buy box and send them to your CRM in
            minutes. New members start at $99 for 25 leads — code{' '}
            <strong className="font-mono text-accent">{site.promoCode}</strong> halves your first month.
          </p>
          <a
            href={appHref('/marketplace')}
            className="relative mt-9 inline-flex items-center gap-2 rounded-full bg-accent px-8 py-3.5 text-lg font-bold text-ink shadow-lg transition-colors hover:bg-amber-300"
          >
            Learn more<span aria-hidden="true">→</span>
          </a>
        </div>
      </div>
    </section>
  );
}
