/** docs/product.md §3: speaker card (name, role, status, rate, location, image, verified, optional testimonial, reviewer, reviewerRole). */
export interface SpeakerCard {
  name: string;
  role: string;
  status: string;
  /** Display only (docs/product.md §9): sample hourly rates. */
  rate: string;
  location: string;
  /** Initials shown in an avatar; no photos are downloaded. */
  image: string;
  verified: boolean;
  testimonial?: string;
  reviewer: string;
  reviewerRole: string;
}

/** docs/product.md §3: testimonial (name, role, avatar, feedback, rating 5, dark flag, tags). */
export interface WebinarTestimonial {
  name: string;
  role: string;
  avatar: string;
  feedback: string;
  rating: 5;
  dark: boolean;
  tags: readonly string[];
}

/** 'Top 3 Speakers': static cards (docs/product.md §2.11). */
export const SPEAKERS: readonly SpeakerCard[] = [
  {
    name: 'Marcus Bell',
    role: 'Wholesaler and acquisitions coach',
    status: 'Available for coaching',
    rate: '$35/hr',
    location: 'Phoenix, AZ',
    image: 'MB',
    verified: true,
    testimonial: 'Marcus role-played my first seller call with me. Two weeks later I had a signed contract.',
    reviewer: 'Tanya Brooks',
    reviewerRole: 'New wholesaler',
  },
  {
    name: 'Elena Ortiz',
    role: 'Dispositions and buyers-list strategist',
    status: 'Top rated',
    rate: '$40/hr',
    location: 'Dallas, TX',
    image: 'EO',
    verified: true,
    testimonial: 'Her buyers-list method got my assignment sold in four days.',
    reviewer: 'Chris Nguyen',
    reviewerRole: 'Investor',
  },
  {
    name: 'Darnell Price',
    role: 'Real-estate agent turned investor',
    status: 'Available for coaching',
    rate: '$35/hr',
    location: 'Atlanta, GA',
    image: 'DP',
    verified: false,
    reviewer: 'Megan Foster',
    reviewerRole: 'Realtor',
  },
];

/** 'What Our Clients Say': three static 5-star testimonials (docs/product.md §2.11). */
export const WEBINAR_TESTIMONIALS: readonly WebinarTestimonial[] = [
  {
    name: 'Jasmine Cole',
    role: 'Wholesaler, Memphis TN',
    avatar: 'JC',
    feedback:
      'I had never made an offer before this training. The scripts from Secret 1 got me talking to sellers the same week, and my first assignment paid $8,500.',
    rating: 5,
    dark: false,
    tags: ['First deal', 'Scripts'],
  },
  {
    name: 'Robert Haynes',
    role: 'Investor, Tulsa OK',
    avatar: 'RH',
    feedback:
      'Clear, practical and no upsell pressure. The part on estimating offers from comps saved me from overpaying on a duplex.',
    rating: 5,
    dark: true,
    tags: ['Offers', 'Comps'],
  },
  {
    name: 'Priya Natarajan',
    role: 'Realtor, Charlotte NC',
    avatar: 'PN',
    feedback:
      'As an agent I wanted to understand off-market deals. The personal stories in Secret 3 were worth the hour on their own.',
    rating: 5,
    dark: false,
    tags: ['Off-market', 'Mindset'],
  },
];
