import type { confirmSellerOptOut, sendSellerOptOutCode } from '@app/shared';
import { callApi, endpointRoute } from '../../../lib/api-client';

/** The opt-out island's calls: by route, so the public page loads no zod (decision 013). */
const SEND_CODE = endpointRoute<typeof sendSellerOptOutCode>('POST', 'privacy/send-seller-opt-out-code');
const CONFIRM = endpointRoute<typeof confirmSellerOptOut>('POST', 'privacy/confirm-seller-opt-out');

/**
 * The page shows the opt-out's own sentences (SELLER_OPT_OUT_CODE_SENT, SELLER_OPT_OUT_DONE), never
 * the answer's message, so any message with a 200 is a success.
 */
const ACCEPT_OWN_MESSAGE = { requireSuccessMessage: false } as const;

/**
 * POST privacy/send-seller-opt-out-code: texts a 6-digit code to the number. The answer is the same
 * whether or not the number is in our data; it gives the request the code belongs to.
 */
export async function sendOptOutCode(phone: string): Promise<string> {
  const { result } = await callApi(SEND_CODE, { body: { phone }, ...ACCEPT_OWN_MESSAGE });
  return result.request_id;
}

/**
 * POST privacy/confirm-seller-opt-out: the code is right, and the number is on the do-not-sell list.
 * Returns the number as the API writes it (formatPhone, which the islands cannot load: decision 022).
 */
export async function confirmOptOut(requestId: string, code: string): Promise<string> {
  const { result } = await callApi(CONFIRM, { body: { request_id: requestId, code }, ...ACCEPT_OWN_MESSAGE });
  return result.phone;
}
