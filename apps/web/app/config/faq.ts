import { LIMITS, formatThousands } from '@app/shared';
import { site } from './site';

/** docs/product.md §3: FAQ entry (question, answer). */
export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * The 14 question-and-answer pairs of /faq (docs/product.md §2.1). The home page shows the first
 * few, so the most common questions come first. Every fact here matches docs/product.md §1, §4,
 * 5 and 9; change them together with the terms and refund pages.
 */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    question: 'What is a motivated-seller lead?',
    answer:
      'A homeowner who has told us they want to sell, usually soon and often below retail: behind on payments, inherited a house, tired of being a landlord, relocating or facing repairs they cannot afford. Every lead includes the seller name, phone number, property address, property type, whether it is listed on the MLS, the reason for selling, the selling timeline and the location, ready for your CRM.',
  },
  {
    question: 'What is the difference between Premium Leads and Exclusive Leads?',
    answer:
      'Premium Leads are non-exclusive: each one can be taken by at most 3 buyers, and they are included in the Basic and Pro packages through monthly credits. Exclusive Leads go to one buyer only, are validated twice, come from Meta ads and AI callers, and are bought first-come first-served with funds from your wallet.',
  },
  {
    question: 'How much does it cost to get started?',
    answer: `You can start for $99 with 25 leads. New members can use the promo code ${site.promoCode} at checkout for 50% off their first month (once per person, on monthly or yearly plans). Larger teams can pick the Pro package for more monthly credits, or contact us for an Enterprise plan.`,
  },
  {
    question: 'Where do the leads come from?',
    answer:
      'Premium Leads come from a mix of cold calls, inbound and outbound marketing and Meta ads, and our team qualifies every one before it is uploaded. Exclusive Leads come from Meta ads and AI callers and are validated twice before they reach the marketplace.',
  },
  {
    question: 'How long does a Premium Lead stay on the marketplace?',
    answer: `A Premium Lead leaves the marketplace after ${LIMITS.premiumMaxBuyers} downloads or ${LIMITS.premiumLifetimeDays} days, whichever comes first. That keeps competition on every lead low: you will never share a Premium Lead with more than two other buyers.`,
  },
  {
    question: 'Do unused credits roll over to the next month?',
    answer:
      'No. Premium credits reset every month and unused credits are forfeited. On a monthly plan they reset after each successful charge; on an annual plan they reset on the monthly anniversary of your start date.',
  },
  {
    question: 'When are new leads uploaded?',
    answer:
      'Every day before 10 AM Central Time. If you have lead alerts switched on we let you know when the day’s leads are live, and text messages are limited to at most one per day.',
  },
  {
    question: 'How do I get leads into my CRM?',
    answer:
      'Download them as a CSV from your dashboard, or connect once and let them flow automatically: our webhook API (authenticated with your personal x-api-key), a Google Sheet connection or a Go High Level connection. The API documentation page shows working examples in cURL, Node, Python and Java.',
  },
  {
    question: 'Is there a limit on downloads?',
    answer: `Each account can download up to ${formatThousands(LIMITS.monthlyDownloadLimit)} lead rows per calendar month across CSV, API, Google Sheet and Go High Level. The counter starts again on the first day of each month.`,
  },
  {
    question: 'Can I get a refund or a replacement for a bad lead?',
    answer: `Subscriptions are not refundable. For a Premium Lead that turns out to be the incorrect lead type, listed on MLS, already sold or an unmotivated seller, we replace it with another lead. For an Exclusive Lead with invalid contact info, a duplicate, a wholesaler submission or a seller who is not interested, ask for a refund to your wallet within ${LIMITS.exclusiveRefundWindowHours} hours of receipt and attach your call, SMS or email logs.`,
  },
  {
    question: 'How does the wallet work?',
    answer:
      'Add funds to your wallet from the billing section and use them to buy Exclusive Leads. Approved Exclusive Lead refunds go back to your wallet, and we also add wallet rewards during giveaways and special events.',
  },
  {
    question: 'How do I cancel my membership?',
    answer:
      'Memberships renew automatically until you cancel. Cancel any time from the billing section of your dashboard; the cancellation takes effect at the end of your current billing period, and you keep your credits and access until then.',
  },
  {
    question: 'Do I need a virtual assistant, a dialer or skip tracing?',
    answer: `No. Every lead already comes with the seller’s phone number and their reason for selling, so you can pick up the phone yourself. Membership also comes with resources and guidance on calling sellers and closing deals. You must be ${LIMITS.minimumAge} or older to become a member.`,
  },
  {
    question: 'How does the affiliate program work?',
    answer: `Sign up on our affiliate page, share your referral link and earn an ${LIMITS.affiliateCommissionPercent}% lifetime commission on what the businesses you refer spend on memberships and leads, for as long as they stay members.`,
  },
];
