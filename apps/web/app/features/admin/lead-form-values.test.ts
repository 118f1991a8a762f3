import { describe, expect, it } from 'vitest';
import {
  fieldOfRowError,
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
    const update = toUpdateLeadBody(lead._id, values);
    expect(update).not.toHaveProperty('publish');
    expect(update).not.toHaveProperty('price');
    expect(update.id).toBe(lead._id);
  });

  it('keeps the price of an exclusive lead', () => {
    const values = leadFormSchema.parse(leadToFormValues(lead));
    expect(toUpdateLeadBody(lead._id, values).price).toBe(95);
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
