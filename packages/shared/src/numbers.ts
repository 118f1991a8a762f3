/**
 * Numbers as en-US writes them, without Intl, wherever they are shown: the API's messages, the
 * customer area and the public pages' islands. In a browser the first Intl formatter or
 * toLocaleString loads the locale data, 10-50 ms of main thread on a desktop and four times that
 * on a phone (decision 013; issue 24.1 measured it in the customer area's first render, where the
 * zod messages of the lead details built it as they loaded). numbers.test.ts holds it to Intl.
 * Imported by the islands from `@app/shared/numbers`, so they load none of the contracts.
 */

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** A whole number with thousands separators: 1234567.6 → '1,234,568'. */
export function formatThousands(value: number): string {
  const rounded = Math.round(Math.abs(value));
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${String(rounded).replace(THOUSANDS, ',')}`;
}
