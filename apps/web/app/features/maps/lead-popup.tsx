import { useEffect, useRef, type ReactNode } from 'react';
import type { MarketplaceLead } from '@app/shared';

export const placeName = (lead: MarketplaceLead) => `${lead.city}, ${lead.state} ${lead.ZIP}`;

/** The card (or cards, for leads at one shown position) of what was clicked on the map. */
export function LeadPopup({
  leads,
  renderLead,
  onClose,
  isNarrow,
}: {
  leads: MarketplaceLead[];
  renderLead: (lead: MarketplaceLead) => ReactNode;
  onClose: () => void;
  isNarrow: boolean;
}) {
  const ref = useRef<HTMLDivElement | null>(null);
  const ids = leads.map((lead) => lead.id).join();
  // Focus moves to the card when another is opened, not when the map around it moves.
  useEffect(() => ref.current?.focus(), [ids]);
  const title = leads.length === 1 ? placeName(leads[0]!) : `${leads.length} leads at this spot`;
  return (
    <div
      ref={ref}
      role="dialog"
      aria-label={title}
      tabIndex={-1}
      data-map-popup=""
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className={`absolute z-20 flex max-h-[calc(100%-1rem)] flex-col overflow-hidden rounded-2xl bg-slate-50 shadow-xl ring-1 ring-slate-300 focus:outline-none ${
        isNarrow ? 'inset-x-2 bottom-2' : 'left-3 top-3 w-80'
      }`}
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 py-2">
        <p className="text-sm font-bold text-brand-900">{title}</p>
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Close
        </button>
      </div>
      <ul className="space-y-3 overflow-y-auto p-3">
        {leads.map((lead) => (
          <li key={lead.id}>{renderLead(lead)}</li>
        ))}
      </ul>
    </div>
  );
}
