import type { cancelSubscription } from '@app/shared';
import { callApi, endpointRoute } from '../../../lib/api-client';

/** An island's call: by route, so the plans load no zod (decision 013). */
const CANCEL_SUBSCRIPTION = endpointRoute<typeof cancelSubscription>('POST', 'billing/cancel-subscription');

/** Cancels at the end of the paid period; loaded only when a member confirms the dialog. */
export async function requestCancellation() {
  const { result } = await callApi(CANCEL_SUBSCRIPTION);
  return result.subscription?.current_period_end ?? null;
}
