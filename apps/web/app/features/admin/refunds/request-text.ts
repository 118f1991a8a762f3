import type { AdminRequest } from '@app/shared';
import { formatBalance } from '../../../lib/format-money';

/** 'Single Family in Tampa, FL 33689' → 'Tampa': where to look first for a replacement. */
export function cityOfLeadSummary(summary: string): string {
  return /\bin (.+), [A-Z]{2} \d{5}$/.exec(summary)?.[1]?.trim() ?? '';
}

/** A buyer whose approved requests reach this share of their purchases is worth a closer look. */
export const HIGH_REFUND_RATE = 0.2;

/** What the customer paid for the lead: money for exclusive leads, a credit for premium ones. */
export function pricePaidText(request: Pick<AdminRequest, 'kind' | 'price_paid'>): string {
  if (request.price_paid > 0) return formatBalance(request.price_paid);
  return request.kind === 'replacement' ? '1 premium credit' : formatBalance(0);
}

/** The sentence shown after a decision, saying what the customer got. */
export function decisionResultText(
  request: Pick<AdminRequest, 'kind' | 'price_paid' | 'customer'>,
  decision: { decision: 'approve' | 'reject'; replacementLead?: { city: string; state: string } | undefined },
): string {
  const name = request.customer.name;
  if (decision.decision === 'reject') return `Rejected: ${name} sees your note in Requests.`;
  if (request.kind === 'refund')
    return `Approved: ${formatBalance(request.price_paid)} credited to ${name}'s wallet.`;
  if (decision.replacementLead)
    return `Approved: ${name} received a replacement lead in ${decision.replacementLead.city}, ${decision.replacementLead.state}.`;
  return `Approved: ${name} has the premium credit back.`;
}
