import { LeadCtaButtons } from './lead-cta';
import { LeadIcon } from './lead-icons';
import type { LeadKindContent } from './lead-kind-content';
import { SampleLeadCard } from './sample-lead-card';

export function LeadKindHero({ content }: { content: LeadKindContent }) {
  return (
    <section aria-labelledby="lead-hero-title" className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute -right-32 -top-32 size-[28rem] rounded-full bg-brand-600/40 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <h1
            id="lead-hero-title"
            className="text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl"
          >
            <span className="mb-3 block text-sm font-bold uppercase tracking-widest text-accent">
              {content.eyebrow}
              <span className="sr-only">:</span>
            </span>{' '}
            {content.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">{content.intro}</p>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Highlights">
            {content.highlights.map((highlight) => (
              <li
                key={highlight}
                className="flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium"
              >
                <LeadIcon name="check" className="size-4 text-accent" />
                {highlight}
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <LeadCtaButtons primaryLabel={content.primaryLabel} />
          </div>
        </div>
        <div className="flex justify-center lg:justify-end">
          <SampleLeadCard lead={content.sample} />
        </div>
      </div>
    </section>
  );
}
