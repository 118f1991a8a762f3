/**
 * Issue 18.3: the fields of a purchased lead about the property and the conversation, as the docs
 * page describes them, with the CSV and Sheet column each one fills. lead-detail-fields.test.ts
 * holds this list to the contract and to the CSV's columns.
 */
export interface LeadDetailField {
  name: string;
  type: string;
  meaning: string;
  /** The columns of the CSV download and the Sheet it fills. */
  csvColumns: readonly string[];
}

export const LEAD_DETAIL_FIELDS: readonly LeadDetailField[] = [
  {
    name: 'county',
    type: 'string or null',
    meaning: 'The county of the ZIP code, with its state: "Maricopa County, AZ".',
    csvColumns: ['County'],
  },
  {
    name: 'published_at',
    type: 'ISO 8601 date-time or null',
    meaning: 'When the lead went on sale.',
    csvColumns: ['Published At'],
  },
  {
    name: 'seller_email',
    type: 'string or null',
    meaning: "The seller's e-mail address, when they gave one.",
    csvColumns: ['Seller Email'],
  },
  { name: 'bedrooms', type: 'integer or null', meaning: 'Number of bedrooms.', csvColumns: ['Bedrooms'] },
  {
    name: 'bathrooms',
    type: 'number or null',
    meaning: 'Number of bathrooms, in quarters: 2.5 is two full baths and a half bath.',
    csvColumns: ['Bathrooms'],
  },
  {
    name: 'square_feet',
    type: 'integer or null',
    meaning: 'Living area in square feet.',
    csvColumns: ['Square Feet'],
  },
  {
    name: 'lot_size_sqft',
    type: 'integer or null',
    meaning: 'Lot size in square feet.',
    csvColumns: ['Lot Size (sq ft)'],
  },
  {
    name: 'year_built',
    type: 'integer or null',
    meaning: 'Year the house was built.',
    csvColumns: ['Year Built'],
  },
  {
    name: 'estimated_value',
    type: 'integer or null',
    meaning: 'Estimated market value in whole US dollars.',
    csvColumns: ['Estimated Value'],
  },
  {
    name: 'mortgage_balance',
    type: 'integer or null',
    meaning: 'What the seller still owes, in whole US dollars; 0 when the house is owned free and clear.',
    csvColumns: ['Mortgage Balance'],
  },
  {
    name: 'equity',
    type: 'integer or null',
    meaning:
      'estimated_value minus mortgage_balance, in dollars, when both are known. Negative when the seller owes more than the house is worth.',
    csvColumns: ['Equity'],
  },
  {
    name: 'equity_percent',
    type: 'number or null',
    meaning: 'equity as a percentage of estimated_value, to one decimal: 69.4.',
    csvColumns: ['Equity %'],
  },
  {
    name: 'asking_price',
    type: 'integer or null',
    meaning: 'The price the seller asked for, in whole US dollars.',
    csvColumns: ['Asking Price'],
  },
  {
    name: 'condition',
    type: 'string or null',
    meaning: 'One of excellent, good, fair, needs work, distressed.',
    csvColumns: ['Condition'],
  },
  {
    name: 'occupancy',
    type: 'string or null',
    meaning: 'One of owner-occupied, tenant, vacant.',
    csvColumns: ['Occupancy'],
  },
  {
    name: 'seller_notes',
    type: 'string or null',
    meaning: 'What the seller said on the call, in our words; up to 2,000 characters.',
    csvColumns: ['Seller Notes'],
  },
  {
    name: 'call_recording_url',
    type: 'https URL or null',
    meaning: 'The recording of the call with the seller.',
    csvColumns: ['Call Recording'],
  },
  {
    name: 'source',
    type: 'string or null',
    meaning: 'How the lead came in: cold call, inbound, outbound marketing, Meta ads or AI caller.',
    csvColumns: ['Lead Source'],
  },
  {
    name: 'consent',
    type: 'object or null',
    meaning:
      "The seller's consent to be contacted: text (the words they agreed to), captured_at (ISO 8601), ip (or null) and certificate_id (a TrustedForm or Jornaya certificate, or null). The CSV has one column for each.",
    csvColumns: ['Consent', 'Consent Captured At', 'Consent IP', 'Consent Certificate'],
  },
  {
    name: 'dnc',
    type: 'boolean or null',
    meaning:
      'true when the number was on a Do-Not-Call or litigator list when we last checked, false when it was clear, null when not checked (in the CSV: Yes, No or empty). Check before you call.',
    csvColumns: ['DNC'],
  },
];
