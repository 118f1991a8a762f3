import { formatThousands } from '@app/shared/numbers';

/**
 * Numbers as en-US writes them, without Intl (why: packages/shared/src/numbers.ts, decision 013).
 * The site speaks en-US and US dollars only; format-number.test.ts holds these to Intl's output.
 */

export { formatThousands };

/** US dollars: '$2,990' (no cents) or '$49.50' (cents, rounded to the nearest). */
export function formatUsd(amount: number, { cents }: { cents: boolean }): string {
  const totalCents = Math.round(Math.abs(amount) * 100);
  const dollars = cents ? Math.floor(totalCents / 100) : Math.round(totalCents / 100);
  const sign = amount < 0 && (cents ? totalCents : dollars) !== 0 ? '-' : '';
  const fraction = cents ? `.${String(totalCents % 100).padStart(2, '0')}` : '';
  return `${sign}$${formatThousands(dollars)}${fraction}`;
}
