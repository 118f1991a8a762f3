import type { PurchasedLead } from '@app/shared';
import type { AppContext } from '../../context.js';
import { formatDollars } from '../../lib/money.js';
import type { Mail } from '../../ports/email.js';

interface PurchaseFacts {
  buyer: { name: string; email: string };
  lead: {
    city: string;
    state: string;
    zip: string;
    propertyType: string;
    reason: string;
    sellingTimeline: string;
  };
  leadType: 'premium' | 'exclusive';
  priceCents: number;
}

/** The purchase confirmation: where the lead is, what it cost, and what to do next. */
export function purchaseConfirmationMail(ctx: Pick<AppContext, 'config'>, sale: PurchaseFacts): Mail {
  const { lead } = sale;
  const place = `${lead.city}, ${lead.state} ${lead.zip}`;
  return {
    to: sale.buyer.email,
    template: 'purchase-confirmation',
    subject: `Your ${sale.leadType} lead in ${lead.city}, ${lead.state}`,
    preview: `${lead.propertyType} in ${place}: call the seller while the lead is fresh.`,
    greeting: `Hi ${sale.buyer.name},`,
    blocks: [
      `The lead is yours: a ${lead.propertyType.toLowerCase()} in ${place}.`,
      {
        facts: [
          ['Lead', sale.leadType === 'exclusive' ? 'Exclusive (sold to you alone)' : 'Premium'],
          ['Where', place],
          ['Why they sell', lead.reason],
          ['Timeline', lead.sellingTimeline],
          [
            'Paid',
            sale.leadType === 'exclusive'
              ? `${formatDollars(sale.priceCents)} from your wallet`
              : '1 premium credit',
          ],
        ],
      },
      'What to do next:',
      {
        list: [
          'Call the seller today: the first investor to call usually gets the deal. The phone, name and address are in Purchased Leads.',
          'Connected a CRM, a Google Sheet or a webhook? The lead is already on its way there.',
          'If the number is wrong or the seller already sold, ask for a refund or a replacement from the lead within 72 hours.',
        ],
      },
      {
        button: 'Open the lead',
        url: `${ctx.config.appUrl}/purchased-leads/${sale.leadType === 'exclusive' ? 'exclusive-leads' : 'get-purchased-premium-leads'}`,
      },
    ],
  };
}

/**
 * The confirmation, written once the sale has committed (the sale itself stays one short
 * transaction; a confirmation that could not be written is logged, and the lead is in the list).
 */
export async function confirmPurchase(
  ctx: AppContext,
  buyer: { name: string; email: string },
  lead: PurchasedLead,
) {
  await ctx.email.send(
    purchaseConfirmationMail(ctx, {
      buyer,
      lead: {
        city: lead.city,
        state: lead.state,
        zip: lead.ZIP,
        propertyType: lead.property_type,
        reason: lead.reason,
        sellingTimeline: lead.selling_timeline,
      },
      leadType: lead.lead_type,
      priceCents: Math.round(lead.price_paid * 100),
    }),
  );
}
