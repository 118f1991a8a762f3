import type { AppContext } from '../../context.js';
import type { payments } from '../../db/schema/index.js';
import { formatDollars } from '../../lib/money.js';

/** What the team is told about a dispute or refund, once its transaction has committed. */
export interface ReversalNotice {
  event: 'dispute_opened' | 'dispute_won' | 'dispute_lost' | 'refunded';
  payment: typeof payments.$inferSelect;
  memberEmail: string;
  amountCents: number;
  debtAddedCents: number;
  isSubscriptionSuspended: boolean;
}

const WHAT: Record<(typeof payments.$inferSelect)['kind'], string> = {
  topup: 'wallet top-up',
  subscription: 'subscription payment',
  plan_change: 'plan upgrade payment',
  credit_pack: 'credit pack payment',
};

function subjectOf(notice: ReversalNotice) {
  const on = `a ${formatDollars(notice.payment.amountCents)} ${WHAT[notice.payment.kind]}`;
  switch (notice.event) {
    case 'dispute_opened':
      return `Dispute opened on ${on}`;
    case 'dispute_won':
      return `Dispute won on ${on}`;
    case 'dispute_lost':
      return `Dispute lost on ${on}`;
    case 'refunded':
      return `Refund of ${formatDollars(notice.amountCents)} on ${on}`;
  }
}

function consequencesOf(notice: ReversalNotice): string[] {
  if (notice.event === 'dispute_won')
    return ['What the dispute had reversed was given back: wallet money, access and affiliate commission.'];
  if (notice.event === 'dispute_lost') return ['What the dispute reversed stays reversed.'];
  const lines = [`${formatDollars(notice.amountCents)} was reversed.`];
  if (notice.payment.kind === 'topup') {
    lines.push(
      notice.debtAddedCents > 0
        ? `It had already been spent: the member's wallet now owes ${formatDollars(notice.debtAddedCents)}, and buying leads is blocked until a top-up covers it. Commission on the leads it paid for was taken back.`
        : 'It was taken from the wallet balance.',
    );
  } else {
    lines.push('Affiliate commission on it was taken back.');
    if (notice.isSubscriptionSuspended)
      lines.push('The subscription it paid for is suspended (past due) until the member pays again.');
  }
  return lines;
}

/** Tells the support address, which the team reads, after the reversal is recorded (docs/product.md §14). */
export async function tellTeamAboutReversal(ctx: AppContext, notice: ReversalNotice) {
  await ctx.email.send({
    to: ctx.config.supportEmail,
    template: 'payment-reversed',
    subject: subjectOf(notice),
    blocks: [
      `Payment ${notice.payment.id} (${notice.payment.provider} ${notice.payment.providerPaymentId ?? ''}) of ${notice.memberEmail}.`,
      ...consequencesOf(notice),
      { button: 'Open the audit log', url: `${ctx.config.appUrl}/admin/audit` },
    ],
  });
}
