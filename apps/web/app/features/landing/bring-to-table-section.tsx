import { SectionHeading } from '../../components/section-heading';
import { StrokeIcon } from '../../components/stroke-icon';
import { LANDING_FEATURES } from '../../config/features';

/** One glyph per feature, in the order of LANDING_FEATURES. */
const ICON_PATHS: readonly string[] = [
  'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  'M12 3l2.7 5.5 6 .9-4.4 4.2 1 6-5.3-2.8-5.3 2.8 1-6L3.3 9.4l6-.9z',
  'M6 6l12 12M4 12h4m8 0h4M12 4v4m0 8v4',
  'M4 5h6a2 2 0 0 1 2 2v13a2 2 0 0 0-2-2H4zm16 0h-6a2 2 0 0 0-2 2v13a2 2 0 0 1 2-2h6z',
  'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  'M4 18 10 12l4 4 6-8m0 0h-5m5 0v5',
];

/** /landing-page: 'What Do We Bring to the Table?' six-feature grid (docs/product.md §2.4). */
export function BringToTableSection() {
  return (
    <section aria-labelledby="bring-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="bring-title" eyebrow="Why members stay" title="What Do We Bring to the Table?">
          <p>
            Everything you need to turn a motivated seller into a signed contract, and nothing you don&apos;t.
          </p>
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {LANDING_FEATURES.map((feature, index) => (
            <li
              key={feature.title}
              className="rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-900 text-accent">
                {ICON_PATHS[index] && <StrokeIcon path={ICON_PATHS[index]} />}
              </span>
              <h3 className="mt-5 text-xl font-bold text-ink">{feature.title}</h3>
              <p className="mt-3 leading-relaxed text-slate-600">{feature.desc}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
