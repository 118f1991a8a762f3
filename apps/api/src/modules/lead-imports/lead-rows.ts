import { PROPERTY_TYPES, SELLING_TIMELINES, US_STATES, checkUsPhone, type LeadType } from '@app/shared';
import { zipCodes } from '../../lib/zip-codes.js';
import { leadKeysOf } from '../../lib/contact-keys.js';
import { DETAIL_COLUMNS, detailColumnsOf } from '../../lib/lead-detail-columns.js';
import { DETAIL_ALIASES, readLeadDetails } from './lead-detail-cells.js';

/** A validated lead ready to insert. */
export interface ValidLead {
  leadName: string;
  /** E.164 (+12165550244), whatever the file's punctuation. */
  leadPhone: string;
  propertyType: string;
  listed: boolean;
  reason: string;
  leadType: LeadType;
  sellingTimeline: string;
  addressLine1: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
  priceCents: number | null;
  maxBuyers: number;
  phoneKey: string;
  addressKey: string;
}

/** A valid row with its detail columns (issue 18.3), as they are inserted. */
export type ValidLeadWithDetails = ValidLead & ReturnType<typeof detailColumnsOf>;

/** The columns of leads an imported row gives: its fields, its details and its county. */
export const IMPORTED_LEAD_COLUMNS = [
  'leadName',
  'leadPhone',
  'propertyType',
  'listed',
  'reason',
  'leadType',
  'sellingTimeline',
  'addressLine1',
  'city',
  'state',
  'zip',
  'lat',
  'lng',
  'priceCents',
  'maxBuyers',
  'phoneKey',
  'addressKey',
  'county',
  ...DETAIL_COLUMNS,
] as const satisfies readonly (keyof ValidLeadWithDetails | 'county')[];
// Every field of a valid lead is among them: a field added to ValidLead and not above fails here.
type Unwritten = Exclude<keyof ValidLead, (typeof IMPORTED_LEAD_COLUMNS)[number]>;
const everyFieldWritten: [Unwritten] extends [never] ? true : Unwritten = true;
void everyFieldWritten;

const ALIASES: Record<string, string[]> = {
  lead_name: ['leadname', 'name', 'sellername', 'ownername', 'fullname'],
  lead_phone: ['leadphone', 'phone', 'phonenumber', 'sellerphone', 'mobile'],
  property_type: ['propertytype', 'type', 'property'],
  listed: ['listed', 'listedonmls', 'mls'],
  reason: ['reason', 'reasonforselling', 'motivation'],
  lead_type: ['leadtype'],
  selling_timeline: ['sellingtimeline', 'timeline'],
  address_line_1: ['addressline1', 'address', 'street', 'streetaddress', 'propertyaddress'],
  city: ['city'],
  state: ['state'],
  zip: ['zip', 'zipcode', 'postalcode', 'postcode'],
  price: ['price', 'exclusiveprice'],
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'lng', 'lon', 'long'],
  ...DETAIL_ALIASES,
};

/** Maps each known column to its index in the header row (case, spaces and punctuation ignored). */
export function mapColumns(header: string[]): Record<string, number> {
  const normalised = header.map((h) => h.toLowerCase().replace(/[^a-z0-9]/g, ''));
  const map: Record<string, number> = {};
  for (const [column, aliases] of Object.entries(ALIASES)) {
    const index = normalised.findIndex((h) => aliases.includes(h));
    if (index >= 0) map[column] = index;
  }
  return map;
}

export const REQUIRED_COLUMNS = [
  'lead_name',
  'lead_phone',
  'property_type',
  'reason',
  'selling_timeline',
  'address_line_1',
  'city',
  'state',
  'zip',
];

const normalized = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Finds a value whatever its case and punctuation ("single-family" is "Single Family"). */
function lookupOf<T extends string>(values: readonly T[]): (raw: string) => T | undefined {
  const byKey = new Map(values.map((value) => [normalized(value), value]));
  return (raw) => byKey.get(normalized(raw));
}
const propertyTypeOf = lookupOf(PROPERTY_TYPES);
const sellingTimelineOf = lookupOf(SELLING_TIMELINES);
const stateCodeByName = new Map(Object.entries(US_STATES).map(([code, name]) => [name.toUpperCase(), code]));

const FORMULA = /^[=+@\t\r]|^-(?!\d)/;

/**
 * Validates one row and says, in words a person acts on, everything that is wrong with it.
 * Coordinates come from the ZIP (the zipcodes dataset shipped with the package) when absent.
 */
