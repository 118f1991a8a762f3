import { Link } from 'react-router';
import { FAQ_ENTRIES } from '../../config/faq';

/** The most asked questions come first in FAQ_ENTRIES; the home page shows five of them. */
const EXCERPT_SIZE = 5;

/** Home section 8, first half: a few FAQ answers and a link to all of them on /faq. */
export function FaqExcerpt() {
  return (
    <div>
      <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">FAQ</p>
      <h2 id="faq-title" className="mt-3 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
        Questions investors ask us first
      </h2>
      <div className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {FAQ_ENTRIES.slice(0, EXCERPT_SIZE).map((entry) => (
          <details key={entry.question} className="group px-5 sm:px-6">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-ink marker:hidden [&::-webkit-details-marker]:hidden">
              <span>{entry.question}</span>
              <span
                aria-hidden="true"
                className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-lg leading-none text-brand-700 transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="pb-5 leading-relaxed text-slate-700">{entry.answer}</p>
          </details>
        ))}
      </div>
      <Link
        to="/faq"
        className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        See all {FAQ_ENTRIES.length} questions and answers<span aria-hidden="true">→</span>
      </Link>
    </div>
  );
}
