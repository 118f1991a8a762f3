const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const ratio = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** Cents as dollars with cents: 14697 → "$146.97". */
export const formatCents = (cents: number) => money.format(cents / 100);
/** A ratio as a percentage, or a dash when there is nothing to divide by. */
export const formatRatio = (value: number | null) => (value === null ? '—' : ratio.format(value));
