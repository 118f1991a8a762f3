import { NO_LEAD_DETAILS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  consentOfInputs,
  fieldOfErrorPath,
  fieldOfRowError,
  optionalBoolean,
  optionalDollars,
  placeServerErrors,
  leadFormSchema,
  leadToFormValues,
  optionalNumber,
  toCreateLeadBody,
  toUpdateLeadBody,
} from './lead-form-values';

const lead = {
  _id: '6f1c1f0e-8a51-4b4e-9a55-0a4f1c2b3d4e',
  lead_name: 'Harold Jensen',
  lead_phone: '(402) 555-0171',
  property_type: 'Single Family',
  listed: false,
  reason: 'Inherited property',
  lead_type: 'exclusive' as const,
  selling_timeline: 'ASAP',
  address_line_1: '7719 Pacific St',
  city: 'Omaha',
  state: 'NE',
  ZIP: '68114',
  price: 95,
  status: 'published' as const,
  buyers_count: 0,
  max_buyers: 1,
  publish_at: null,
  published_at: null,
  expires_at: null,
  county: 'Douglas County, NE',
  ...NO_LEAD_DETAILS,
};

const detailedLead = {
  ...lead,
  seller_email: 'harold.jensen@example.com',
  bedrooms: 3,
  bathrooms: 2.5,
  estimated_value: 310_000,
  mortgage_balance: 95_000,
  equity: 215_000,
  equity_percent: 69.4,
  condition: 'needs work' as const,
  dnc: false,
  consent: {
    text: 'I agree to be contacted about selling my house.',
    captured_at: '2026-03-01T18:22:00.000Z',
    ip: null,
    certificate_id: null,
  },
};

