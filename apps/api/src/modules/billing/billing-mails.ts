import type { AppContext } from '../../context.js';
import { formatDollars } from '../../lib/money.js';
import { longDate } from '../../lib/time.js';
import type { Mail } from '../../ports/email.js';

/* The membership's mails, one template each (receipts are the invoices module's). */

type Brand = Pick<AppContext, 'config'>;
type Member = { name: string; email: string };
type PlanNamed = { name: string; occurrence: string; priceCents: number };

/** A renewal the card refused: the membership is suspended (no new leads) until it is paid. */
export const renewalFailedMail = (ctx: Brand, member: Member, plan: PlanNamed, failure: string): Mail => ({
  to: member.email,
  template: 'renewal-failed',
  subject: `Your ${ctx.config.brandName} renewal payment failed`,
  greeting: `Hi ${member.name},`,
  blocks: [
    `We could not charge your card ${formatDollars(plan.priceCents)} for the ${plan.name} plan: ${failure}`,
    'Your membership is suspended: taking new leads is paused until the payment goes through. Your purchased leads, downloads and connections stay available.',
    { button: 'Update my card or pay now', url: `${ctx.config.appUrl}/billing` },
  ],
});

/** Cancelling keeps access to the end of the paid period: the mail says until when. */
export const cancellationMail = (ctx: Brand, member: Member, plan: PlanNamed, accessEndsAt: Date): Mail => ({
  to: member.email,
  template: 'subscription-cancelled',
  subject: `Your ${ctx.config.brandName} membership ends on ${longDate(accessEndsAt)}`,
  greeting: `Hi ${member.name},`,
  blocks: [
    `We have cancelled your ${plan.name} plan as you asked. Nothing more will be charged.`,
    {
      facts: [
        ['Plan', `${plan.name} (${plan.occurrence})`],
        ['Access ends', longDate(accessEndsAt)],
      ],
    },
    'Until then you keep taking leads with your credits and wallet. Leads you bought stay yours after the end, in Purchased Leads and your downloads.',
    'Changed your mind? Resume the membership in Billing before that date and nothing is interrupted:',
    { button: 'Resume my membership', url: `${ctx.config.appUrl}/billing` },
  ],
});

/** Seven days before a yearly plan renews, so nobody is surprised by a year's charge. */
export const yearlyRenewalReminderMail = (
  ctx: Brand,
  member: Member,
  plan: PlanNamed,
  renewsAt: Date,
  priceCents: number,
): Mail => ({
  to: member.email,
  template: 'yearly-renewal-reminder',
  subject: `Your ${ctx.config.brandName} ${plan.name} plan renews on ${longDate(renewsAt)}`,
  greeting: `Hi ${member.name},`,
  blocks: [
    `A reminder that your yearly ${plan.name} plan renews in 7 days, and your card on file will be charged.`,
    {
      facts: [
        ['Plan', `${plan.name} (yearly)`],
        ['Renews on', longDate(renewsAt)],
        ['Amount', formatDollars(priceCents)],
      ],
    },
    'Nothing to do if you are staying. To change plan or cancel before the renewal, open Billing:',
    { button: 'Open Billing', url: `${ctx.config.appUrl}/billing` },
  ],
});
