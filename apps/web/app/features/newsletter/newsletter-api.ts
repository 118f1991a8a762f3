import { resubscribeNewsletter, unsubscribeNewsletter } from '@app/shared';
import { callApi } from '../../lib/api-client';

/** PATCH customers/unsubscribe-newsletter. Spec section 7: reads `result`, no message check. */
export async function unsubscribeEmail(email: string): Promise<boolean> {
  const { result } = await callApi(unsubscribeNewsletter, { body: { email }, requireSuccessMessage: false });
  return result;
}

/** PATCH customers/resubscribe-newsletter: undoes an unsubscribe made by mistake. */
export async function resubscribeEmail(email: string): Promise<boolean> {
  const { result } = await callApi(resubscribeNewsletter, { body: { email }, requireSuccessMessage: false });
  return result;
}
