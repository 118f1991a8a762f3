import type { AppContext } from '../../context.js';
import type { Mail } from '../../ports/email.js';
import { longDate } from '../../lib/time.js';

export interface OptedOutPurchase {
  city: string;
  state: string;
  zip: string;
  propertyType: string;
  leadType: 'premium' | 'exclusive';
  purchasedAt: Date;
}

const place = (lead: OptedOutPurchase) => `${lead.city}, ${lead.state} ${lead.zip}`;

/**
 * A buyer hears that the seller of a lead they bought asked not to be contacted (issue 19.1). Like
 * every mail, it names the place, never the seller: which lead it is shows behind the sign-in.
 */
export function sellerOptOutMail(
  ctx: Pick<AppContext, 'config'>,
  buyer: { name: string; email: string },
  purchases: OptedOutPurchase[],
  optedOutAt: Date,
): Mail {
  const [first] = purchases;
  const one = purchases.length === 1;
  return {
    to: buyer.email,
    template: 'seller-opt-out',
    subject: one
      ? `Do not contact: the seller of your lead in ${first!.city}, ${first!.state} opted out`
      : `Do not contact: the seller of ${purchases.length} of your leads opted out`,
    preview: 'Stop calling and texting this seller, and take the number out of your dialer and CRM.',
    greeting: `Hi ${buyer.name},`,
    blocks: [
      `On ${longDate(optedOutAt)} the seller of ${one ? 'a lead' : `${purchases.length} leads`} you bought asked us to stop selling their number and not to be contacted. Please do not call, text or mail them again, and take the number out of your dialer, CRM and any list you send to a caller.`,
      ...purchases.map((lead) => ({
        facts: [
          ['Lead', `${lead.leadType === 'exclusive' ? 'Exclusive' : 'Premium'}, ${lead.propertyType}`],
          ['Where', place(lead)],
          ['Bought', longDate(lead.purchasedAt)],
        ] as [string, string][],
      })),
      'The lead stays in Purchased Leads, marked "Do not contact"; the CSV download, the CSV feed, the pull API (do_not_contact: true) and a lead.opt_out event to your webhooks say the same.',
      'Calling a number that asked not to be called can cost $500 to $1,500 a call under the Telephone Consumer Protection Act.',
      {
        button: 'Open Purchased Leads',
        url: `${ctx.config.appUrl}/purchased-leads/${first?.leadType === 'exclusive' ? 'exclusive-leads' : 'get-purchased-premium-leads'}`,
      },
    ],
  };
}
