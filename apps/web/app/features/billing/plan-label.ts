import type { Plan } from '@app/shared';
import { formatMoney } from '../../lib/format-money';

/** '$99 / month' or '$990 / year'. */
export function planPriceLabel(plan: Pick<Plan, 'price' | 'plan_occurance'>): string {
  return `${formatMoney(plan.price)} / ${plan.plan_occurance === 'yearly' ? 'year' : 'month'}`;
}

/** Plans a member can buy here: priced ones (price 0 is sold by conversation, docs/product.md §2.6). */
export function purchasablePlans(plans: readonly Plan[]): Plan[] {
  return plans
    .filter((plan) => plan.price > 0)
    .sort((a, b) =>
      a.plan_occurance === b.plan_occurance ? a.price - b.price : a.plan_occurance === 'monthly' ? -1 : 1,
    );
}
