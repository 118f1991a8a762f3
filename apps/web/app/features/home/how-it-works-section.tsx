import { SectionHeading } from '../../components/section-heading';
import { site } from '../../config/site';

const STEPS = [
  {
    title: 'Subscribe',
    body: `Pick a plan: Basic starts at $99 a month with 25 premium lead credits. New members save 50% on their first month with code ${site.promoCode}.`,
  },
  {
    title: 'Browse and take leads',
    body: 'Filter the marketplace by state, city, ZIP, property type, timeline and reason, on a list or a map. One credit takes a Premium Lead; your wallet buys Exclusive ones.',
  },
  {
    title: 'Send them to your CRM',
    body: 'Download a CSV, or connect once and let new leads flow on their own: webhook API, Google Sheet or Go High Level.',
  },
  {
    title: 'Close deals',
    body: 'Call owners who already said they want to sell. Our members average about $10K per assignment.',
  },
] as const;

/** Home section 3: four steps from subscription to signed contract. */
export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-title" className="scroll-mt-24 bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="how-title"
          eyebrow="How it works"
          title="From sign-up to signed contract in four steps"
        >
          <p>
            New leads go live every day before 10 AM Central Time, so the first call of your morning is to a
            fresh seller.
          </p>
        </SectionHeading>
        <ol className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-600 text-lg font-extrabold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-xl font-bold text-ink">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-3 leading-relaxed text-slate-600">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
