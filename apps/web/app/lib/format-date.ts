/**
 * Dates as en-US writes them, without Intl. The first Intl formatter a page builds (or the first
 * toLocaleString) loads the browser's locale data: 60-90 ms of main thread at Lighthouse's mobile
 * CPU, measured as the customer area's pages first render their dates and prices (issue 24.1; the
 * islands' reason too, decision 013). The site speaks en-US only; format-date.test.ts holds every
 * function here to Intl's own output.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function dateOf(value: string | Date): Date {
  const date = typeof value === 'string' ? new Date(value) : value;
  // As Intl does: an unreadable date is an error, never "undefined NaN, NaN".
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return date;
}

/** 'Dec 3, 2026' (short: the first three letters, as en-US abbreviates every month) or 'December 3, 2026'. */
const dayText = (year: number, month: number, day: number, long = false) =>
  `${long ? MONTHS[month] : MONTHS[month]!.slice(0, 3)} ${day}, ${year}`;

/** 'Dec 3, 2026' in the reader's own time zone. */
export function formatDate(iso: string | Date): string {
  const date = dateOf(iso);
  return dayText(date.getFullYear(), date.getMonth(), date.getDate());
}

/** 'December 3, 2026' in the reader's own time zone. */
export function formatLongDate(iso: string | Date): string {
  const date = dateOf(iso);
  return dayText(date.getFullYear(), date.getMonth(), date.getDate(), true);
}

/** 'Dec 3, 2026, 9:41 AM' in the reader's own time zone. */
export function formatDateTime(iso: string | Date): string {
  const date = dateOf(iso);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${formatDate(date)}, ${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Nov 24, 2026' for a YYYY-MM-DD day, the same day wherever the reader is. */
export function formatDay(day: string): string {
  const date = dateOf(`${day}T00:00:00Z`);
  return dayText(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}
