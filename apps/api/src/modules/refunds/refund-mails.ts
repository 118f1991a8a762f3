import type { AppContext } from '../../context.js';
import { formatDollars } from '../../lib/money.js';
import { longDate } from '../../lib/time.js';
import type { Mail } from '../../ports/email.js';

/** What an approved request gave back: money to the wallet, a credit, or another lead. */
export type RequestOutcome =
  | { given: 'refund'; amountCents: number }
  | { given: 'credit'; validUntil: Date }
  | { given: 'lead'; city: string; state: string }
  | { given: 'nothing' };

/** The team's decision on a refund or replacement request, and what it credited. */
export function requestDecisionMail(
  ctx: Pick<AppContext, 'config'>,
  input: {
    buyer: { name: string; email: string };
    kind: 'refund' | 'replacement';
    lead: { city: string; state: string };
    outcome: RequestOutcome;
    note: string | null;
  },
): Mail {
  const { outcome } = input;
  const what = `${input.kind} request for the lead in ${input.lead.city}, ${input.lead.state}`;
  const approved = outcome.given !== 'nothing';
  const credited: Array<readonly [string, string]> =
    outcome.given === 'refund'
      ? [['Credited', `${formatDollars(outcome.amountCents)} to your wallet`]]
      : outcome.given === 'credit'
        ? [['Credited', `1 premium credit, valid until ${longDate(outcome.validUntil)}`]]
        : outcome.given === 'lead'
          ? [['Credited', `A replacement lead in ${outcome.city}, ${outcome.state}`]]
          : [];
  return {
    to: input.buyer.email,
    template: approved ? 'request-approved' : 'request-rejected',
    subject: approved ? `Your ${what} was approved` : `Your ${what} was not approved`,
    greeting: `Hi ${input.buyer.name},`,
    blocks: [
      approved
        ? `We approved your ${what}. The lead leaves your purchased leads and stops going to your connections.`
        : `We looked at your ${what} and could not approve it. The lead stays yours.`,
      {
        facts: [
          ['Request', input.kind === 'refund' ? 'Refund' : 'Replacement'],
          ['Decision', approved ? 'Approved' : 'Not approved'],
          ...credited,
          ...(input.note ? [['Note from our team', input.note] as const] : []),
        ],
      },
      approved
        ? outcome.given === 'lead'
          ? {
              button: 'Open the replacement lead',
              url: `${ctx.config.appUrl}/purchased-leads/get-purchased-premium-leads`,
            }
          : { button: 'See my requests', url: `${ctx.config.appUrl}/requests` }
        : `Questions about the decision? Reply to ${ctx.config.supportEmail} with the lead's city and ZIP.`,
    ],
  };
}
