import type { PurchasedLead } from '@app/shared';

/** What a sample card shows: the fields a buyer gets once a lead is theirs (docs/product.md §3). */
export type SampleLead = Pick<
  PurchasedLead,
  | 'lead_name'
  | 'lead_phone'
  | 'property_type'
  | 'listed'
  | 'reason'
  | 'lead_type'
  | 'selling_timeline'
  | 'address_line_1'
  | 'city'
  | 'state'
  | 'ZIP'
  | 'location'
>;

/** Invented people and addresses (555-01xx numbers are reserved for fiction), shown only as "Sample". */
export const SAMPLE_PREMIUM_LEAD: SampleLead = {
  lead_name: 'Denise Carter',
  lead_phone: '(602) 555-0148',
  property_type: 'Single Family',
  listed: false,
  reason: 'Inherited property',
  lead_type: 'premium',
  selling_timeline: 'ASAP',
  address_line_1: '4817 W Palo Verde Dr',
  city: 'Glendale',
  state: 'AZ',
  ZIP: '85301',
  location: { type: 'Point', coordinates: [-112.1635, 33.5468] },
};

export const SAMPLE_EXCLUSIVE_LEAD: SampleLead = {
  lead_name: 'Marcus Reyes',
  lead_phone: '(713) 555-0192',
  property_type: 'Multi Family',
  listed: false,
  reason: 'Tired landlord',
  lead_type: 'exclusive',
  selling_timeline: '1-3 months',
  address_line_1: '2210 Bellfort Ave',
  city: 'Houston',
  state: 'TX',
  ZIP: '77051',
  location: { type: 'Point', coordinates: [-95.3681, 29.6563] },
};
