import type { PurchasedLead } from './contracts/leads.js';
import { formatLeadPhone } from './phone-display.js';

/** A cell of an exported lead: text, or a number a spreadsheet can add up. */
export type LeadCell = string | number;

/** One column of a purchased lead as a CRM or a spreadsheet reads it. */
export interface LeadColumn {
  heading: string;
  cell: (lead: PurchasedLead) => LeadCell;
}

const nameParts = (lead: PurchasedLead) => lead.lead_name.trim().split(/\s+/);

const column = (heading: string, cell: LeadColumn['cell']): LeadColumn => ({ heading, cell });

const FIRST_NAME = column('First Name', (lead) => nameParts(lead)[0] ?? '');
const LAST_NAME = column('Last Name', (lead) => nameParts(lead).slice(1).join(' '));
/** Written as people dial it, (216) 555-0244: a sheet would read +12165550244 as a formula or a number. */
// As formatPhone writes it, without the phone library, which the download's preview then does not load.
const PHONE = column('Phone', (lead) => formatLeadPhone(lead.lead_phone));
/** The seller asked not to be contacted (issue 19.1): the row says so beside the number. */
const DO_NOT_CONTACT = column('Do Not Contact', (lead) => (lead.do_not_contact ? 'Yes' : 'No'));
const STREET = column('Street Address', (lead) => lead.address_line_1);
const CITY = column('City', (lead) => lead.city);
const STATE = column('State', (lead) => lead.state);
const POSTAL_CODE = column('Postal Code', (lead) => lead.ZIP);
const PROPERTY_TYPE = column('Property Type', (lead) => lead.property_type);
const LISTED = column('Listed On MLS', (lead) => (lead.listed ? 'Yes' : 'No'));
const REASON = column('Reason For Selling', (lead) => lead.reason);
const TIMELINE = column('Selling Timeline', (lead) => lead.selling_timeline);
const LEAD_TYPE = column('Lead Type', (lead) => (lead.lead_type === 'exclusive' ? 'Exclusive' : 'Premium'));
const PURCHASED_AT = column('Purchased At', (lead) => lead.purchased_at);
const LATITUDE = column('Latitude', (lead) => lead.location.coordinates[1]);
const LONGITUDE = column('Longitude', (lead) => lead.location.coordinates[0]);
const LEAD_ID = column('Lead ID', (lead) => lead.id);

const orBlank = (value: string | number | null) => value ?? '';
/**
 * Issue 18.3: the property and the conversation, after the columns members already map (a CRM
 * import or a sheet keyed by position keeps working); blank where the lead does not say.
 */
const DETAIL_COLUMNS: readonly LeadColumn[] = [
  column('County', (lead) => orBlank(lead.county)),
  column('Published At', (lead) => orBlank(lead.published_at)),
  column('Seller Email', (lead) => orBlank(lead.seller_email)),
  column('Bedrooms', (lead) => orBlank(lead.bedrooms)),
  column('Bathrooms', (lead) => orBlank(lead.bathrooms)),
  column('Square Feet', (lead) => orBlank(lead.square_feet)),
  column('Lot Size (sq ft)', (lead) => orBlank(lead.lot_size_sqft)),
  column('Year Built', (lead) => orBlank(lead.year_built)),
  column('Estimated Value', (lead) => orBlank(lead.estimated_value)),
  column('Mortgage Balance', (lead) => orBlank(lead.mortgage_balance)),
  column('Equity', (lead) => orBlank(lead.equity)),
  column('Equity %', (lead) => orBlank(lead.equity_percent)),
  column('Asking Price', (lead) => orBlank(lead.asking_price)),
  column('Condition', (lead) => orBlank(lead.condition)),
  column('Occupancy', (lead) => orBlank(lead.occupancy)),
  column('Seller Notes', (lead) => orBlank(lead.seller_notes)),
  column('Call Recording', (lead) => orBlank(lead.call_recording_url)),
  column('Lead Source', (lead) => orBlank(lead.source)),
  column('Consent', (lead) => orBlank(lead.consent?.text ?? null)),
  column('Consent Captured At', (lead) => orBlank(lead.consent?.captured_at ?? null)),
  column('Consent IP', (lead) => orBlank(lead.consent?.ip ?? null)),
  column('Consent Certificate', (lead) => orBlank(lead.consent?.certificate_id ?? null)),
  column('DNC', (lead) => (lead.dnc === null ? '' : lead.dnc ? 'Yes' : 'No')),
];

/**
 * The CSV download's columns (and the Sheet's CSV feed): CRM-ready names, the price with its
 * cents, and the position (docs/product.md §9).
 */
