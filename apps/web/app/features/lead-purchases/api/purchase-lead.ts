import { buyExclusiveLead, takePremiumLead, type MarketplaceLead } from '@app/shared';
import { callApi } from '../../../lib/api-client';
import { purchasedLeadsPath } from '../lead-purchase-text';

/**
 * Takes a premium lead with one credit or buys an exclusive lead from the wallet. The
 * Idempotency-Key makes a retry of the same click safe: the server replays its first answer.
 */
export async function purchaseLead(lead: Pick<MarketplaceLead, 'id' | 'lead_type'>, idempotencyKey: string) {
  const endpoint = lead.lead_type === 'premium' ? takePremiumLead : buyExclusiveLead;
  const response = await callApi(endpoint, {
    body: { lead_id: lead.id },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return response.result;
}

export type PurchaseResult = Awaited<ReturnType<typeof purchaseLead>>;

/** Where a failed purchase sends the member, from the HTTP status and the lead's kind. */
export function purchaseFailureNextStep(
  status: number,
  leadType: MarketplaceLead['lead_type'],
): { href: string; label: string } | null {
  if (status === 402 || status === 400 || status === 403) {
    return leadType === 'premium'
      ? { href: '/billing', label: 'Go to Billing' }
      : { href: '/wallet', label: 'Add funds in your Wallet' };
  }
  if (status === 409) return { href: purchasedLeadsPath(leadType), label: 'View your purchased leads' };
  return null;
}
