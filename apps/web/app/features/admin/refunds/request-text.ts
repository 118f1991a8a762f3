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

const MINUTE_MS = 60_000;

/** '45 min', '3 h 20 min', '1 d 2 h': a span of time as the queue's clock shows it. */
function spanText(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / MINUTE_MS));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/**
 * An open request's clock against its one-business-day target (due_at, worked out by the API):
 * 'Due in 3 h' while there is time, 'Overdue by 1 d 2 h' after.
 */
export function requestClockText(dueAt: string, now: Date): { text: string; isOverdue: boolean } {
  const left = new Date(dueAt).getTime() - now.getTime();
  if (left > 0) return { text: `Due in ${spanText(left)}`, isOverdue: false };
  return { text: `Overdue by ${spanText(-left)}`, isOverdue: true };
}

/** What a rule that decided a request checked, in the team's words. */
export { AUTOMATIC_RULE_LABELS, givenText } from '../request-outcome';
