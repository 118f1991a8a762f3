import type { Plan } from '@app/shared';

/**
 * A plan a member switches to at the renewal, named as the API names it on the dashboard
 * (pending_plan_name): 'Basic', or 'Basic (yearly)' when its billing period is not the current
 * plan's. Billing, its cancel dialog and the plans page's cancel dialog all say it this way.
 */
export function switchPlanName(
  target: Pick<Plan, 'plan_name' | 'plan_occurance'>,
  current: Pick<Plan, 'plan_occurance'>,
): string {
  return target.plan_occurance === current.plan_occurance
    ? target.plan_name
    : `${target.plan_name} (${target.plan_occurance})`;
}
