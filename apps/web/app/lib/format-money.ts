const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** US dollars as a price tag: '$45' for whole amounts, '$45.50' otherwise. */
export function formatMoney(dollars: number): string {
  const rounded = Math.round(dollars * 100) / 100;
  return (Number.isInteger(rounded) ? wholeDollars : withCents).format(rounded === 0 ? 0 : rounded);
}

/** A balance or ledger amount, always with cents: '$1,250.00'. */
export function formatBalance(dollars: number): string {
  const rounded = Math.round(dollars * 100) / 100;
  return withCents.format(rounded === 0 ? 0 : rounded);
}

/** A ledger movement with its sign: '+$50.00' for money in, '−$45.00' (a real minus sign) for money out. */
export function formatSignedMoney(dollars: number): string {
  const rounded = Math.round(dollars * 100) / 100;
  if (rounded === 0) return withCents.format(0);
  return `${rounded > 0 ? '+' : '−'}${withCents.format(Math.abs(rounded))}`;
}
