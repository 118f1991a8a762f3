const pad = (n: number) => String(n).padStart(2, '0');

/** A date as the value of <input type="date">, in the reader's own calendar: '2026-12-21'. */
export function toDateInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** One calendar month later, the last day of a shorter month standing in for the 31st (as the API counts). */
function addOneMonthLocal(date: Date): Date {
  const year = date.getFullYear();
  const month = date.getMonth() + 1;
  const lastDay = new Date(year, month + 1, 0).getDate();
  return new Date(
    year,
    month,
    Math.min(date.getDate(), lastDay),
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
  );
}

/** The same in UTC: exactly how the API computes "one month after notice". */
function addOneMonthUtc(date: Date): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(date.getUTCDate(), lastDay),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

/**
 * docs/product.md §9: a price changes no sooner than one month after subscribers are told, and they
 * are told now. The first date the picker offers is one month from today.
 */
export function earliestPriceChangeDate(now: Date): string {
  return toDateInputValue(addOneMonthLocal(now));
}

/** Five minutes of slack: the server measures the month from the moment the request arrives. */
const SLACK_MS = 5 * 60_000;

/**
 * The moment a chosen day takes effect: the start of that day in the reader's time zone, or, on
 * the first allowed day, the first moment that is a full month from now (the start of that day
 * would be a few hours short of it).
 */
export function effectiveAtFor(dateValue: string, now: Date): string {
  const [year, month, day] = dateValue.split('-').map(Number) as [number, number, number];
  const startOfDay = new Date(year, month - 1, day);
  const earliest = new Date(addOneMonthUtc(now).getTime() + SLACK_MS);
  return (startOfDay < earliest ? earliest : startOfDay).toISOString();
}
