/**
 * The six client-testimonial videos of docs/product.md §2.1 and §9, in the testimonial shape of
 * §3 (name, role, avatar, feedback, rating 5, dark flag, tags) plus the city shown on
 * the poster. `avatar` is the initials drawn in place of a photo; video n plays
 * `${site.videoBaseUrl}/testimonial-n.mp4`.
 */
export interface ClientTestimonial {
  name: string;
  role: string;
  city: string;
  avatar: string;
  feedback: string;
  rating: 5;
  /** Dark poster (brand green) or light one, alternating down the grid. */
  dark: boolean;
  tags: readonly string[];
}

export const CLIENT_TESTIMONIALS: readonly ClientTestimonial[] = [
  {
    name: 'Marcus Reed',
    role: 'Wholesaler',
    city: 'Houston, TX',
    avatar: 'MR',
    feedback:
      'I assigned my first contract eleven days after signing up, off a Premium Lead that cost me one credit.',
    rating: 5,
    dark: true,
    tags: ['Premium Leads', 'First deal'],
  },
  {
    name: 'Danielle Ortiz',
    role: 'Real-estate agent',
    city: 'Phoenix, AZ',
    avatar: 'DO',
    feedback:
      'The sellers actually pick up and already know why they want to sell, which makes my listing calls short and easy.',
    rating: 5,
    dark: false,
    tags: ['Agents', 'Listings'],
  },
  {
    name: 'Kevin Brooks',
    role: 'Investor',
    city: 'Atlanta, GA',
    avatar: 'KB',
    feedback:
      'I stopped paying for a dialer and a VA; the leads land in Go High Level by ten and I call them over coffee.',
    rating: 5,
    dark: true,
    tags: ['Go High Level', 'Automation'],
  },
  {
    name: 'Priya Nair',
    role: 'Wholesaler',
    city: 'Charlotte, NC',
    avatar: 'PN',
    feedback:
      'Exclusive Leads are worth every dollar to me: nobody else is calling that seller, so I can take my time and do it right.',
    rating: 5,
    dark: false,
    tags: ['Exclusive Leads', 'Wallet'],
  },
  {
    name: 'Tom Alvarez',
    role: 'Fix-and-flip investor',
    city: 'Tampa, FL',
    avatar: 'TA',
    feedback: 'One inherited-property lead turned into a flip that paid for three years of membership.',
    rating: 5,
    dark: true,
    tags: ['Premium Leads', 'Fix and flip'],
  },
  {
    name: 'Aisha Coleman',
    role: 'Broker',
    city: 'Columbus, OH',
    avatar: 'AC',
    feedback:
      'My team pulls leads into a shared Google Sheet every morning, and nobody has to log in to download anything.',
    rating: 5,
    dark: false,
    tags: ['Google Sheet', 'Teams'],
  },
];
