import { useId, useState, type KeyboardEvent } from 'react';
import type { FaqEntry } from '../config/faq';
import { useIsHydrated } from '../lib/use-is-hydrated';

/** Arrow keys, Home and End move between the questions (WAI-ARIA accordion pattern). */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const list = event.currentTarget.closest('[data-accordion]');
  const buttons = Array.from(list?.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]') ?? []);
  const index = buttons.indexOf(event.currentTarget);
  const last = buttons.length - 1;
  const next = {
    ArrowDown: index === last ? 0 : index + 1,
    ArrowUp: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  buttons[next]?.focus();
}

interface FaqAccordionProps {
  entries: readonly FaqEntry[];
  /** h2 when the accordion is the page's main content (/faq), h3 inside a section. */
  headingLevel?: 2 | 3;
}

/**
 * Questions and answers as an accordion (WAI-ARIA pattern: a button with aria-expanded and
 * aria-controls inside a heading, the answer in a labelled region). Several may be open at once.
 */
export function FaqAccordion({ entries, headingLevel = 2 }: FaqAccordionProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const baseId = useId();
  // The prerendered page paints before it hydrates: no click may be lost in between.
  const isHydrated = useIsHydrated();
  const [openIndexes, setOpenIndexes] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setOpenIndexes((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <div
      data-accordion
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {entries.map((entry, index) => {
        const isOpen = openIndexes.has(index);
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={entry.question}>
            <Heading className="text-base sm:text-lg">
              <button
                type="button"
                id={buttonId}
                data-accordion-trigger
                aria-expanded={isOpen}
                aria-controls={panelId}
                disabled={!isHydrated}
                onClick={() => toggle(index)}
                onKeyDown={moveFocus}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-brand-50 sm:px-6"
              >
                <span>{entry.question}</span>
                <span
                  aria-hidden="true"
                  className={`grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-lg leading-none text-brand-700 transition-transform ${isOpen ? 'rotate-45' : ''}`}
                >
                  +
                </span>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-5 pb-5 leading-relaxed text-slate-700 sm:px-6"
            >
              <p>{entry.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
