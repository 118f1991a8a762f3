import { ROI_BREAKDOWN_LABELS, type RoiBreakdown, type RoiGroup } from '@app/shared';
import { RoiChart } from './roi-chart';
import { formatCents, formatRatio } from './roi-format';

/** More bars than this stop being readable; the table lists every group. */
const CHART_GROUPS = 12;

const cell = 'whitespace-nowrap px-3 py-2 text-right tabular-nums';

function RoiTable({ groups, breakdown }: { groups: RoiGroup[]; breakdown: RoiBreakdown }) {
  return (
    <div
      // Scrolls sideways on phones: focusable, so a keyboard can scroll it too.
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
    >
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">
          Spend, revenue, deals and conversion by {ROI_BREAKDOWN_LABELS[breakdown].toLowerCase()}
        </caption>
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {ROI_BREAKDOWN_LABELS[breakdown]}
            </th>
            {['Spend', 'Revenue', 'Deals', 'Bought', 'Conversion', 'ROI'].map((name) => (
              <th key={name} scope="col" className="px-3 py-2 text-right font-semibold">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.key} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-2 text-left font-medium text-ink">
                {group.label}
              </th>
              <td className={cell}>{formatCents(group.spend_cents)}</td>
              <td className={cell}>
                {formatCents(group.revenue_cents)}
                {group.deals_without_revenue > 0 && (
                  <span className="block text-xs text-slate-600">
                    {group.deals_without_revenue} revenue not recorded
                  </span>
                )}
              </td>
              <td className={cell}>{group.deals}</td>
              <td className={cell}>{group.bought}</td>
              <td className={cell}>{formatRatio(group.conversion)}</td>
              <td className={cell}>{formatRatio(group.roi)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One breakdown: a bar chart of spend and revenue, and the table with every number. */
export function RoiBreakdownSection({
  breakdown,
  groups,
  creditPacksCents,
}: {
  breakdown: RoiBreakdown;
  groups: RoiGroup[];
  creditPacksCents: number;
}) {
  const label = `By ${ROI_BREAKDOWN_LABELS[breakdown].toLowerCase()}`;
  const charted = breakdown === 'month' ? groups.slice(-CHART_GROUPS) : groups.slice(0, CHART_GROUPS);
  return (
    <section aria-labelledby={`roi-${breakdown}-heading`} className="space-y-3">
      <h2 id={`roi-${breakdown}-heading`} className="text-lg font-bold text-brand-900">
        {label}
      </h2>
      {creditPacksCents > 0 && (
        <p className="text-sm text-slate-700">
          {breakdown === 'month'
            ? `Credit packs count in the month they were bought (${formatCents(creditPacksCents)} in this period).`
            : `Credit packs (${formatCents(creditPacksCents)}) are spent on no one lead: they are in the totals and the month view, not here.`}
        </p>
      )}
      <div className="min-w-0 overflow-hidden rounded-2xl border border-slate-200 bg-white p-3 sm:p-4">
        <RoiChart key={breakdown} groups={charted} label={label} />
        {charted.length < groups.length && (
          <p className="mt-2 text-xs text-slate-600">
            The chart shows{' '}
            {breakdown === 'month'
              ? `the last ${CHART_GROUPS} months`
              : `the ${CHART_GROUPS} groups with the most spend`}
            ; the table lists all {groups.length}.
          </p>
        )}
      </div>
      <RoiTable groups={groups} breakdown={breakdown} />
    </section>
  );
}
