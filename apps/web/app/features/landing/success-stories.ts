/** The three success-story videos of docs/product.md §2.4; video n plays `${videoBaseUrl}/success-story-n.mp4`. */
export interface SuccessStory {
  name: string;
  role: string;
  city: string;
  headline: string;
  quote: string;
}

export const SUCCESS_STORIES: readonly SuccessStory[] = [
  {
    name: 'Lena Fischer',
    role: 'Wholesaler',
    city: 'Kansas City, MO',
    headline: '$9,500 assignment in week three',
    quote: 'A behind-on-payments lead, one call, one visit and a signed contract eight days later.',
  },
  {
    name: 'Tom Alvarez',
    role: 'Fix-and-flip investor',
    city: 'Tampa, FL',
    headline: 'A duplex $60K under market',
    quote: 'The landlord was tired of repairs and wanted a quick, quiet sale. We closed in 21 days.',
  },
  {
    name: 'Hannah Price',
    role: 'Wholesaler',
    city: 'Birmingham, AL',
    headline: 'From first call to a $12K fee',
    quote: 'I had never wholesaled before. The scripts and the community got me through my first deal.',
  },
];
