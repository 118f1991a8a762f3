import { Link } from 'react-router';
import { LeadIcon, type LeadIconName } from './lead-icons';

/** docs/product.md §1: purchased premium leads are pulled through a webhook API, a spreadsheet or Go High Level. */
const CHANNELS: readonly { icon: LeadIconName; title: string; desc: string }[] = [
  {
    icon: 'file',
    title: 'CSV download',
    desc: 'Download any lead you own from your dashboard and import it into the CRM you already use.',
  },
  {
    icon: 'webhook',
    title: 'Webhook API',
    desc: 'Pull your purchased Premium Leads with your personal x-api-key, or have them pushed to your endpoint.',
  },
  {
    icon: 'sheet',
    title: 'Google Sheet',
    desc: 'Connect a sheet once and every lead you take appears as a new row, ready for your team.',
  },
  {
    icon: 'bolt',
    title: 'Go High Level',
    desc: 'Send leads straight into your Go High Level account and start your follow-up automations.',
  },
];

export function DeliverySection() {
  return (
    <section aria-labelledby="delivery-title" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="delivery-title" className="text-center text-3xl font-extrabold tracking-tight text-brand-900">
          Delivered where you already work
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
          Take a lead and it is yours in seconds. Up to 250,000 downloads per calendar month across every
          channel.
        </p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {CHANNELS.map((channel) => (
            <li
              key={channel.title}
              className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:block sm:p-6"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <LeadIcon name={channel.icon} className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-bold text-ink sm:mt-4">{channel.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-700 sm:mt-2">{channel.desc}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link to="/docs" className="font-semibold text-brand-700 underline">
            See the API documentation
          </Link>
        </p>
      </div>
    </section>
  );
}
