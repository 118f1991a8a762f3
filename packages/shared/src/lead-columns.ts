import type { PurchasedLead } from './contracts/leads.js';
import { formatPhone } from './phone.js';

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
const PHONE = column('Phone', (lead) => formatPhone(lead.lead_phone));
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
  column('Price Paid', (lead) => lead.price_paid.toFixed(2)),
  PURCHASED_AT,
  LATITUDE,
  LONGITUDE,
  LEAD_ID,
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
];

export const headingsOf = (columns: readonly LeadColumn[]): string[] => columns.map((c) => c.heading);

export const leadRowOf = (columns: readonly LeadColumn[], lead: PurchasedLead): LeadCell[] =>
  columns.map((c) => c.cell(lead));
