import { LIMITS } from '@app/shared';

const ROWS = [
  { label: 'What you get', premium: 'A replacement lead (not cash)', exclusive: 'A refund to your wallet' },
  {
    label: 'When it applies',
    premium: 'Incorrect lead type, listed on MLS, already sold, unmotivated seller',
    exclusive: 'Invalid contact info, duplicate, wholesaler submission, seller not interested',
  },
  {
    label: 'What to send',
    premium: 'Reason, property address, seller name, contact number',
    exclusive: 'Reason and your call, SMS or email logs',
  },
  {
    label: 'Deadline',
    premium: 'File as soon as you spot the problem',
    exclusive: `Within ${LIMITS.exclusiveRefundWindowHours} hours of receipt`,
  },
] as const;

/** On phones each row stacks and every cell names its column. */
const CELL =
  'px-4 py-3 max-sm:block max-sm:py-1 max-sm:before:block max-sm:before:text-xs max-sm:before:font-bold max-sm:before:uppercase max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]';

/** A one-table summary above the refund policy so members find their case at a glance. */
export function RefundAtAGlance() {
  return (
    <div className="mt-2 overflow-x-auto rounded-xl border border-brand-100 bg-white">
      <table className="w-full text-left text-sm max-sm:block sm:min-w-[36rem]">
        <caption className="sr-only">Refunds and replacements at a glance</caption>
        <thead className="bg-brand-900 text-white max-sm:sr-only">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">Topic</span>
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Premium Leads
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Exclusive Leads
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {ROWS.map((row) => (
            <tr
              key={row.label}
              className="border-t border-slate-200 align-top first:border-0 max-sm:block max-sm:py-2"
            >
              <th scope="row" className="px-4 py-3 font-semibold text-brand-900 max-sm:block max-sm:py-1">
                {row.label}
              </th>
              <td data-label="Premium Leads" className={CELL}>
                {row.premium}
              </td>
              <td data-label="Exclusive Leads" className={CELL}>
                {row.exclusive}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
