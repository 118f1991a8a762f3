import type { RefundRequest } from '@app/shared';
import { formatDate } from '../../lib/format-date';
import { formatBalance } from '../../lib/format-money';

/** How the console names a request's outcome: the queue's cards and a customer's page say it alike. */
export const AUTOMATIC_RULE_LABELS: Record<NonNullable<RefundRequest['automatic_rule']>, string> = {
  duplicate: 'duplicate purchase',
  invalid_contact: 'invalid phone number',
};

/** What an approved request gave the customer, as the decided card says it. */
export function givenText(given: NonNullable<RefundRequest['given']>): string {
  if (given.kind === 'refund') return `${formatBalance(given.amount)} to the wallet`;
  if (given.kind === 'credit')
    return `${given.credits === 1 ? '1 premium credit' : `${given.credits} premium credits`}, valid until ${formatDate(given.valid_until)}`;
  return `a replacement lead in ${given.place}`;
}
