import { LeadIcon, type LeadIconName } from './lead-icons';
import type { SampleLead } from './sample-leads';

/** GeoJSON stores longitude first (docs/product.md §3); people read latitude first. */
function formatLocation([longitude, latitude]: [number, number]) {
  const ns = latitude >= 0 ? 'N' : 'S';
  const ew = longitude >= 0 ? 'E' : 'W';
  return `${Math.abs(latitude).toFixed(4)}° ${ns}, ${Math.abs(longitude).toFixed(4)}° ${ew}`;
}

/** A realistic but invented lead, clearly marked "Sample", as a buyer sees it after taking it. */
export function SampleLeadCard({ lead }: { lead: SampleLead }) {
  const isExclusive = lead.lead_type === 'exclusive';
  const rows: { icon: LeadIconName; label: string; value: string }[] = [
    {
      icon: 'home',
      label: 'Property address',
      value: `${lead.address_line_1}, ${lead.city}, ${lead.state} ${lead.ZIP}`,
    },
    { icon: 'building', label: 'Property type', value: lead.property_type },
    { icon: 'tag', label: 'Listed on MLS', value: lead.listed ? 'Yes' : 'No' },
    { icon: 'message', label: 'Reason for selling', value: lead.reason },
    { icon: 'clock', label: 'Selling timeline', value: lead.selling_timeline },
    { icon: 'pin', label: 'Location', value: formatLocation(lead.location.coordinates) },
  ];
  return (
    <figure className="relative w-full max-w-md rounded-2xl bg-white p-5 text-left text-ink shadow-2xl ring-1 ring-slate-200 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <span
          className={`rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide ${
            isExclusive ? 'bg-ink text-white' : 'bg-brand-100 text-brand-900'
          }`}
        >
          {isExclusive ? 'Exclusive Lead' : 'Premium Lead'}
        </span>
        <span className="rounded-md border-2 border-dashed border-amber-500 px-2 py-0.5 text-xs font-extrabold uppercase tracking-widest text-amber-800">
          Sample
        </span>
      </div>
      <div className="mt-4 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-11 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white"
        >
          {lead.lead_name
            .split(' ')
            .map((part) => part[0])
            .join('')}
        </span>
        <div>
          <p className="font-bold">{lead.lead_name}</p>
          <p className="flex items-center gap-1.5 text-sm text-slate-700">
            <LeadIcon name="phone" className="size-4" />
            {lead.lead_phone}
          </p>
        </div>
      </div>
      <dl className="mt-4 divide-y divide-slate-100 border-t border-slate-100 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex items-start gap-3 py-2.5">
            <LeadIcon name={row.icon} className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <dt className="w-36 shrink-0 text-slate-600">{row.label}</dt>
            <dd className="min-w-0 font-medium">{row.value}</dd>
          </div>
        ))}
      </dl>
      <figcaption className="mt-3 text-xs text-slate-600">
        Sample lead: the name, phone number and address are invented for illustration.
      </figcaption>
    </figure>
  );
}
