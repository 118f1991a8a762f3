/**
 * Numbers as en-US writes them, without Intl, for the islands of the public pages (decision 013):
 * the first Intl formatter a page builds loads the browser's locale data, 10-50 ms of main
 * thread on a desktop and four times that on a phone, paid by the island that hydrates first.
 * The site speaks en-US and US dollars only; format-number.test.ts holds both functions to
 * Intl's own output.
 */

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** A whole number with thousands separators: 1234567.6 → '1,234,568'. */
export function formatThousands(value: number): string {
  const rounded = Math.round(Math.abs(value));
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${String(rounded).replace(THOUSANDS, ',')}`;
}

/** US dollars: '$2,990' (no cents) or '$49.50' (cents, rounded to the nearest). */
export function formatUsd(amount: number, { cents }: { cents: boolean }): string {
  const totalCents = Math.round(Math.abs(amount) * 100);
  const dollars = cents ? Math.floor(totalCents / 100) : Math.round(totalCents / 100);
  const sign = amount < 0 && (cents ? totalCents : dollars) !== 0 ? '-' : '';
  const fraction = cents ? `.${String(totalCents % 100).padStart(2, '0')}` : '';
  return `${sign}$${String(dollars).replace(THOUSANDS, ',')}${fraction}`;
}
