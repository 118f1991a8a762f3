import { useId, useState } from 'react';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { INITIAL_OPEN_INDEX, toggleOpenIndex } from './cover-accordion-state';
import { COVER_ITEMS } from './webinar-content';

/** 'Here's what we'll cover' (docs/product.md §2.11 and §4): one item open at a time, Secret 1 open first. */
export function CoverAccordion() {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState(INITIAL_OPEN_INDEX);
  // The prerendered page paints before it hydrates: no click may be lost in between.
  const isHydrated = useIsHydrated();
  return (
    <ol className="space-y-3">
      {COVER_ITEMS.map((item, index) => {
        const isOpen = openIndex === index;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <li
            key={item.title}
            className={`overflow-hidden rounded-2xl border transition-colors ${isOpen ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white'}`}
          >
            <h3>
              <button
                type="button"
                id={`${baseId}-button-${index}`}
                aria-expanded={isOpen}
                aria-controls={item.body ? panelId : undefined}
                disabled={!isHydrated}
                onClick={() => setOpenIndex((current) => toggleOpenIndex(current, index))}
                className="flex w-full items-center gap-4 px-5 py-4 text-left"
              >
                <span
                  aria-hidden="true"
                  className={`grid size-10 shrink-0 place-items-center rounded-full text-sm font-extrabold ${isOpen ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700'}`}
                >
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-lg font-bold text-ink">{item.title}</span>
                  <span className="block text-sm text-slate-700">{item.subtitle}</span>
                </span>
                <svg
                  viewBox="0 0 20 20"
                  aria-hidden="true"
                  className={`size-5 shrink-0 text-brand-700 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
            </h3>
            {item.body && (
              <div
                id={panelId}
                role="region"
                aria-labelledby={`${baseId}-button-${index}`}
                hidden={!isOpen}
                className="px-5 pb-5 pl-[4.75rem] leading-relaxed text-slate-800"
              >
                <p>{item.body}</p>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
