/** Money is kept in integer cents (docs/product.md §14); these convert it for answers and people. */

/** Cents as the dollar amount the API answers with (docs/product.md §3: `price` is a number). */
export const centsToDollars = (cents: number) => Math.round(cents) / 100;

/**
 * One formatter for every amount: `toLocaleString` with options builds a new one per call, which was
 * 3 % of the API's CPU under the purchases bench (each purchase's confirmation mail formats several).
 */
const DOLLARS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents as a person reads them: $1,234.50. */
export const formatDollars = (cents: number) => `$${DOLLARS.format(cents / 100)}`;
