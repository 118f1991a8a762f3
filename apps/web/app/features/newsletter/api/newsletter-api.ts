import type {
  confirmNewsletterSubscription,
  resubscribeNewsletter,
  unsubscribeNewsletter,
} from '@app/shared';
import { callApi, endpointRoute } from '../../../lib/api-client';

/** The unsubscribe island's calls: by route, so it loads no zod (decision 013). */
const UNSUBSCRIBE = endpointRoute<typeof unsubscribeNewsletter>('PATCH', 'customers/unsubscribe-newsletter');
const RESUBSCRIBE = endpointRoute<typeof resubscribeNewsletter>('PATCH', 'customers/resubscribe-newsletter');
const CONFIRM = endpointRoute<typeof confirmNewsletterSubscription>(
  'POST',
  'customers/confirm-newsletter-subscription',
);

/** PATCH customers/unsubscribe-newsletter. docs/product.md §7: reads `result`, no message check. */
export async function unsubscribeEmail(email: string): Promise<boolean> {
  const { result } = await callApi(UNSUBSCRIBE, { body: { email }, requireSuccessMessage: false });
  return result;
}

/**
 * PATCH customers/resubscribe-newsletter: undoes an unsubscribe made by mistake. It only emails a
 * link; the address is subscribed once the link is opened (double opt-in, docs/decisions/018).
 */
export async function resubscribeEmail(email: string): Promise<boolean> {
  const { result } = await callApi(RESUBSCRIBE, { body: { email }, requireSuccessMessage: false });
  return result;
}

/** POST customers/confirm-newsletter-subscription: the emailed link was opened; returns the address. */
export async function confirmNewsletterLink(token: string): Promise<string> {
  const { result } = await callApi(CONFIRM, { body: { token } });
  return result.email;
}
