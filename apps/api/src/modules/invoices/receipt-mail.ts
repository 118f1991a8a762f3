import type { AppContext } from '../../context.js';
import type { invoices } from '../../db/schema/index.js';
import { formatDollars } from '../../lib/money.js';
import { longDate } from '../../lib/time.js';
import type { Mail } from '../../ports/email.js';
import { invoicePdfUrl } from './invoice-links.js';

type Invoice = typeof invoices.$inferSelect;

/** A receipt for every charge (subscription, renewal, top-up, credit pack): the amounts and the invoice. */
export function receiptMail(
  ctx: Pick<AppContext, 'config' | 'secrets'>,
  invoice: Invoice,
  member: { name: string; email: string },
): Mail {
  const period =
    invoice.periodStart && invoice.periodEnd
      ? [['Period', `${longDate(invoice.periodStart)} to ${longDate(invoice.periodEnd)}`] as const]
      : [];
  const discount =
    invoice.discountCents > 0
      ? [
          ['Price', formatDollars(invoice.subtotalCents)] as const,
          [`Promo ${invoice.promoCode ?? ''}`.trim(), `−${formatDollars(invoice.discountCents)}`] as const,
        ]
      : [];
  return {
    to: member.email,
    template: 'receipt',
    subject: `Your ${ctx.config.brandName} receipt: ${formatDollars(invoice.totalCents)} (invoice ${invoice.number})`,
    preview: `${formatDollars(invoice.totalCents)} paid for ${invoice.description}.`,
    greeting: `Hi ${member.name},`,
    blocks: [
      `Thank you: we received your payment of ${formatDollars(invoice.totalCents)} for ${invoice.description}.`,
      {
        facts: [
          ['Invoice number', invoice.number],
          ['Date', longDate(invoice.issuedAt)],
          ['For', invoice.description],
          ...period,
          ...discount,
          ['Total paid', formatDollars(invoice.totalCents)],
        ],
      },
      { button: 'Download the invoice (PDF)', url: invoicePdfUrl(ctx, invoice.id) },
      `Every payment and invoice is in Billing: ${ctx.config.appUrl}/billing`,
    ],
  };
}
