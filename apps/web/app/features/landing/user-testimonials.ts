/** One entry of 'What Our Users Are Saying' (docs/product.md §2.4: name, role, city, quote, 5 stars). */
export interface UserTestimonial {
  name: string;
  role: string;
  city: string;
  quote: string;
  rating: 5;
}

/** docs/product.md §2.4: 16 entries, shown in columns of three. */
export const USER_TESTIMONIALS: readonly UserTestimonial[] = [
  {
    name: 'Marcus Reed',
    role: 'Wholesaler',
    city: 'Houston, TX',
    rating: 5,
    quote:
      'Assigned my first contract eleven days after joining. The seller had already told them she wanted out of an inherited house.',
  },
  {
    name: 'Danielle Ortiz',
    role: 'Real-estate agent',
    city: 'Phoenix, AZ',
    rating: 5,
    quote:
      'Three listings in my first two months, all from sellers who picked up on the first or second call.',
  },
  {
    name: 'Kevin Brooks',
    role: 'Investor',
    city: 'Atlanta, GA',
    rating: 5,
    quote:
      'I cancelled my dialer and my skip-tracing subscription. The leads land in Go High Level before ten and I start calling.',
  },
  {
    name: 'Priya Nair',
    role: 'Wholesaler',
    city: 'Charlotte, NC',
    rating: 5,
    quote:
      'Exclusive Leads changed how I work: nobody else is calling that seller, so I can slow down and build trust.',
  },
  {
    name: 'Tom Alvarez',
    role: 'Fix-and-flip investor',
    city: 'Tampa, FL',
    rating: 5,
    quote:
      'One tired-landlord lead became a duplex I bought $60K under market. That single deal paid for years of membership.',
  },
  {
    name: 'Aisha Coleman',
    role: 'Broker',
    city: 'Columbus, OH',
    rating: 5,
    quote:
      'My agents share one Google Sheet that fills itself every morning. No logins, no exports, no excuses.',
  },
  {
    name: 'Brian Walsh',
    role: 'Investor',
    city: 'Indianapolis, IN',
    rating: 5,
    quote: 'The reason for selling and the timeline are right there, so I know which sellers to call first.',
  },
  {
    name: 'Lena Fischer',
    role: 'Wholesaler',
    city: 'Kansas City, MO',
    rating: 5,
    quote:
      'Closed a $9,500 assignment in week three. Twenty-five leads for $99 is the cheapest pipeline I have ever bought.',
  },
  {
    name: 'Jamal Carter',
    role: 'Acquisitions manager',
    city: 'Memphis, TN',
    rating: 5,
    quote:
      'We pull leads through the webhook straight into our CRM. Setting it up took one afternoon with the docs.',
  },
  {
    name: 'Rosa Delgado',
    role: 'Real-estate agent',
    city: 'San Antonio, TX',
    rating: 5,
    quote:
      'A bad phone number on an Exclusive Lead was refunded to my wallet the next day after I sent my call log.',
  },
  {
    name: 'Chris Nguyen',
    role: 'Investor',
    city: 'Las Vegas, NV',
    rating: 5,
    quote:
      'Premium Leads leave after three buyers, so I am never one of twenty people calling the same homeowner.',
  },
  {
    name: 'Hannah Price',
    role: 'Wholesaler',
    city: 'Birmingham, AL',
    rating: 5,
    quote:
      'I was new and scared of the phone. Their scripts and the community calls got me to my first $12K fee.',
  },
  {
    name: 'Omar Haddad',
    role: 'Buy-and-hold investor',
    city: 'Cleveland, OH',
    rating: 5,
    quote:
      'Two rentals added to my portfolio this year from divorce and relocation leads. Both sellers were relieved to sell.',
  },
  {
    name: 'Megan Foster',
    role: 'Team lead',
    city: 'Jacksonville, FL',
    rating: 5,
    quote:
      'Support actually answers. When a lead looked like a wholesaler submission they replaced it without an argument.',
  },
  {
    name: 'Derrick Stone',
    role: 'Wholesaler',
    city: 'Detroit, MI',
    rating: 5,
    quote: 'The map view shows me which leads are in my farm area at a glance. I take those before coffee.',
  },
  {
    name: 'Sofia Ramirez',
    role: 'Investor',
    city: 'Denver, CO',
    rating: 5,
    quote:
      'I started on Basic, moved to Pro after my second assignment, and I have not bought a cold list since.',
  },
];

/** docs/product.md §2.4: the testimonials are grouped in columns of three. */
export function groupInThrees<T>(items: readonly T[]): T[][] {
  const groups: T[][] = [];
  for (let index = 0; index < items.length; index += 3) groups.push(items.slice(index, index + 3));
  return groups;
}
