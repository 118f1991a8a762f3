import { describe, expect, it } from 'vitest';
import { checkUsPhone, formatPhone, toE164, toUsE164 } from './phone.js';

describe('checkUsPhone', () => {
  it.each([
    ['216.555.0244', '+12165550244'],
    ['+1 (901) 555-0255', '+19015550255'],
    ['(402) 555-0100', '+14025550100'],
    ['402.555.0100', '+14025550100'],
    ['1-402-555-0100', '+14025550100'],
    ['+1 402 555 0100', '+14025550100'],
    ['4025550100', '+14025550100'],
    ['  (512) 555-0134  ', '+15125550134'],
  ])('stores %j as %j', (input, expected) => {
    expect(checkUsPhone(input)).toEqual({ ok: true, e164: expected });
    expect(toUsE164(input)).toBe(expected);
  });

  it.each([
    ['', 'is missing'],
    ['call me', '"call me" has no digits'],
    ['12345', '"12345" is too short for a US number (10 digits)'],
    ['555-0100', '"555-0100" is too short for a US number (10 digits)'],
    ['402-555-01000', '"402-555-01000" is too long for a US number (10 digits)'],
    ['(102) 555-0100', '"(102) 555-0100" is not a valid US number (no such area code or exchange)'],
    ['(402) 155-0100', '"(402) 155-0100" is not a valid US number (no such area code or exchange)'],
    ['(200) 200-0001', '"(200) 200-0001" is not a valid US number (no such area code or exchange)'],
    ['+44 20 7946 0958', '"+44 20 7946 0958" is not a US number (country code +44)'],
    ['+1 416 555 0199', '"+1 416 555 0199" is not a US number (CA)'],
    ['216-555-0244 ext. 12', '"216-555-0244 ext. 12" has an extension; give the number alone'],
  ])('refuses %j: %s', (input, reason) => {
    expect(checkUsPhone(input)).toEqual({ ok: false, reason });
    expect(toUsE164(input)).toBeNull();
  });
});

describe('toE164 (CRM contacts)', () => {
  it('keeps a number of another country written with its code', () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('512.555.0134')).toBe('+15125550134');
  });
});

describe('formatPhone', () => {
  it.each([
    ['+12165550244', '(216) 555-0244'],
    ['216.555.0244', '(216) 555-0244'],
    ['+1 (901) 555-0255', '(901) 555-0255'],
    ['+442079460958', '+44 20 7946 0958'],
    ['not a phone', 'not a phone'],
    ['(102) 555-0100', '(102) 555-0100'],
  ])('shows %j as %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
});
