import { isIP } from 'node:net';
import {
  LEAD_CONDITIONS,
  LEAD_DETAIL_LIMITS,
  LEAD_OCCUPANCIES,
  LEAD_SOURCES,
  type LeadCondition,
  type LeadOccupancy,
  type LeadSource,
} from '@app/shared';
import type { LeadDetailsInput } from '../../lib/lead-detail-columns.js';

/**
 * Issue 18.3: the detail columns of a lead CSV, by the names lead vendors, skip-tracing and CRM
 * exports use (case, spaces and punctuation ignored), and how each cell is read. Every column is
 * optional; a cell that is there but wrong refuses the row with a reason the team can act on.
 */
export const DETAIL_ALIASES = {
  seller_email: ['selleremail', 'email', 'emailaddress', 'owneremail', 'selleremailaddress'],
  bedrooms: ['bedrooms', 'beds', 'bed', 'br', 'bedroomcount'],
  bathrooms: ['bathrooms', 'baths', 'bath', 'ba', 'bathroomcount'],
  square_feet: ['squarefeet', 'sqft', 'squarefootage', 'livingarea', 'livingsqft', 'buildingsqft'],
  lot_size_sqft: ['lotsizesqft', 'lotsize', 'lotsqft', 'lotsizesquarefeet', 'lotarea'],
  year_built: ['yearbuilt', 'yrbuilt', 'built'],
  estimated_value: [
    'estimatedvalue',
    'estvalue',
    'marketvalue',
    'propertyvalue',
    'avm',
    'zestimate',
    'value',
  ],
  mortgage_balance: [
    'mortgagebalance',
    'mortgage',
    'loanbalance',
    'openmortgagebalance',
    'balanceowed',
    'amountowed',
  ],
  asking_price: ['askingprice', 'asking', 'sellerasking', 'sellerprice'],
  condition: ['condition', 'propertycondition'],
  occupancy: ['occupancy', 'occupancystatus', 'occupied'],
  seller_notes: ['sellernotes', 'notes', 'comments', 'callnotes', 'note'],
  call_recording_url: ['callrecordingurl', 'callrecording', 'recording', 'recordingurl', 'recordinglink'],
  source: ['source', 'leadsource'],
  consent_text: ['consenttext', 'consent', 'tcpaconsent', 'consentlanguage'],
  consent_captured_at: ['consentcapturedat', 'consentdate', 'consenttimestamp', 'consenttime', 'optindate'],
  consent_ip: ['consentip', 'optinip', 'ipaddress', 'ip'],
  consent_certificate_id: [
    'consentcertificateid',
    'certificateid',
    'trustedform',
    'trustedformcert',
    'trustedformcerturl',
    'jornayaleadid',
  ],
  dnc: ['dnc', 'donotcall', 'dncflag', 'ondnc', 'dncstatus'],
} satisfies Record<string, string[]>;

const normal = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Words people write for the same value. */
const CONDITION_WORDS: Record<string, LeadCondition> = {
  needsrepairs: 'needs work',
  needsrepair: 'needs work',
  fixer: 'needs work',
  fixerupper: 'needs work',
  poor: 'distressed',
  average: 'fair',
};
const OCCUPANCY_WORDS: Record<string, LeadOccupancy> = {
  owner: 'owner-occupied',
  owneroccupied: 'owner-occupied',
  tenantoccupied: 'tenant',
  rented: 'tenant',
  renter: 'tenant',
  empty: 'vacant',
};
const SOURCE_WORDS: Record<string, LeadSource> = {
  coldcalling: 'cold call',
  facebookads: 'Meta ads',
  facebook: 'Meta ads',
  meta: 'Meta ads',
  ai: 'AI caller',
  aicall: 'AI caller',
  directmail: 'outbound marketing',
};

function choice<T extends string>(
  values: readonly T[],
  words: Record<string, T>,
  raw: string,
): T | undefined {
  const key = normal(raw);
  return values.find((v) => normal(v) === key) ?? words[key];
}

const FORMULA = /^[=+@\t\r]|^-(?!\d)/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reads the detail cells of a row; pushes a reason per wrong cell onto `errors`. Empty cells are
 * absent fields (nothing is stored for them).
 */
