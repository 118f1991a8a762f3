/** The webinar page (docs/product.md §2.11): headline, subline and the items of 'Here's what we'll cover'. */
export const WEBINAR_HEADLINE = 'Discover How to Make First $10,000 Wholesaling Real Estate';
export const WEBINAR_SUBLINE = 'FREE TRAINING FOR REAL ESTATE INVESTORS';

export interface CoverItem {
  title: string;
  subtitle: string;
  /** Only Secret 1 has a body (docs/product.md §2.11). */
  body?: string;
}

export const COVER_ITEMS: readonly CoverItem[] = [
  {
    title: 'Secret 1',
    subtitle: 'How to get started with little to no experience',
    body: 'You do not need a license, a big budget or years in real estate to wholesale. We walk through the exact first steps: how an assignment works, how to find a motivated seller who wants a quick, as-is sale, what to say on your first call, how to estimate a fair offer from comparable sales, and how to put the property under contract and assign it to a cash buyer for a fee.',
  },
  { title: 'Secret 2', subtitle: 'How to find and close your first deal' },
  { title: 'Secret 3', subtitle: 'Personal stories and success tips' },
  { title: 'Grant Access', subtitle: 'Get the recording, the call scripts and the deal checklist' },
];

/** The sample card beside the accordion ("a sample designer card with 'Show More'"). */
export const HOST_CARD = {
  name: 'Renee Whitaker',
  initials: 'RW',
  role: 'Training designer and host',
  location: 'Scottsdale, AZ',
  summary: 'Renee designed this training after coaching new wholesalers through their first assignments.',
  more: 'Every module is built from real calls and real contracts: how to open a conversation with a seller who is behind on payments, how to agree on a number that leaves room for your fee, and how to line up a cash buyer before you sign. Members get the scripts and the deal checklist used in the session.',
} as const;

export const WEBINAR_VIDEO = {
  title: 'Discover How to Make First $10,000 Wholesaling Real Estate: session preview',
  file: 'webinar-first-10k.mp4',
  quote: '“Your first deal is not about money. It is about one seller with a problem and you with a plan.”',
} as const;
