import { useId, useState, type ReactNode } from 'react';
import { FEATURE_DESCRIPTION_LIMIT, truncateText } from '../../lib/truncate-text';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import type { FeatureHighlight } from './feature-highlights-data';

/** docs/product.md §5: the description is cut to 100 characters, with See more / See less. */
export function FeatureHighlightCard({ item, icon }: { item: FeatureHighlight; icon: ReactNode }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const textId = useId();
  const isHydrated = useIsHydrated();
  const { text, isTruncated } = truncateText(item.description, FEATURE_DESCRIPTION_LIMIT);
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <span
        aria-hidden="true"
        className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
      >
        {icon}
      </span>
      <h3 className="mt-5 text-xl font-bold text-ink">{item.title}</h3>
      <p id={textId} className="mt-3 leading-relaxed text-slate-600">
        {isExpanded ? item.description : text}
      </p>
      {isTruncated && (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={textId}
          disabled={!isHydrated}
          onClick={() => setIsExpanded((expanded) => !expanded)}
          className="mt-4 self-start rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {isExpanded ? 'See less ' : 'See more '}
          <span className="sr-only">about {item.title}</span>
        </button>
      )}
    </article>
  );
}
