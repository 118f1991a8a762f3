import { LeadIcon, type LeadIconName } from './lead-icons';

/** The lead fields of docs/product.md §3, in the words a buyer uses. */
const LEAD_FIELDS: readonly { icon: LeadIconName; title: string; desc: string }[] = [
  {
    icon: 'user',
    title: 'Seller name',
    desc: 'The owner you will be talking to, so you can open the call by name.',
  },
  {
    icon: 'phone',
    title: 'Phone number',
    desc: 'A direct number for the seller. No skip tracing, no dialer, no virtual assistant needed.',
  },
  {
    icon: 'home',
    title: 'Property address',
    desc: 'Street, city, state and ZIP, ready to pull comps before you call.',
  },
  {
    icon: 'building',
    title: 'Property type',
    desc: 'Single family, multi family, condo, townhouse, mobile home or vacant land.',
  },
  {
    icon: 'tag',
    title: 'MLS-listed flag',
    desc: 'Whether the property is already listed on the MLS, so you know if an agent is involved.',
  },
  {
    icon: 'message',
    title: 'Reason for selling',
    desc: 'Inherited, behind on payments, tired landlord, relocating, repairs: the motivation behind the sale.',
  },
  {
    icon: 'clock',
    title: 'Selling timeline',
    desc: 'ASAP, 1–3, 3–6 or 6–12 months, so you work the hottest sellers first.',
  },
  {
    icon: 'pin',
    title: 'Location',
    desc: 'Map coordinates of the property, for the marketplace map and your driving-for-dollars route.',
  },
];

export function LeadFieldsSection() {
  return (
    <section aria-labelledby="lead-fields-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2
        id="lead-fields-title"
        className="text-center text-3xl font-extrabold tracking-tight text-brand-900"
      >
        What every lead contains
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
        Eight fields, the same for Premium and Exclusive Leads, ready to download into your CRM or send by
        API.
      </p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {LEAD_FIELDS.map((field) => (
          <li
            key={field.title}
            className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:block sm:p-5"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <LeadIcon name={field.icon} />
            </span>
            <div>
              <h3 className="font-bold text-ink sm:mt-3">{field.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{field.desc}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
