import { formatUsd } from './format-number';

// Without Intl, like every number the customer area shows as it first renders (lib/format-date.ts).

/** US dollars as a price tag: '$45' for whole amounts, '$45.50' otherwise. */
export function formatMoney(dollars: number): string {
  const rounded = Math.round(dollars * 100) / 100;
  return formatUsd(rounded, { cents: !Number.isInteger(rounded) });
}

/** A balance or ledger amount, always with cents: '$1,250.00'. */
export function formatBalance(dollars: number): string {
  return formatUsd(Math.round(dollars * 100) / 100, { cents: true });
}

/** A ledger movement with its sign: '+$50.00' for money in, '−$45.00' (a real minus sign) for money out. */
export function formatSignedMoney(dollars: number): string {
  const rounded = Math.round(dollars * 100) / 100;
  if (rounded === 0) return formatBalance(0);
  return `${rounded > 0 ? '+' : '−'}${formatBalance(Math.abs(rounded))}`;
}
