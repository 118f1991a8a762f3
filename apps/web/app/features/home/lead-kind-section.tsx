import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckList } from '../../components/check-list';
import { SectionHeading } from '../../components/section-heading';

interface LeadKindSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  points: readonly string[];
  link: { to: string; label: string };
  tone: 'light' | 'dark';
  /** The facts panel beside the text. */
  aside: ReactNode;
}

/** The shared layout of the Premium Leads and Exclusive Leads sections of the home page. */
export function LeadKindSection({
  id,
  eyebrow,
  title,
  intro,
  points,
  link,
  tone,
  aside,
}: LeadKindSectionProps) {
  const isDark = tone === 'dark';
  return (
    <section
      aria-labelledby={id}
      className={`scroll-mt-24 py-20 sm:py-24 ${isDark ? 'bg-brand-900' : 'bg-white'}`}
    >
      <div
        className={`mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center ${isDark ? 'lg:[&>*:first-child]:order-2' : ''}`}
      >
        <div>
          <SectionHeading id={id} eyebrow={eyebrow} title={title} align="left" tone={tone}>
            <p>{intro}</p>
          </SectionHeading>
          <CheckList
            items={points}
            tone={tone}
            className={`mt-8 text-lg ${isDark ? 'text-white' : 'text-ink'}`}
          />
          <Link
            to={link.to}
            className={`mt-10 inline-flex items-center gap-2 rounded-full px-6 py-3 font-semibold transition-colors ${
              isDark ? 'bg-accent text-ink hover:bg-amber-300' : 'bg-brand-600 text-white hover:bg-brand-700'
            }`}
          >
            {link.label}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
        {aside}
      </div>
    </section>
  );
}

/** A grid of big figures, e.g. "3 buyers at most". */
export function FactGrid({
  facts,
  tone,
}: {
  facts: readonly { value: string; label: string }[];
  tone: 'light' | 'dark';
}) {
  const isDark = tone === 'dark';
  return (
    <dl className="grid grid-cols-2 gap-4">
      {facts.map((fact) => (
        <div
          key={fact.label}
          className={`flex flex-col rounded-2xl p-6 ${isDark ? 'bg-white/5 ring-1 ring-white/15' : 'bg-brand-50'}`}
        >
          <dt className={`text-sm font-medium ${isDark ? 'text-brand-100' : 'text-slate-600'}`}>
            {fact.label}
          </dt>
          <dd
            className={`order-first text-3xl font-extrabold sm:text-4xl ${isDark ? 'text-accent' : 'text-brand-700'}`}
          >
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
