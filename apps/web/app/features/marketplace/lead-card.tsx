import type { ReactNode } from 'react';
import type { MarketplaceLead } from '@app/shared';
import { StatusBadge } from '../../components/status-badge';
import { formatUsd } from '../../lib/format-number';
import { conditionText, occupancyText, sizeText } from '../../lib/lead-details-text';
import { daysUntil } from './lead-filters';

function Fact({ label, value, isWide = false }: { label: string; value: string; isWide?: boolean }) {
  return (
    <div className={isWide ? 'col-span-2' : undefined}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-medium text-ink">{value}</dd>
    </div>
  );
}

/**
 * Issue 18.3: what a prospect may know of the house before paying, the value and the equity
 * only as the API's bands, and never the seller.
 */
function PropertyFacts({ lead }: { lead: MarketplaceLead }) {
  const size = sizeText(lead);
  return (
    <>
      {size && <Fact label="Home" value={size} isWide />}
      {lead.condition && <Fact label="Condition" value={conditionText(lead.condition)} />}
      {lead.occupancy && <Fact label="Occupancy" value={occupancyText(lead.occupancy)} />}
      {lead.value_band && <Fact label="Value" value={lead.value_band} />}
      {lead.equity_band && <Fact label="Equity" value={lead.equity_band} />}
    </>
  );
}

/** The seller's consent on record (19.5), and a warning while the number is on a DNC list (18.4). */
function ContactChips({ lead }: { lead: MarketplaceLead }) {
  if (!lead.has_consent && lead.dnc !== true) return null;
  return (
    <p className="mt-3 flex flex-wrap gap-2 pb-4">
      {lead.has_consent && <StatusBadge tone="green">Consent on file</StatusBadge>}
      {lead.dnc === true && <StatusBadge tone="red">DNC: on a Do-Not-Call list</StatusBadge>}
    </p>
  );
}

function Availability({ lead }: { lead: MarketplaceLead }) {
  if (lead.lead_type === 'exclusive') {
    return (
      <p className="flex items-baseline justify-between gap-2">
        <span className="text-sm text-slate-700">One buyer only</span>
        <span className="text-2xl font-extrabold tabular-nums text-ink">
          {lead.price === null ? 'Price on request' : formatUsd(lead.price, { cents: false })}
        </span>
      </p>
    );
  }
  const parts = [`taken ${lead.buyers_count} of ${lead.max_buyers}`];
  if (lead.expires_at) parts.push(`leaves in ${daysUntil(lead.expires_at)} days`);
  return <p className="text-sm font-semibold text-slate-700">{parts.join(' · ')}</p>;
}

/**
 * One lead of the marketplace: where, what, why and how soon, never who (docs/product.md §13:
 * the API sends no seller name, phone or street address). `actions` holds the buttons, which
 * differ between the public preview and the customer area.
 */
export function LeadCard({
  lead,
  actions,
  place = 'list',
}: {
  lead: MarketplaceLead;
  actions: ReactNode;
  /** The same card in the map's popup carries no id of the list's (ids stay unique on the page). */
  place?: 'list' | 'map';
}) {
  const isExclusive = lead.lead_type === 'exclusive';
  const idBase = place === 'list' ? `lead-${lead.id}` : `map-lead-${lead.id}`;
  return (
    <article
      id={place === 'list' ? idBase : undefined}
      tabIndex={-1}
      aria-labelledby={`${idBase}-title`}
      className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 focus:outline-3 focus:outline-accent"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={`${idBase}-title`} className="text-lg font-bold text-brand-900">
            {lead.city}, {lead.state} {lead.ZIP}
          </h3>
          {(lead.county || lead.distance_miles !== null) && (
            <p className="text-sm text-slate-600">
              {[lead.county, lead.distance_miles !== null ? `${lead.distance_miles} miles away` : null]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-bold uppercase tracking-wide ${isExclusive ? 'bg-ink text-white' : 'bg-brand-50 text-brand-700'}`}
        >
          {isExclusive ? 'Exclusive' : 'Premium'}
        </span>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Fact label="Property" value={lead.property_type} />
        <Fact label="Timeline" value={lead.selling_timeline} />
        <Fact label="Reason" value={lead.reason} />
        <Fact label="Listed on MLS" value={lead.listed ? 'Yes' : 'No'} />
        <PropertyFacts lead={lead} />
      </dl>
      <ContactChips lead={lead} />
      <div className="mt-auto border-t border-slate-100 pt-4">
        <Availability lead={lead} />
        <div className="mt-3">{actions}</div>
      </div>
    </article>
  );
}
