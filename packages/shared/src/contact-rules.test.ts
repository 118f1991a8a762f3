import { describe, expect, it } from 'vitest';
import { contactMessageRules } from './contact-rules.js';
import { contactMessageSchema } from './contracts/contact.js';

const valid = {
  name: 'Jordan Miles',
  email: 'jordan@example.com',
  message: 'Do you have leads in Tulsa, Oklahoma?',
};

/** Valid and invalid messages at and around every rule of the contract. */
const SAMPLES: Record<string, unknown> = {
  'a complete message': { ...valid, phone: '+1 (918) 555-0100' },
  'no phone': valid,
  'an empty phone, as the form sends it': { ...valid, phone: '' },
  'spaces around every field, and a mixed-case email': {
    name: '  Jordan  ',
    email: '  Jordan.Miles@Example.COM ',
    phone: ' 918.555.0100 ',
    message: '   Ten chars!   ',
  },
  'empty fields': { name: '', email: '', phone: '', message: '' },
  'fields of spaces': { name: '   ', email: '   ', message: '          ' },
  'missing fields': {},
  'fields of the wrong type': { name: 1, email: null, phone: 5, message: ['a'] },
  'a message one character short': { ...valid, message: '123456789' },
  'a message of exactly 10 characters after trimming': { ...valid, message: ' 1234567890 ' },
  'the longest name': { ...valid, name: 'n'.repeat(120) },
  'a name one character too long': { ...valid, name: 'n'.repeat(121) },
  'the longest message': { ...valid, message: 'm'.repeat(5000) },
  'a message one character too long': { ...valid, message: 'm'.repeat(5001) },
  'the longest email': {
    ...valid,
    email: `${'e'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(57)}.com`,
  },
  'an email one character too long': {
    ...valid,
    email: `${'e'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(58)}.com`,
  },
  'an email without a domain': { ...valid, email: 'jordan@' },
  'an email without an at sign': { ...valid, email: 'jordan.example.com' },
  'an email with a space inside': { ...valid, email: 'jor dan@example.com' },
  'an email with two dots in a row': { ...valid, email: 'jordan..miles@example.com' },
  'the longest phone': { ...valid, phone: '1'.repeat(30) },
  'a phone one character too long': { ...valid, phone: '1'.repeat(31) },
  'a phone with letters': { ...valid, phone: '918-CALL-NOW' },
  'a field the contract does not know': { ...valid, company: 'Acme' },
};

type ParseResult =
  | { success: true; data: unknown }
  | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };

/** What a form shows: success and the values sent, or each field's messages in order. */
function outcome(result: ParseResult) {
  if (result.success) return { success: true, data: result.data };
  return {
    success: false,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  };
}

describe('the contact rules of the public forms', () => {
  it.each(Object.entries(SAMPLES))('agree with the contact contract on %s', (_, sample) => {
    expect(outcome(contactMessageRules.safeParse(sample))).toEqual(
      outcome(contactMessageSchema.safeParse(sample)),
    );
  });

  it('cover valid and invalid samples of every field', () => {
    const results = Object.values(SAMPLES).map((sample) => contactMessageSchema.safeParse(sample));
    const failedFields = new Set(
      results.flatMap((result) => (result.success ? [] : result.error.issues.flatMap((issue) => issue.path))),
    );
    expect(results.filter((result) => result.success).length).toBeGreaterThanOrEqual(6);
    expect(failedFields).toEqual(new Set(['name', 'email', 'phone', 'message']));
  });
});
