import { cancelSubscription } from '@app/shared';
import { callApi } from '../../lib/api-client';

/** Cancels at the end of the paid period; loaded only when a member confirms the dialog. */
export async function requestCancellation() {
  const { result } = await callApi(cancelSubscription);
  return result.subscription?.current_period_end ?? null;
}
