/** Money is kept in integer cents (docs/product.md §14); these convert it for answers and people. */

/** Cents as the dollar amount the API answers with (docs/product.md §3: `price` is a number). */
export const centsToDollars = (cents: number) => Math.round(cents) / 100;

/** Cents as a person reads them: $1,234.50. */
export const formatDollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