describe('lead form values', () => {
  it('reads optional number inputs', () => {
    expect(optionalNumber('')).toBeUndefined();
    expect(optionalNumber('  ')).toBeUndefined();
    expect(optionalNumber(undefined)).toBeUndefined();
    expect(optionalNumber('85.5')).toBe(85.5);
    expect(optionalNumber(12)).toBe(12);
    expect(Number.isNaN(optionalNumber('abc'))).toBe(true);
  });

  it('needs a price for an exclusive lead', () => {
    const result = leadFormSchema.safeParse({ ...leadToFormValues(lead), price: undefined });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('price');
  });

  it('never sends a price for a premium lead, nor the publish choice on an edit', () => {
    const values = leadFormSchema.parse({ ...leadToFormValues(lead), lead_type: 'premium', price: 40 });
    expect(toCreateLeadBody(values)).not.toHaveProperty('price');
    const update = toUpdateLeadBody(lead, values);
    expect(update).not.toHaveProperty('publish');
    expect(update).not.toHaveProperty('price');
    expect(update.id).toBe(lead._id);
  });

  it('keeps the price of an exclusive lead', () => {
    const values = leadFormSchema.parse(leadToFormValues(lead));
    expect(toUpdateLeadBody(lead, values).price).toBe(95);
  });

  it('reads the detail inputs: dollars as typed, the DNC select, an untouched consent group', () => {
    expect(optionalDollars('$310,000')).toBe(310_000);
    expect(optionalDollars(' ')).toBeUndefined();
    expect(optionalBoolean('true')).toBe(true);
    expect(optionalBoolean('false')).toBe(false);
    expect(optionalBoolean('')).toBeUndefined();
    expect(consentOfInputs({ text: '', captured_at: '', ip: '', certificate_id: '' })).toBeUndefined();
    expect(consentOfInputs(undefined)).toBeUndefined();
  });

  it('sends a consent record with its Central time as an instant, and its empty parts as null', () => {
    expect(
      consentOfInputs({ text: 'Yes, call me.', captured_at: '2026-03-01T12:22', ip: '', certificate_id: '' }),
    ).toEqual({
      text: 'Yes, call me.',
      captured_at: '2026-03-01T12:22:00-06:00',
      ip: null,
      certificate_id: null,
    });
  });

  it('needs the words and the time once any consent input is filled in', () => {
    const result = leadFormSchema.safeParse({
      ...leadToFormValues(lead),
      consent: { text: '', captured_at: '', ip: '203.0.113.24', certificate_id: '' },
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'consent.text',
      'consent.captured_at',
    ]);
  });

  it('sends nothing for empty details on a create', () => {
    const values = leadFormSchema.parse(leadToFormValues(lead));
    const body = toCreateLeadBody({ ...values, lead_type: 'exclusive' });
    expect(Object.keys(body)).not.toContain('bedrooms');
    expect(body.consent).toBeUndefined();
  });

  it('starts an edit from the details the lead has, and sends them back unchanged', () => {
    const formValues = leadToFormValues(detailedLead);
    expect(formValues).toMatchObject({ bedrooms: 3, bathrooms: 2.5, condition: 'needs work', dnc: false });
    expect(formValues.consent?.captured_at).toBe('2026-03-01T12:22');
    const body = toUpdateLeadBody(detailedLead, leadFormSchema.parse(formValues));
    expect(body).toMatchObject({
      seller_email: 'harold.jensen@example.com',
      estimated_value: 310_000,
      dnc: false,
      consent: { text: detailedLead.consent.text, captured_at: '2026-03-01T12:22:00-06:00' },
    });
    expect(body).not.toHaveProperty('equity');
  });

  it('clears with null what the lead had and the edit left empty, and leaves out what it never had', () => {
    const formValues = {
      ...leadToFormValues(detailedLead),
      bedrooms: undefined,
      dnc: undefined,
      consent: { text: '', captured_at: '', ip: '', certificate_id: '' },
    };
    const body = toUpdateLeadBody(detailedLead, leadFormSchema.parse(formValues));
    expect(body).toMatchObject({ bedrooms: null, dnc: null, consent: null, bathrooms: 2.5 });
    expect(body).not.toHaveProperty('square_feet');
  });

  it('puts the server field errors under their inputs, nested consent paths included', () => {
    expect(fieldOfErrorPath('body.bedrooms')).toBe('bedrooms');
    expect(fieldOfErrorPath('body.consent.text')).toBe('consent.text');
    expect(fieldOfErrorPath('body.consent')).toBe('consent.text');
    expect(fieldOfErrorPath('body.equity')).toBeNull();
    const placed: [string, string][] = [];
    const error = new ApiError(400, 'Check the highlighted fields.', undefined, [
      { path: 'body.consent.captured_at', message: 'consent.captured_at must be a date and time (ISO 8601)' },
      { path: 'body', message: 'bathrooms counts in quarters (2, 2.5, 2.75)' },
      { path: 'body', message: 'A lead with this phone or address already exists.' },
    ]);
    expect(placeServerErrors(error, (field, message) => placed.push([field, message]))).toEqual([
      'A lead with this phone or address already exists.',
    ]);
    expect(placed.map(([field]) => field)).toEqual(['consent.captured_at', 'bathrooms']);
  });

  it('puts each row error of the server under its field', () => {
    expect(fieldOfRowError('ZIP 68102 is in NE, not IA')).toBe('ZIP');
    expect(fieldOfRowError('bad ZIP "99999": not a US ZIP code')).toBe('ZIP');
    expect(fieldOfRowError('phone "(402) 555-01" is too short for a US number (10 digits)')).toBe(
      'lead_phone',
    );
    expect(fieldOfRowError('missing seller name')).toBe('lead_name');
    expect(fieldOfRowError('unknown property type "Castle" (use Single Family, ...)')).toBe('property_type');
    expect(fieldOfRowError('unknown selling timeline "someday" (use ASAP, ...)')).toBe('selling_timeline');
    expect(fieldOfRowError('unknown state "ZZ"')).toBe('state');
    expect(fieldOfRowError('address looks like a spreadsheet formula')).toBe('address_line_1');
    expect(fieldOfRowError('exclusive leads need a price (a price column or a batch price)')).toBe('price');
    expect(fieldOfRowError('A lead with this phone or address already exists.')).toBeNull();
  });
});
