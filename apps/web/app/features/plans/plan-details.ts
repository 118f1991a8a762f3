import { formatUsd } from '../../lib/format-number';
import { truncateText } from '../../lib/truncate-text';

/** docs/product.md §5: plan details on the card are cut to 40 characters plus an ellipsis. */
export const PLAN_DETAILS_LIMIT = 40;

export function shortenPlanDetails(details: string): string {
  return truncateText(details, PLAN_DETAILS_LIMIT).text;
}

/** docs/product.md §2.6: the price as a dollar amount per month or per year. */
export function formatPlanPrice(
  price: number,
  occurrence: 'monthly' | 'yearly',
): { amount: string; period: string } {
  const amount = formatUsd(price, { cents: !Number.isInteger(price) });
  return { amount, period: occurrence === 'yearly' ? '/year' : '/month' };
}

/** docs/product.md §2.6: price 0 or missing means the plan is sold by conversation ('Contact Us'). */
export const isContactUsPlan = (price: number | null | undefined) => !price;
