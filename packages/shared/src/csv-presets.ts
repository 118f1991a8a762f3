import { CSV_COLUMNS, type LeadCell, type LeadColumn } from './lead-columns.js';
import type { PurchasedLead } from './contracts/leads.js';
import { formatLeadPhone } from './phone-display.js';
import type { CsvPresetId } from './csv-preset-ids.js';

/**
 * Issue 18.5: CSV files that CRMs import without a mapping session. Each preset names its columns
 * as that CRM's importer recognises them, writes dates without a time as MM/DD/YYYY (what US CRMs
 * read), and gives the phone both in E.164 (+12165550244, for dialers and APIs) and as people read
 * it ((216) 555-0244). "standard" is the CSV every member had before presets.
 */
export { CSV_PRESET_IDS, type CsvPresetId } from './csv-preset-ids.js';

export interface CsvPreset {
  id: CsvPresetId;
  label: string;
  /** One line for the download menu. */
  description: string;
  columns: readonly LeadColumn[];
}

const column = (heading: string, cell: (lead: PurchasedLead) => LeadCell): LeadColumn => ({ heading, cell });
const nameParts = (lead: PurchasedLead) => lead.lead_name.trim().split(/\s+/);
const first = (lead: PurchasedLead) => nameParts(lead)[0] ?? '';
const last = (lead: PurchasedLead) => nameParts(lead).slice(1).join(' ');
// Kept in E.164 (decision 022); the preview of the download lists these columns in the browser,
// so they format without the phone library (phone-display.ts).
const e164 = (lead: PurchasedLead) => lead.lead_phone;
const blank = (value: string | number | null) => value ?? '';

/** 2026-11-27T15:04:11Z → 11/27/2026 (the UTC day). */
export function usDate(iso: string | null): string {
  if (!iso) return '';
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
}

/** What was paid: dollars with cents for an exclusive lead, the credit spent for a premium one. */
export const paidText = (lead: PurchasedLead) =>
  lead.lead_type === 'exclusive' ? lead.price_paid.toFixed(2) : '1 credit';

const leadTypeText = (lead: PurchasedLead) => (lead.lead_type === 'exclusive' ? 'Exclusive' : 'Premium');
const tagsOf = (lead: PurchasedLead) =>
  [
    'sellersignal',
    `${lead.lead_type}-lead`,
    lead.do_not_contact ? 'do-not-contact' : null,
    lead.dnc ? 'dnc' : null,
  ]
    .filter(Boolean)
    .join(',');
const notesOf = (lead: PurchasedLead) =>
  [
    lead.do_not_contact ? 'DO NOT CONTACT: the seller asked not to be contacted.' : null,
    lead.dnc ? 'On a Do-Not-Call list: check before you call.' : null,
    `Reason: ${lead.reason}. Timeline: ${lead.selling_timeline}. Listed on MLS: ${lead.listed ? 'yes' : 'no'}.`,
    lead.seller_notes,
    lead.call_recording_url ? `Recording: ${lead.call_recording_url}` : null,
  ]
    .filter(Boolean)
    .join(' ');

/** The property columns every preset ends with, named plainly (CRMs map them to custom fields). */
const PROPERTY = (named: (plain: string) => string = (plain) => plain): LeadColumn[] => [
  column(named('Property Type'), (lead) => lead.property_type),
  column(named('Bedrooms'), (lead) => blank(lead.bedrooms)),
  column(named('Bathrooms'), (lead) => blank(lead.bathrooms)),
  column(named('Square Feet'), (lead) => blank(lead.square_feet)),
  column(named('Year Built'), (lead) => blank(lead.year_built)),
  column(named('Estimated Value'), (lead) => blank(lead.estimated_value)),
  column(named('Mortgage Balance'), (lead) => blank(lead.mortgage_balance)),
  column(named('Equity'), (lead) => blank(lead.equity)),
  column(named('Asking Price'), (lead) => blank(lead.asking_price)),
  column(named('Condition'), (lead) => blank(lead.condition)),
  column(named('Occupancy'), (lead) => blank(lead.occupancy)),
];

