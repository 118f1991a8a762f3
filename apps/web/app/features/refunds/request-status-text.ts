import type { RefundRequest } from '@app/shared';
import { formatDate } from '../../lib/format-date';
import { formatBalance } from '../../lib/format-money';

/**
 * Where a member's request stands, in one sentence. A pending request names only what the member
 * sent (a refund's call, SMS or email log; a replacement's report, which asks for no evidence);
 * an approved one says what was given: the money to the wallet, the credit and the day it lapses,
 * or the replacement lead's place.
 */
export function requestStatusText(
  request: Pick<RefundRequest, 'kind' | 'status' | 'given' | 'decided_automatically'>,
): string {
  if (request.status === 'pending') {
    return request.kind === 'refund'
      ? 'Our team is checking your call, SMS or email log.'
      : 'Our team is checking the lead against what you reported.';
  }
  if (request.status === 'rejected') return 'Not approved: the lead stays yours.';
  const approved = request.decided_automatically ? 'Approved automatically' : 'Approved';
  const given = request.given;
  if (!given) return `${approved}.`;
  if (given.kind === 'refund') return `${approved}: ${formatBalance(given.amount)} back in your wallet.`;
  if (given.kind === 'credit') {
    const credits = given.credits === 1 ? '1 premium credit' : `${given.credits} premium credits`;
    return `${approved}: ${credits} back, valid until ${formatDate(given.valid_until)}.`;
  }
  return `${approved}: replacement lead in ${given.place}.`;
}
