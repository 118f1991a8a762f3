/** docs/product.md §3, feature (title, desc). */
export interface Feature {
  title: string;
  desc: string;
}

/**
 * 'What Do We Bring to the Table?' on /landing-page (docs/product.md §2.4), and the six feature
 * cards of /affiliate, "the same as the landing page grid" (§2.10) — one list for both pages.
 */
export const LANDING_FEATURES: readonly Feature[] = [
  {
    title: 'Premium Leads',
    desc: 'Qualified motivated sellers from cold calls, inbound and outbound marketing and Meta ads, shared with 3 buyers at most and gone after 30 days.',
  },
  {
    title: 'Exclusive Leads',
    desc: 'One seller, one buyer. Validated twice, from Meta ads and AI callers, first come first served and paid from your wallet.',
  },
  {
    title: 'Cut the Extra Weight',
    desc: 'No virtual assistant, dialer or skip tracing to pay for. Every lead arrives with a name, a phone number and a reason to sell.',
  },
  {
    title: 'Resources in Abundance',
    desc: 'Scripts, training, a webhook API, Google Sheet and Go High Level connections, and a team that answers your questions.',
  },
  {
    title: 'Service Over Transactions',
    desc: 'Bad contact info on an Exclusive Lead? Ask for a refund within 72 hours with your call log. We stand behind every lead.',
  },
  {
    title: 'Growth Together',
    desc: 'When you close, we grow. Join a community of 1,000+ investors sharing deals, markets and what works right now.',
  },
];
