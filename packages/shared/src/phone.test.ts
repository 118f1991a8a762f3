import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { formatLeadPhone } from './phone-display.js';
import { checkUsPhone, formatPhone, toE164, toUsE164 } from './phone.js';

/** The library's answer, parsed, as checkUsPhone gave it before its plain-number path (issue 24.4). */
function parsedAnswer(typed: string): string | null {
  const number = parsePhoneNumberFromString(typed.trim(), 'US');
  return number &&
    number.countryCallingCode === '1' &&
    number.country === 'US' &&
    !number.ext &&
    number.isValid()
    ? number.number
    : null;
}

describe('checkUsPhone on plainly typed numbers (issue 24.4)', () => {
  // A minute: the library's parse is about 0.1 ms a number, and several times that on a busy machine.
  it('answers as the parsed library does, on every area code and 7,000 generated numbers', () => {
    let seed = 244;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    const formats: ((area: string, exchange: string, line: string) => string)[] = [
      (a, b, c) => `(${a}) ${b}-${c}`,
      (a, b, c) => `${a}.${b}.${c}`,
      (a, b, c) => `${a}-${b}-${c}`,
      (a, b, c) => `${a}${b}${c}`,
      (a, b, c) => `+1 ${a} ${b} ${c}`,
      (a, b, c) => `1-${a}-${b}-${c}`,
      (a, b, c) => `+1${a}${b}${c}`,
      (a, b, c) => `1 (${a}) ${b}-${c}`,
      (a, b, c) => `(${a})${b}-${c}`,
      (a, b, c) => `(${a} ${b}-${c}`,
      (a, b, c) => `${a} ${b} ${c} x12`,
    ];
    const numbers: string[] = [];
    // Every area code (the +1 territories' too: 416 Canada, 876 Jamaica), with random exchanges …
    for (let area = 200; area < 1_000; area++)
      for (let i = 0; i < 5; i++)
        numbers.push(
          formats[random(formats.length)]!(
            String(area),
            String(random(1_000)).padStart(3, '0'),
            String(random(10_000)).padStart(4, '0'),
          ),
        );
    // … and every exchange of the codes whose patterns look past the area code (personal numbers,
    // toll-free, premium), with random lines.
    for (const area of ['520', '523', '524', '525', '533', '544', '800', '833', '900', '983'])
      for (let exchange = 0; exchange < 1_000; exchange += 3)
        numbers.push(
          formats[random(formats.length)]!(
            area,
            String(exchange).padStart(3, '0'),
            String(random(10_000)).padStart(4, '0'),
          ),
        );
    expect(numbers.length).toBeGreaterThan(7_000);
    const answers = numbers.map((typed) => {
      const checked = checkUsPhone(typed);
      return { typed, checked: checked.ok ? checked.e164 : null, parsed: parsedAnswer(typed) };
    });
    expect(answers.filter((answer) => answer.checked !== answer.parsed)).toEqual([]);
    // Both kinds of answer were asked for.
    expect(answers.filter((answer) => answer.parsed !== null).length).toBeGreaterThan(1_500);
    expect(answers.filter((answer) => answer.parsed === null).length).toBeGreaterThan(1_500);
  }, 60_000);
});

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

describe('formatLeadPhone (a checked lead phone, without the library)', () => {
  it('writes what formatPhone writes for every number checkUsPhone accepts, on every area code', () => {
    let seed = 241;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    let compared = 0;
    for (let area = 200; area < 1_000; area++) {
      for (let i = 0; i < 5; i++) {
        const exchange = 200 + random(800);
        const line = String(random(10_000)).padStart(4, '0');
        const checked = checkUsPhone(`${area}${exchange}${line}`);
        if (!checked.ok) continue;
        expect(formatLeadPhone(checked.e164), checked.e164).toBe(formatPhone(checked.e164));
        compared++;
      }
    }
    // Most area codes are in use: thousands of numbers compared, not a handful.
    expect(compared).toBeGreaterThan(1_500);
  });

  it('shows anything that is not a US number in E.164 as it is kept', () => {
    expect(formatLeadPhone('+442079460958')).toBe('+442079460958');
    expect(formatLeadPhone('+11025550100')).toBe('+11025550100');
    // The one difference, for a number kept before phones were checked: 211 is no area code.
    expect(formatPhone('+12115550100')).toBe('+12115550100');
    expect(formatLeadPhone('+12115550100')).toBe('(211) 555-0100');
    expect(formatLeadPhone('216.555.0244')).toBe('216.555.0244');
  });
});