export function validateLeadRow(
  get: (column: string) => string,
  defaults: { leadType?: LeadType | undefined; priceCents?: number | undefined },
): { lead?: ValidLeadWithDetails; errors: string[] } {
  const errors: string[] = [];
  const text = (column: string, label: string, max = 200) => {
    const value = get(column).trim();
    if (!value) errors.push(`missing ${label}`);
    else if (value.length > max) errors.push(`${label} is longer than ${max} characters`);
    else if (FORMULA.test(value)) errors.push(`${label} looks like a spreadsheet formula`);
    else if (value.includes('\uFFFD'))
      errors.push(`${label} has unreadable characters: save the file as CSV UTF-8`);
    return value;
  };
  const leadName = text('lead_name', 'seller name', 120);
  const reason = text('reason', 'reason', 120);
  const addressLine1 = text('address_line_1', 'address');
  const city = text('city', 'city', 100);

  const phoneRaw = get('lead_phone').trim();
  const phone = checkUsPhone(phoneRaw);
  if (!phoneRaw) errors.push('missing phone');
  else if (!phone.ok) errors.push(`phone ${phone.reason}`);

  const stateRaw = get('state').trim().toUpperCase();
  const state = stateRaw in US_STATES ? stateRaw : stateCodeByName.get(stateRaw);
  if (!stateRaw) errors.push('missing state');
  else if (!state) errors.push(`unknown state "${stateRaw.slice(0, 30)}"`);

  const zipRaw = get('zip').trim();
  const zip = zipRaw.slice(0, 5);
  const zipInfo = /^\d{5}(-\d{4})?$/.test(zipRaw) ? zipCodes().lookup(zip) : undefined;
  if (!zipRaw) errors.push('missing ZIP');
  else if (!zipInfo || zipInfo.country !== 'US')
    errors.push(`bad ZIP "${zipRaw.slice(0, 12)}": not a US ZIP code`);
  else if (state && zipInfo.state !== state) errors.push(`ZIP ${zip} is in ${zipInfo.state}, not ${state}`);

  const propertyType = propertyTypeOf(get('property_type'));
  if (!get('property_type').trim()) errors.push('missing property type');
  else if (!propertyType)
    errors.push(
      `unknown property type "${get('property_type').slice(0, 30)}" (use ${PROPERTY_TYPES.join(', ')})`,
    );
  const sellingTimeline = sellingTimelineOf(get('selling_timeline'));
  if (!get('selling_timeline').trim()) errors.push('missing selling timeline');
  else if (!sellingTimeline)
    errors.push(
      `unknown selling timeline "${get('selling_timeline').slice(0, 30)}" (use ${SELLING_TIMELINES.join(', ')})`,
    );

  const listedRaw = get('listed').trim().toLowerCase();
  const listed = ['yes', 'y', 'true', '1'].includes(listedRaw);
  if (listedRaw && !listed && !['no', 'n', 'false', '0'].includes(listedRaw))
    errors.push(`listed must be yes or no, not "${listedRaw.slice(0, 20)}"`);

  const typeRaw = get('lead_type').trim().toLowerCase();
  const leadType = (typeRaw || defaults.leadType) as LeadType | undefined;
  if (!leadType) errors.push('missing lead type (premium or exclusive)');
  else if (leadType !== 'premium' && leadType !== 'exclusive')
    errors.push(`lead type must be premium or exclusive, not "${typeRaw.slice(0, 20)}"`);

  let priceCents: number | null = null;
  if (leadType === 'exclusive') {
    const priceRaw = get('price').replace(/[$,\s]/g, '');
    const price = priceRaw ? Number(priceRaw) : undefined;
    if (price === undefined) priceCents = defaults.priceCents ?? null;
    else if (!Number.isFinite(price) || price < 1 || price > 10_000)
      errors.push(`price "${get('price').slice(0, 20)}" must be between $1 and $10,000`);
    else priceCents = Math.round(price * 100);
    if (priceCents === null && !errors.some((e) => e.startsWith('price')))
      errors.push('exclusive leads need a price (a price column or a batch price)');
  }

  let lat = Number(get('latitude'));
  let lng = Number(get('longitude'));
  const hasCoordinates =
    get('latitude').trim() !== '' &&
    get('longitude').trim() !== '' &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180;
  if (!hasCoordinates && zipInfo) {
    lat = zipInfo.latitude;
    lng = zipInfo.longitude;
  }

  const details = readLeadDetails(get, errors);

  if (errors.length > 0 || !phone.ok || !propertyType || !sellingTimeline || !state || !zipInfo || !leadType)
    return { errors };
  return {
    errors,
    lead: {
      leadName,
      leadPhone: phone.e164,
      propertyType,
      listed,
      reason,
      leadType,
      sellingTimeline,
      addressLine1,
      city,
      state,
      zip,
      lat,
      lng,
      priceCents: leadType === 'exclusive' ? priceCents : null,
      maxBuyers: leadType === 'exclusive' ? 1 : 3,
      ...leadKeysOf(phone.e164, addressLine1, zip),
      ...detailColumnsOf(details),
    },
  };
}
