import { LANDING_FEATURES } from '../../config/features';

/** One small glyph per landing feature, in the grid's order (docs/product.md §2.4). */
const ICON_PATHS = [
  'M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3Zm-3 9 2 2 4-4',
  'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  'M4 12h16M4 6h16M4 18h10',
  'M5 4h10l4 4v12H5V4Zm4 8h6m-6 4h6',
  'M12 21s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.6-7 10-7 10Z',
  'M4 18 10 12l4 4 6-8m0 0h-5m5 0v5',
];

/** The six feature cards, the same as the landing page grid (docs/product.md §2.10). */
export function AffiliateFeatures() {
  return (
    <section aria-labelledby="affiliate-features-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <p className="text-center text-sm font-bold uppercase tracking-widest text-brand-700">
        What your referrals get
      </p>
      <h2
        id="affiliate-features-title"
        className="mt-2 text-center text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl"
      >
        A product that sells itself
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
        You are recommending motivated-seller leads that investors, wholesalers and agents already need. Here
        is what they get.
      </p>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {LANDING_FEATURES.map((feature, index) => (
          <li
            key={feature.title}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
          >
            <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <svg
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                <path d={ICON_PATHS[index % ICON_PATHS.length]} />
              </svg>
            </span>
            <h3 className="mt-4 text-lg font-bold text-ink">{feature.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{feature.desc}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
