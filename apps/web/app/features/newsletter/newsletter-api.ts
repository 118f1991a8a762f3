import type { resubscribeNewsletter, unsubscribeNewsletter } from '@app/shared';
import { callApi, endpointRoute } from '../../lib/api-client';

/** The unsubscribe island's calls: by route, so it loads no zod (decision 013). */
const UNSUBSCRIBE = endpointRoute<typeof unsubscribeNewsletter>('PATCH', 'customers/unsubscribe-newsletter');
const RESUBSCRIBE = endpointRoute<typeof resubscribeNewsletter>('PATCH', 'customers/resubscribe-newsletter');

/** PATCH customers/unsubscribe-newsletter. Spec section 7: reads `result`, no message check. */
export async function unsubscribeEmail(email: string): Promise<boolean> {
  const { result } = await callApi(UNSUBSCRIBE, { body: { email }, requireSuccessMessage: false });
  return result;
}

/** PATCH customers/resubscribe-newsletter: undoes an unsubscribe made by mistake. */
export async function resubscribeEmail(email: string): Promise<boolean> {
  const { result } = await callApi(RESUBSCRIBE, { body: { email }, requireSuccessMessage: false });
  return result;
}
