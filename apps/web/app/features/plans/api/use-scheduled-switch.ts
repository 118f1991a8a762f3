import { useQuery } from '@tanstack/react-query';
import type { getBilling } from '@app/shared';
import { callApi, endpointRoute } from '../../../lib/api-client';
import { customerQueryKeys } from '../../../lib/customer-query-keys';
import { switchPlanName } from '../../../lib/switch-plan-name';

/** An island's call: by route, so the plans load no zod (decision 013). */
const GET_BILLING = endpointRoute<typeof getBilling>('GET', 'billing/get-billing');

/**
 * The plan switch scheduled for the member's renewal, read when the cancel dialog opens (one call,
 * and none on the public pages until then). Under Billing's own key: the same answer, shared with
 * the Billing page and refreshed by its actions. Null while loading, on failure, or with none.
 */
export function useScheduledSwitch(isOpen: boolean): { planName: string; renewsAt: string } | null {
  const query = useQuery({
    queryKey: customerQueryKeys.billing,
    queryFn: async () => (await callApi(GET_BILLING)).result,
    enabled: isOpen,
  });
  const subscription = query.data?.subscription;
  if (!subscription?.pending_plan || subscription.cancel_at_period_end) return null;
  return {
    planName: switchPlanName(subscription.pending_plan, subscription.plan),
    renewsAt: subscription.current_period_end,
  };
}
