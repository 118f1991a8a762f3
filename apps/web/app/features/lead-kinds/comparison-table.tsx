import { LIMITS } from '@app/shared';
import type { LeadKind } from './lead-kind-content';

const ROWS: readonly { label: string; premium: string; exclusive: string }[] = [
  { label: 'Buyers per lead', premium: `Up to ${LIMITS.premiumMaxBuyers}`, exclusive: 'One buyer only' },
  {
    label: 'How you pay',
    premium: 'Monthly credits included in the Basic and Pro packages',
    exclusive: 'Per lead, from your wallet',
  },
  {
    label: 'Where leads come from',
    premium: 'Cold calls, inbound and outbound marketing, Meta ads',
    exclusive: 'Meta ads and AI callers',
  },
  { label: 'Quality check', premium: 'Qualified before upload', exclusive: 'Validated twice' },
  {
    label: 'Time on the marketplace',
    premium: `Until ${LIMITS.premiumMaxBuyers} downloads or ${LIMITS.premiumLifetimeDays} days, whichever comes first`,
    exclusive: 'Until one buyer takes it: first come, first served',
  },
  {
    label: 'New leads',
    premium: 'Every day before 10 AM Central Time',
    exclusive: 'Every day before 10 AM Central Time',
  },
  {
    label: 'Unused balance',
    premium: 'Credits reset monthly and do not roll over',
    exclusive: 'Wallet funds stay until you spend them',
  },
  {
    label: 'If a lead is bad',
    premium: 'Replacement lead: incorrect lead type, listed on MLS, already sold, unmotivated seller',
    exclusive: `Wallet refund within ${LIMITS.exclusiveRefundWindowHours} hours with call, SMS or email logs: invalid contact info, duplicate, wholesaler submission, seller not interested`,
  },
];

/** On phones each row becomes a small card and every cell names its column. */
const CELL =
  'px-4 py-3.5 text-slate-800 max-sm:block max-sm:py-1.5 max-sm:before:block max-sm:before:text-xs max-sm:before:font-bold max-sm:before:uppercase max-sm:before:tracking-wide max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]';

/** Premium vs Exclusive side by side; the column of the page you are on is highlighted. */
export function ComparisonTable({ current }: { current: LeadKind }) {
  const highlight = (kind: LeadKind) => (kind === current ? 'bg-brand-50' : '');
  return (
    <section aria-labelledby="comparison-title" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-5xl px-4">
        <h2
          id="comparison-title"
          className="text-center text-3xl font-extrabold tracking-tight text-brand-900"
        >
          Premium vs Exclusive Leads
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
          Most members use both: Premium credits for steady volume, Exclusive Leads when they want a seller
          nobody else is calling.
        </p>
        <div className="mt-10 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm max-sm:block sm:min-w-[40rem] sm:text-base">
            <caption className="sr-only">Comparison of Premium Leads and Exclusive Leads</caption>
            <thead className="max-sm:sr-only">
              <tr className="border-b border-slate-200">
                <th scope="col" className="w-1/4 px-4 py-4">
                  <span className="sr-only">Feature</span>
                </th>
                <th
                  scope="col"
                  className={`px-4 py-4 text-lg font-bold text-brand-900 ${highlight('premium')}`}
                >
                  Premium Leads
                </th>
                <th
                  scope="col"
                  className={`px-4 py-4 text-lg font-bold text-brand-900 ${highlight('exclusive')}`}
                >
                  Exclusive Leads
                </th>
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {ROWS.map((row) => (
                <tr
                  key={row.label}
                  className="border-b border-slate-100 align-top last:border-0 max-sm:block max-sm:py-3"
                >
                  <th
                    scope="row"
                    className="px-4 py-3.5 font-semibold text-slate-800 max-sm:block max-sm:py-1 max-sm:text-brand-900"
                  >
                    {row.label}
                  </th>
                  <td data-label="Premium Leads" className={`${CELL} ${highlight('premium')}`}>
                    {row.premium}
                  </td>
                  <td data-label="Exclusive Leads" className={`${CELL} ${highlight('exclusive')}`}>
                    {row.exclusive}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