export const CSV_COLUMNS: readonly LeadColumn[] = [
  FIRST_NAME,
  LAST_NAME,
  PHONE,
  DO_NOT_CONTACT,
  STREET,
  CITY,
  STATE,
  POSTAL_CODE,
  PROPERTY_TYPE,
  LISTED,
  REASON,
  TIMELINE,
  LEAD_TYPE,
  // A premium lead was paid with a credit, not $0.00 (issue 18.5).
  column('Price Paid', (lead) => (lead.lead_type === 'exclusive' ? lead.price_paid.toFixed(2) : '1 credit')),
  PURCHASED_AT,
  LATITUDE,
  LONGITUDE,
  LEAD_ID,
  ...DETAIL_COLUMNS,
];

/**
 * The row appended to a connected Google Sheet for each purchase: the CSV's columns without the
 * position, the price as a number the sheet can add up. Members paste the headings in row 1; the
 * columns after the last one are theirs for notes.
 */
export const SHEET_COLUMNS: readonly LeadColumn[] = [
  FIRST_NAME,
  LAST_NAME,
  PHONE,
  STREET,
  CITY,
  STATE,
  POSTAL_CODE,
  PROPERTY_TYPE,
  LISTED,
  REASON,
  TIMELINE,
  LEAD_TYPE,
  column('Price Paid', (lead) => lead.price_paid),
  PURCHASED_AT,
  LEAD_ID,
  ...DETAIL_COLUMNS,
  // Last, so earlier sheets keep their columns: "Yes" on the row a seller's opt-out appends (19.1).
  DO_NOT_CONTACT,
];

export const headingsOf = (columns: readonly LeadColumn[]): string[] => columns.map((c) => c.heading);

export const leadRowOf = (columns: readonly LeadColumn[], lead: PurchasedLead): LeadCell[] =>
  columns.map((c) => c.cell(lead));

/**
 * Issue 18.3: the Go High Level custom fields a delivery fills, by the key the member gives each
 * field in GHL (Settings → Custom Fields). A field the location does not have is skipped by GHL;
 * the same details are in the contact's note either way.
 */
export const GHL_CUSTOM_FIELDS: readonly {
  key: string;
  label: string;
  value: (lead: PurchasedLead) => string | null;
}[] = [
  { key: 'county', label: 'County', value: (lead) => lead.county },
  { key: 'bedrooms', label: 'Bedrooms', value: (lead) => numberText(lead.bedrooms) },
  { key: 'bathrooms', label: 'Bathrooms', value: (lead) => numberText(lead.bathrooms) },
  { key: 'square_feet', label: 'Square Feet', value: (lead) => numberText(lead.square_feet) },
  { key: 'lot_size_sqft', label: 'Lot Size (sq ft)', value: (lead) => numberText(lead.lot_size_sqft) },
  { key: 'year_built', label: 'Year Built', value: (lead) => numberText(lead.year_built) },
  { key: 'estimated_value', label: 'Estimated Value', value: (lead) => numberText(lead.estimated_value) },
  { key: 'mortgage_balance', label: 'Mortgage Balance', value: (lead) => numberText(lead.mortgage_balance) },
  { key: 'equity', label: 'Equity', value: (lead) => numberText(lead.equity) },
  { key: 'equity_percent', label: 'Equity %', value: (lead) => numberText(lead.equity_percent) },
  { key: 'asking_price', label: 'Asking Price', value: (lead) => numberText(lead.asking_price) },
  { key: 'condition', label: 'Condition', value: (lead) => lead.condition },
  { key: 'occupancy', label: 'Occupancy', value: (lead) => lead.occupancy },
  { key: 'reason_for_selling', label: 'Reason For Selling', value: (lead) => lead.reason },
  { key: 'selling_timeline', label: 'Selling Timeline', value: (lead) => lead.selling_timeline },
  { key: 'seller_notes', label: 'Seller Notes', value: (lead) => lead.seller_notes },
  { key: 'call_recording_url', label: 'Call Recording', value: (lead) => lead.call_recording_url },
  { key: 'lead_source', label: 'Lead Source', value: (lead) => lead.source },
  { key: 'consent_text', label: 'Consent', value: (lead) => lead.consent?.text ?? null },
  {
    key: 'consent_captured_at',
    label: 'Consent Captured At',
    value: (lead) => lead.consent?.captured_at ?? null,
  },
  { key: 'consent_ip', label: 'Consent IP', value: (lead) => lead.consent?.ip ?? null },
  {
    key: 'consent_certificate_id',
    label: 'Consent Certificate',
    value: (lead) => lead.consent?.certificate_id ?? null,
  },
];

function numberText(value: number | null): string | null {
  return value === null ? null : String(value);
}

/** The custom fields of a lead that has them: GHL keeps a field's old value when it is left out. */
export const ghlCustomFieldsOf = (lead: PurchasedLead) =>
  GHL_CUSTOM_FIELDS.flatMap(({ key, value }) => {
    const fieldValue = value(lead);
    return fieldValue === null ? [] : [{ key, field_value: fieldValue }];
  });