export function readLeadDetails(get: (column: string) => string, errors: string[]): LeadDetailsInput {
  const details: LeadDetailsInput = {};
  const cell = (column: string) => get(column).trim();

  const wholeNumber = (column: string, label: string, { min, max }: { min: number; max: number }) => {
    const raw = cell(column);
    if (!raw) return undefined;
    const value = Number(raw.replace(/[$,\s]/g, ''));
    if (!Number.isFinite(value) || !Number.isInteger(Math.round(value)) || value < min || value > max) {
      errors.push(
        `${label} "${raw.slice(0, 20)}" must be a number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}`,
      );
      return undefined;
    }
    return Math.round(value);
  };
  const freeText = (column: string, label: string, max: number) => {
    const raw = cell(column);
    if (!raw) return undefined;
    if (raw.length > max) errors.push(`${label} is longer than ${max.toLocaleString('en-US')} characters`);
    else if (FORMULA.test(raw)) errors.push(`${label} looks like a spreadsheet formula`);
    else return raw;
    return undefined;
  };

  const email = cell('seller_email');
  if (email) {
    if (EMAIL.test(email) && email.length <= 200) details.seller_email = email.toLowerCase();
    else errors.push(`seller email "${email.slice(0, 40)}" is not an e-mail address`);
  }
  const bedrooms = cell('bedrooms');
  if (bedrooms) {
    const value = Number(bedrooms);
    if (Number.isInteger(value) && value >= 0 && value <= LEAD_DETAIL_LIMITS.bedrooms.max)
      details.bedrooms = value;
    else errors.push(`bedrooms "${bedrooms.slice(0, 20)}" must be a whole number from 0 to 50`);
  }
  const bathrooms = cell('bathrooms');
  if (bathrooms) {
    const value = Number(bathrooms);
    if (
      Number.isFinite(value) &&
      value >= 0 &&
      value <= LEAD_DETAIL_LIMITS.bathrooms.max &&
      Number.isInteger(value * 4)
    )
      details.bathrooms = value;
    else
      errors.push(`bathrooms "${bathrooms.slice(0, 20)}" must be a number from 0 to 50 in quarters (2, 2.5)`);
  }
  details.square_feet = wholeNumber('square_feet', 'square feet', LEAD_DETAIL_LIMITS.square_feet);
  details.lot_size_sqft = wholeNumber('lot_size_sqft', 'lot size', LEAD_DETAIL_LIMITS.lot_size_sqft);
  details.year_built = wholeNumber('year_built', 'year built', LEAD_DETAIL_LIMITS.year_built);
  details.estimated_value = wholeNumber('estimated_value', 'estimated value', LEAD_DETAIL_LIMITS.money);
  details.mortgage_balance = wholeNumber('mortgage_balance', 'mortgage balance', LEAD_DETAIL_LIMITS.money);
  details.asking_price = wholeNumber('asking_price', 'asking price', LEAD_DETAIL_LIMITS.money);

  const enumCell = <T extends string>(
    column: string,
    label: string,
    values: readonly T[],
    words: Record<string, T>,
  ): T | undefined => {
    const raw = cell(column);
    if (!raw) return undefined;
    const value = choice(values, words, raw);
    if (!value) errors.push(`unknown ${label} "${raw.slice(0, 30)}" (use ${values.join(', ')})`);
    return value;
  };
  details.condition = enumCell('condition', 'condition', LEAD_CONDITIONS, CONDITION_WORDS);
  details.occupancy = enumCell('occupancy', 'occupancy', LEAD_OCCUPANCIES, OCCUPANCY_WORDS);
  details.source = enumCell('source', 'source', LEAD_SOURCES, SOURCE_WORDS);
  details.seller_notes = freeText('seller_notes', 'seller notes', LEAD_DETAIL_LIMITS.notes);

  const recording = cell('call_recording_url');
  if (recording) {
    let url: URL | null = null;
    try {
      url = new URL(recording);
    } catch {
      url = null;
    }
    if (url?.protocol === 'https:' && recording.length <= 500) details.call_recording_url = url.href;
    else errors.push(`call recording "${recording.slice(0, 40)}" must be an https:// link`);
  }

  const consentText = freeText('consent_text', 'consent text', LEAD_DETAIL_LIMITS.consentText);
  const capturedRaw = cell('consent_captured_at');
  const ip = cell('consent_ip');
  const certificate = cell('consent_certificate_id');
  if (consentText || capturedRaw || ip || certificate) {
    const captured = capturedRaw ? new Date(capturedRaw) : null;
    if (!consentText) errors.push('consent needs its text (the words the seller agreed to)');
    if (!capturedRaw) errors.push('consent needs the date and time it was captured');
    else if (!captured || Number.isNaN(captured.getTime()))
      errors.push(`consent date "${capturedRaw.slice(0, 30)}" is not a date and time`);
    if (ip && !isIP(ip)) errors.push(`consent IP "${ip.slice(0, 40)}" is not an IP address`);
    if (certificate.length > 200) errors.push('consent certificate is longer than 200 characters');
    if (consentText && captured && !Number.isNaN(captured.getTime()))
      details.consent = {
        text: consentText,
        captured_at: captured.toISOString(),
        ip: ip || null,
        certificate_id: certificate || null,
      };
  }

  const dnc = normal(cell('dnc'));
  if (dnc) {
    if (['yes', 'y', 'true', '1', 'dnc', 'flagged'].includes(dnc)) details.dnc = true;
    else if (['no', 'n', 'false', '0', 'clear', 'clean'].includes(dnc)) details.dnc = false;
    else errors.push(`DNC must be yes or no, not "${cell('dnc').slice(0, 20)}"`);
  }
  return details;
}