const COMMON_TAIL: LeadColumn[] = [
  column('Phone (formatted)', (lead) => formatLeadPhone(lead.lead_phone)),
  column('Do Not Contact', (lead) => (lead.do_not_contact ? 'Yes' : 'No')),
  column('DNC', (lead) => (lead.dnc === null ? '' : lead.dnc ? 'Yes' : 'No')),
  column('Lead Type', leadTypeText),
  column('Price Paid', paidText),
  column('Lead ID', (lead) => lead.id),
];

export const CSV_PRESETS: Record<CsvPresetId, CsvPreset> = {
  standard: {
    id: 'standard',
    label: 'Standard CSV',
    description: 'Every field, for a spreadsheet or any CRM.',
    columns: CSV_COLUMNS,
  },
  gohighlevel: {
    id: 'gohighlevel',
    label: 'Go High Level',
    description: 'Contacts import: name, phone, e-mail, address, source, tags and notes.',
    columns: [
      column('First Name', first),
      column('Last Name', last),
      column('Phone', e164),
      column('Email', (lead) => blank(lead.seller_email)),
      column('Address', (lead) => lead.address_line_1),
      column('City', (lead) => lead.city),
      column('State', (lead) => lead.state),
      column('Postal Code', (lead) => lead.ZIP),
      column('Source', () => 'SellerSignal'),
      column('Tags', tagsOf),
      column('Date Added', (lead) => usDate(lead.purchased_at)),
      column('Notes', notesOf),
      ...PROPERTY(),
      ...COMMON_TAIL,
    ],
  },
  resimpli: {
    id: 'resimpli',
    label: 'REsimpli',
    description: 'Leads import: the property address apart from the seller, phone 1 and e-mail 1.',
    columns: [
      column('First Name', first),
      column('Last Name', last),
      column('Property Address', (lead) => lead.address_line_1),
      column('Property City', (lead) => lead.city),
      column('Property State', (lead) => lead.state),
      column('Property Zip', (lead) => lead.ZIP),
      column('Phone 1', e164),
      column('Email 1', (lead) => blank(lead.seller_email)),
      column('Lead Source', () => 'SellerSignal'),
      column('Motivation', (lead) => lead.reason),
      column('Timeline', (lead) => lead.selling_timeline),
      column('Date Added', (lead) => usDate(lead.purchased_at)),
      column('Notes', notesOf),
      ...PROPERTY(),
      ...COMMON_TAIL,
    ],
  },
  podio: {
    id: 'podio',
    label: 'Podio',
    description: 'A Leads app import: the seller in one field, the property and the motivation.',
    columns: [
      column('Seller Name', (lead) => lead.lead_name),
      column('Phone', e164),
      column('Email', (lead) => blank(lead.seller_email)),
      column('Property Address', (lead) => lead.address_line_1),
      column('City', (lead) => lead.city),
      column('State', (lead) => lead.state),
      column('Zip', (lead) => lead.ZIP),
      column('Lead Source', () => 'SellerSignal'),
      column('Motivation', (lead) => lead.reason),
      column('Timeline', (lead) => lead.selling_timeline),
      column('Date', (lead) => usDate(lead.purchased_at)),
      column('Notes', notesOf),
      ...PROPERTY(),
      ...COMMON_TAIL,
    ],
  },
  followupboss: {
    id: 'followupboss',
    label: 'Follow Up Boss',
    description: 'People import: name, phone, e-mail, address, source, tags and background notes.',
    columns: [
      column('First Name', first),
      column('Last Name', last),
      column('Phone', e164),
      column('Email', (lead) => blank(lead.seller_email)),
      column('Address', (lead) => lead.address_line_1),
      column('City', (lead) => lead.city),
      column('State', (lead) => lead.state),
      column('Zip', (lead) => lead.ZIP),
      column('Source', () => 'SellerSignal'),
      column('Tags', tagsOf),
      column('Created', (lead) => usDate(lead.purchased_at)),
      column('Background', notesOf),
      ...PROPERTY(),
      ...COMMON_TAIL,
    ],
  },
};
