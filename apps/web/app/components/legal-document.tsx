import type { ReactNode } from 'react';

export interface LegalSection {
  /** The anchor of the section (`#id`), kept stable because support emails link to it. */
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** ISO date, shown as "Effective date: Month D, YYYY". */
  effectiveDate: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  /** Rendered above the title, e.g. the "Back to home" link on /agreement where the header is hidden. */
  topSlot?: ReactNode;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The layout shared by the terms, privacy and refund pages: an effective date, a table of
 * contents of anchor links and numbered sections, readable on a phone and printable.
 */
export function LegalDocument({ title, effectiveDate, intro, sections, topSlot }: LegalDocumentProps) {
  return (
    <main className="pb-8">
      <header className="border-b border-brand-100 bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
          {topSlot}
          <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
          <p className="mt-3 text-sm font-medium text-slate-700">
            Effective date:{' '}
            <time dateTime={effectiveDate}>{longDate.format(new Date(`${effectiveDate}T00:00:00Z`))}</time>
          </p>
          <div className="mt-5 max-w-3xl space-y-3 text-base leading-relaxed text-slate-800">{intro}</div>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-10 lg:grid-cols-[16rem_1fr]">
        <nav
          aria-labelledby="legal-toc-title"
          className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto"
        >
          <h2 id="legal-toc-title" className="text-sm font-bold uppercase tracking-wide text-slate-600">
            Contents
          </h2>
          <ol className="mt-3 space-y-1 rounded-xl border border-slate-200 p-3 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex gap-2 rounded-md px-2 py-1.5 text-slate-800 hover:bg-brand-50 hover:text-brand-700"
                >
                  <span className="w-5 shrink-0 text-right font-semibold text-brand-700">{index + 1}.</span>
                  <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="min-w-0 max-w-3xl">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24 border-b border-slate-100 py-6 first:pt-0 last:border-0"
            >
              <h2 id={`${section.id}-title`} className="text-xl font-bold text-brand-900">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_li]:mt-1.5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_strong]:text-ink [&_ul]:list-disc [&_ul]:pl-6">
                {section.content}
              </div>
            </section>
          ))}
        </article>
      </div>
    </main>
  );
}
