import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { pullApiExamples, type PullApiLanguage } from '@app/shared';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { CopyButton } from './copy-button';
import { usePageOrigin } from '../../lib/use-page-origin';

export const API_KEY_PLACEHOLDER = 'YOUR_API_KEY';

const LANGUAGES: readonly { id: PullApiLanguage; label: string; runWith: string }[] = [
  { id: 'curl', label: 'cURL', runWith: 'Paste into a terminal.' },
  {
    id: 'node',
    label: 'Node',
    runWith: 'Save as pull-leads.mjs and run node pull-leads.mjs (Node 18 or newer).',
  },
  {
    id: 'python',
    label: 'Python',
    runWith: 'Save as pull_leads.py and run python3 pull_leads.py (standard library only).',
  },
  { id: 'java', label: 'Java', runWith: 'Save as Main.java and run java Main.java (Java 11 or newer).' },
];

/**
 * docs/product.md §2.8: request examples in cURL, Node, Python and Java, each with a copy button.
 * The code comes from packages/shared, the same text the API test runs against a live server.
 * Tabs follow the WAI-ARIA tabs pattern: arrow keys, Home and End move between them.
 */
export function CodeExamples() {
  const origin = usePageOrigin();
  const examples = pullApiExamples(origin, API_KEY_PLACEHOLDER);
  const [selected, setSelected] = useState<PullApiLanguage>('curl');
  const tabRefs = useRef<Partial<Record<PullApiLanguage, HTMLButtonElement | null>>>({});
  const baseId = useId();
  // The prerendered page paints before it hydrates: no click or key may be lost in between.
  const isHydrated = useIsHydrated();

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = LANGUAGES.findIndex((language) => language.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: LANGUAGES.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = LANGUAGES[(target + LANGUAGES.length) % LANGUAGES.length]!.id;
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="overflow-hidden rounded-2xl bg-ink shadow-lg">
      <div
        role="tablist"
        aria-label="Request example language"
        className="flex gap-1 overflow-x-auto border-b border-white/10 px-2 pt-2"
      >
        {LANGUAGES.map(({ id, label }) => (
          <button
            key={id}
            ref={(element) => {
              tabRefs.current[id] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${id}-tab`}
            aria-selected={selected === id}
            aria-controls={`${baseId}-${id}-panel`}
            tabIndex={selected === id ? 0 : -1}
            disabled={!isHydrated}
            onClick={() => setSelected(id)}
            onKeyDown={handleKeyDown}
            className={`rounded-t-lg px-4 py-2 text-sm font-semibold ${selected === id ? 'bg-white/10 text-white' : 'text-slate-300 hover:text-white'}`}
          >
            {label}
          </button>
        ))}
      </div>
      {LANGUAGES.map(({ id, label, runWith }) => (
        <div
          key={id}
          role="tabpanel"
          id={`${baseId}-${id}-panel`}
          aria-labelledby={`${baseId}-${id}-tab`}
          hidden={selected !== id}
        >
          <div className="flex flex-wrap items-center justify-between gap-2 px-4 pt-3">
            <p className="text-sm text-slate-300">{runWith}</p>
            <CopyButton text={examples[id]} label={label} />
          </div>
          <pre
            tabIndex={0}
            aria-label={`${label} example`}
            className="overflow-x-auto p-4 text-sm leading-relaxed text-slate-100"
          >
            <code>{examples[id]}</code>
          </pre>
        </div>
      ))}
    </div>
  );
}
