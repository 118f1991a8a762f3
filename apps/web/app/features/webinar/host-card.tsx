import { useId, useState } from 'react';
import { InitialsAvatar } from '../../components/initials-avatar';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { HOST_CARD } from './webinar-content';

/** The sample card beside the video; 'Show More' reveals the rest of the text (docs/product.md §2.11). */
export function HostCard() {
  const [isExpanded, setIsExpanded] = useState(false);
  const moreId = useId();
  // The prerendered page paints before it hydrates: no click may be lost in between.
  const isHydrated = useIsHydrated();
  return (
    <article
      aria-labelledby={`${moreId}-name`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <InitialsAvatar
          initials={HOST_CARD.initials}
          className="h-12 w-12 text-base"
          colorClassName="bg-brand-600 text-white"
        />
        <div>
          <h3 id={`${moreId}-name`} className="font-bold text-ink">
            {HOST_CARD.name}
          </h3>
          <p className="text-sm text-slate-700">
            {HOST_CARD.role} · {HOST_CARD.location}
          </p>
        </div>
      </div>
      <p className="mt-3 leading-relaxed text-slate-800">{HOST_CARD.summary}</p>
      <p id={moreId} hidden={!isExpanded} className="mt-2 leading-relaxed text-slate-800">
        {HOST_CARD.more}
      </p>
      <button
        type="button"
        aria-expanded={isExpanded}
        aria-controls={moreId}
        disabled={!isHydrated}
        onClick={() => setIsExpanded((value) => !value)}
        className="mt-3 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {isExpanded ? 'Show Less' : 'Show More'}
      </button>
    </article>
  );
}
