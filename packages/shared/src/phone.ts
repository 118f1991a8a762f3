import { Metadata, parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/min';

/**
 * Every phone rule of the product, on one library: libphonenumber-js (Google's libphonenumber
 * metadata, which knows the area codes in use), so that the import, the team's edits, the alert
 * phone, the CRM deliveries and every screen agree on what a number is and how it reads
 * (docs/decisions/022). Phones are stored in E.164 (+12165550244) and shown as (216) 555-0244.
 */

export type UsPhoneCheck = { ok: true; e164: string } | { ok: false; reason: string };

const quoted = (raw: string) => `"${raw.slice(0, 30)}"`;

/**
 * A US number as people usually type it: ten digits with an optional leading 1 or +1, the area code
 * in brackets or not, groups apart by a space, a dot or a hyphen.
 */
const PLAIN_US_NUMBER = /^(?:\+?1[ .-]?)?(?:\(([2-9]\d\d)\)|([2-9]\d\d))[ .-]?(\d{3})[ .-]?(\d{4})$/;

/** The kinds of number the library's US plan lists (an empty pattern repeats the fixed lines'). */
const US_NUMBER_TYPES = [
  'FIXED_LINE',
  'MOBILE',
  'TOLL_FREE',
  'PREMIUM_RATE',
  'PERSONAL_NUMBER',
  'VOIP',
  'UAN',
];
let usNationalNumber: RegExp | null = null;

/**
 * The library's own rule for a valid US number, as one expression over its ten national digits:
 * the patterns of every kind of number in its US plan. A national number that matches is US (the
 * US plan is the first tried for +1, and has no leading digits of its own) and valid, which is what
 * parsing it and asking `country` and `isValid()` decide, at about a twentieth of the cost: the
 * country's search tries each +1 territory's patterns in turn (issue 24.4: a quarter of an import's
 * check). The plan's `type()` is not in the library's typings; phone.test.ts compares the two
 * answers on every area code and 7,000 generated numbers, so an upgrade that changes either fails there.
 */
function usNationalNumberPattern(): RegExp {
  if (usNationalNumber) return usNationalNumber;
  const metadata = new Metadata();
  metadata.selectNumberingPlan('US');
  const plan = metadata.numberingPlan as unknown as {
    type(kind: string): { pattern(): string } | undefined;
  };
  const patterns = US_NUMBER_TYPES.map((kind) => plan.type(kind)?.pattern()).filter((pattern) => !!pattern);
  if (patterns.length === 0) throw new Error('libphonenumber-js has no US number patterns');
  usNationalNumber = new RegExp(`^(?:${patterns.join('|')})$`);
  return usNationalNumber;
}

/**
 * A seller's or member's phone as typed ("216.555.0244", "+1 (901) 555-0255") checked as a US
 * number: its E.164 form, or why it is not one, in words the team can act on. The reason starts
 * with the number as typed, so a caller writes "phone …" or "lead_phone …" before it.
 */
export function checkUsPhone(raw: string): UsPhoneCheck {
  const typed = raw.trim();
  if (!typed) return { ok: false, reason: 'is missing' };
  if (!/\d/.test(typed)) return { ok: false, reason: `${quoted(typed)} has no digits` };
  // Most numbers are typed plainly and are valid: their answer without parsing (any other, parsed).
  const plain = PLAIN_US_NUMBER.exec(typed);
  if (plain) {
    const national = `${plain[1] ?? plain[2]}${plain[3]}${plain[4]}`;
    if (usNationalNumberPattern().test(national)) return { ok: true, e164: `+1${national}` };
  }
  const number = parsePhoneNumberFromString(typed, 'US');
  // The usual case first, on that one parse: a valid US number has a valid length, so none of the
  // reasons below applies (checking the length parses the number again: a third of an import's
  // check, issue 24.4).
  if (
    number &&
    number.countryCallingCode === '1' &&
    number.country === 'US' &&
    !number.ext &&
    number.isValid()
  )
    return { ok: true, e164: number.number };
  if (number && number.countryCallingCode !== '1')
    return {
      ok: false,
      reason: `${quoted(typed)} is not a US number (country code +${number.countryCallingCode})`,
    };
  const length = validatePhoneNumberLength(typed, 'US');
  if (length === 'TOO_SHORT' || length === 'NOT_A_NUMBER')
    return { ok: false, reason: `${quoted(typed)} is too short for a US number (10 digits)` };
  if (length === 'TOO_LONG')
    return { ok: false, reason: `${quoted(typed)} is too long for a US number (10 digits)` };
  if (!number || !number.isValid())
    return { ok: false, reason: `${quoted(typed)} is not a valid US number (no such area code or exchange)` };
  if (number.country !== 'US')
    return {
      ok: false,
      reason: `${quoted(typed)} is not a US number (${number.country ?? 'outside the US'})`,
    };
  if (number.ext) return { ok: false, reason: `${quoted(typed)} has an extension; give the number alone` };
  return { ok: true, e164: number.number };
}

/** A US number in E.164, or null: the rule of checkUsPhone (alert phones, the contract's checks). */
export function toUsE164(phone: string): string | null {
  const checked = checkUsPhone(phone);
  return checked.ok ? checked.e164 : null;
}

/**
 * E.164 for a contact sent to a CRM: a US number as people write it, or a number of any country
 * written with its +code. Null for anything a CRM could not dial (too short, an extension).
 */
export function toE164(phone: string): string | null {
  const number = parsePhoneNumberFromString(phone.trim(), 'US');
  return number && number.isValid() && !number.ext ? number.number : null;
}

/**
 * The one way a phone is shown, on every screen and in every CSV or Sheet row: (216) 555-0244
 * for a US number, +44 20 7946 0958 for another country, and anything unreadable as it was typed.
 */
export function formatPhone(phone: string): string {
  const number = parsePhoneNumberFromString(phone.trim(), 'US');
  if (!number || !number.isValid()) return phone;
  return number.country === 'US' ? number.formatNational() : number.formatInternational();
}
