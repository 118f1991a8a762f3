import { LIMITS, formatThousands } from '@app/shared';

export interface FeatureHighlight {
  title: 'Exclusive Leads' | 'Premium Leads' | 'Features' | 'Wallet';
  description: string;
}

/** docs/product.md §2.3: the feature-highlights block has these four items, in this order. */
export const FEATURE_HIGHLIGHTS: readonly FeatureHighlight[] = [
  {
    title: 'Exclusive Leads',
    description: `One seller, one buyer. Exclusive Leads are validated twice, come from Meta ads and AI callers, and go to whoever takes them first. Pay from your wallet, and if the contact info is invalid, the lead is a duplicate, came from a wholesaler or the seller is not interested, ask for a refund within ${LIMITS.exclusiveRefundWindowHours} hours with your call, SMS or email log.`,
  },
  {
    title: 'Premium Leads',
    description: `Qualified motivated sellers from cold calls, inbound and outbound marketing and Meta ads, included in the Basic and Pro packages. Every Premium Lead leaves the marketplace after ${LIMITS.premiumMaxBuyers} downloads or ${LIMITS.premiumLifetimeDays} days, whichever comes first, and your credits reset every month.`,
  },
  {
    title: 'Features',
    description: `A marketplace with list and map views and filters for state, city, ZIP, property type, timeline and reason. Download CSVs for any CRM, or pull leads automatically through the webhook API, a Google Sheet or Go High Level — up to ${formatThousands(LIMITS.monthlyDownloadLimit)} rows a month.`,
  },
  {
    title: 'Wallet',
    description:
      'Add funds once and buy Exclusive Leads in one click, without typing your card details each time. Approved refunds land back in your wallet, and rewards from our giveaways and special events are credited there too.',
  },
];
