import { ROI_BREAKDOWNS, ROI_BREAKDOWN_LABELS, type RoiFigures, type RoiReport } from '@app/shared';

export const ROI_CSV_HEADER = [
  'Breakdown',
  'Group',
  'Spend (USD)',
  'Revenue (USD)',
  'Deals',
  'Deals without revenue',
  'Bought',
  'Conversion (%)',
  'ROI (%)',
] as const;

const dollars = (cents: number) => (cents / 100).toFixed(2);
const percent = (ratio: number | null) => (ratio === null ? '' : (ratio * 100).toFixed(1));

const figures = (f: RoiFigures) => [
  dollars(f.spend_cents),
  dollars(f.revenue_cents),
  String(f.deals),
  String(f.deals_without_revenue),
  String(f.bought),
  percent(f.conversion),
  percent(f.roi),
];

/** One row per group of every breakdown, the totals first; numbers plain so a spreadsheet sums them. */
export function roiCsvRows(report: RoiReport): string[][] {
  const rows: string[][] = [[...ROI_CSV_HEADER], ['Total', 'All purchases', ...figures(report.totals)]];
  for (const breakdown of ROI_BREAKDOWNS)
    for (const group of report.breakdowns[breakdown])
      rows.push([ROI_BREAKDOWN_LABELS[breakdown], group.label, ...figures(group)]);
  return rows;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled; a leading =+-@ is defused. */
function csvField(value: string) {
  const safe = /^[=+\-@]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const toCsv = (rows: string[][]) =>
  `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;

/** Hands the report to the browser as roi-<period>.csv; made in the page, as the report is already here. */
export function downloadRoiCsv(report: RoiReport) {
  const blob = new Blob([toCsv(roiCsvRows(report))], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `roi-${report.period}.csv`;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
