interface PreviewLead {
  kind: 'Exclusive' | 'Premium';
  place: string;
  propertyType: string;
  timeline: string;
  reason: string;
  detail: string;
  publishedAt: string;
}

/** Two example marketplace rows, the way buyers see them before taking a lead (no seller contact). */
const PREVIEW_LEADS: readonly PreviewLead[] = [
  {
    kind: 'Exclusive',
    place: 'Phoenix, AZ 85016',
    propertyType: 'Single Family',
    timeline: 'ASAP',
    reason: 'Inherited property',
    detail: 'One buyer only · validated twice',
    publishedAt: '7:58 AM CT',
  },
  {
    kind: 'Premium',
    place: 'Dallas, TX 75217',
    propertyType: 'Multi Family',
    timeline: '1-3 months',
    reason: 'Tired landlord',
    detail: '1 of 3 spots taken · 1 credit',
    publishedAt: '9:42 AM CT',
  },
];

function PreviewCard({ lead }: { lead: PreviewLead }) {
  const isExclusive = lead.kind === 'Exclusive';
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xl shadow-slate-900/5 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <span
          className={`whitespace-nowrap rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide ${
            isExclusive ? 'bg-amber-100 text-amber-900' : 'bg-brand-100 text-brand-900'
          }`}
        >
          {lead.kind} lead
        </span>
        <span className="text-xs font-medium text-slate-500">Today, {lead.publishedAt}</span>
      </div>
      <p className="mt-4 text-lg font-bold text-ink">{lead.place}</p>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm sm:gap-3">
        <div>
          <dt className="text-slate-500">Property</dt>
          <dd className="font-semibold text-ink">{lead.propertyType}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Timeline</dt>
          <dd className="font-semibold text-ink">{lead.timeline}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Reason</dt>
          <dd className="font-semibold text-ink">{lead.reason}</dd>
        </div>
      </dl>
      <p className="mt-4 border-t border-slate-100 pt-3 text-sm font-medium text-brand-700">{lead.detail}</p>
    </li>
  );
}

/** The hero's picture of the product: what a lead in the marketplace looks like. */
export function HeroLeadPreview() {
  return (
    <figure className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div
        aria-hidden="true"
        className="absolute inset-x-6 -bottom-4 top-8 rotate-3 rounded-3xl bg-brand-900 shadow-2xl"
      />
      <div className="relative rounded-3xl border border-brand-100 bg-brand-50/90 p-3 shadow-2xl backdrop-blur sm:p-6">
        <div className="flex items-center justify-between px-1 pb-4">
          <p className="font-semibold text-brand-900">Lead marketplace</p>
          <p className="rounded-full bg-white px-3 py-1 text-xs font-semibold text-slate-600">
            <span className="mr-1.5 inline-block h-2 w-2 rounded-full bg-brand-500" aria-hidden="true" />
            Fresh today
          </p>
        </div>
        <ul className="space-y-4">
          {PREVIEW_LEADS.map((lead) => (
            <PreviewCard key={lead.place} lead={lead} />
          ))}
        </ul>
      </div>
      <figcaption className="sr-only">
        Example of leads in the marketplace: city, ZIP, property type, selling timeline and reason are shown
        before you take a lead; the seller&apos;s name, phone and address are yours once you do.
      </figcaption>
    </figure>
  );
}
