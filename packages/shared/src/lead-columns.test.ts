import { NO_LEAD_DETAILS } from './lead-details.js';
import { describe, expect, it } from 'vitest';
import type { PurchasedLead } from './contracts/leads.js';
import { CSV_COLUMNS, SHEET_COLUMNS, headingsOf, leadRowOf } from './lead-columns.js';

const lead: PurchasedLead = {
  id: '7d3c1f0e-0000-4000-8000-000000000001',
  lead_name: 'Mary  Ann Jones',
  lead_phone: '+19185550100',
  property_type: 'Single Family',
  listed: false,
  reason: 'Divorce',
  lead_type: 'exclusive',
  selling_timeline: 'ASAP',
  address_line_1: '12 Elm St',
  city: 'Tulsa',
  state: 'OK',
  ZIP: '74103',
  is_purchased: true,
  location: { type: 'Point', coordinates: [-95.99, 36.15] },
  purchased_at: '2026-11-21T15:00:00.000Z',
  price_paid: 40,
  do_not_contact: false,
  county: 'Tulsa County, OK',
  published_at: '2026-11-21T15:00:00.000Z',
  ...NO_LEAD_DETAILS,
};

describe('the columns of an exported lead, defined once', () => {
  it('gives the CSV its CRM headings, the phone as people dial it, the price with cents and the position', () => {
    expect(headingsOf(CSV_COLUMNS)).toEqual([
      'First Name',
      'Last Name',
      'Phone',
      'Do Not Contact',
      'Street Address',
      'City',
      'State',
      'Postal Code',
      'Property Type',
      'Listed On MLS',
      'Reason For Selling',
      'Selling Timeline',
      'Lead Type',
      'Price Paid',
      'Purchased At',
      'Latitude',
      'Longitude',
      'Lead ID',
      'County',
      'Published At',
      'Seller Email',
      'Bedrooms',
      'Bathrooms',
      'Square Feet',
      'Lot Size (sq ft)',
      'Year Built',
      'Estimated Value',
      'Mortgage Balance',
      'Equity',
      'Equity %',
      'Asking Price',
      'Condition',
      'Occupancy',
      'Seller Notes',
      'Call Recording',
      'Lead Source',
      'Consent',
      'Consent Captured At',
      'Consent IP',
      'Consent Certificate',
      'DNC',
    ]);
    expect(leadRowOf(CSV_COLUMNS, lead)).toEqual([
      'Mary',
      'Ann Jones',
      '(918) 555-0100',
      'No',
      '12 Elm St',
      'Tulsa',
      'OK',
      '74103',
      'Single Family',
      'No',
      'Divorce',
      'ASAP',
      'Exclusive',
      '40.00',
      '2026-11-21T15:00:00.000Z',
      36.15,
      -95.99,
      lead.id,
      'Tulsa County, OK',
      '2026-11-21T15:00:00.000Z',
      ...Array<string>(21).fill(''),
    ]);
  });

  it('writes the details of a rich lead: numbers as numbers, the consent in four columns, DNC in words', () => {
    const rich = {
      ...lead,
      bedrooms: 3,
      bathrooms: 2.5,
      estimated_value: 200_000,
      mortgage_balance: 50_000,
      equity: 150_000,
      equity_percent: 75,
      condition: 'needs work' as const,
      consent: {
        text: 'I agree',
        captured_at: '2026-11-20T10:00:00.000Z',
        ip: '203.0.113.9',
        certificate_id: null,
      },
      dnc: true,
    };
    const cells = Object.fromEntries(
      headingsOf(CSV_COLUMNS).map((h, i) => [h, leadRowOf(CSV_COLUMNS, rich)[i]]),
    );
    expect(cells).toMatchObject({
      Bedrooms: 3,
      Bathrooms: 2.5,
      'Estimated Value': 200_000,
      Equity: 150_000,
      'Equity %': 75,
      Condition: 'needs work',
      Consent: 'I agree',
      'Consent IP': '203.0.113.9',
      'Consent Certificate': '',
      DNC: 'Yes',
    });
  });

  it('gives the Sheet the same columns without the position, Do Not Contact last, the price as a number', () => {
    // Do Not Contact comes last so that sheets connected before it keep their columns; a seller's
    // opt-out appends the lead's row again with "Yes" there (issue 19.1).
    const csv = headingsOf(CSV_COLUMNS).filter(
      (heading) => heading !== 'Latitude' && heading !== 'Longitude' && heading !== 'Do Not Contact',
    );
    expect(headingsOf(SHEET_COLUMNS)).toEqual([...csv, 'Do Not Contact']);
    const row = leadRowOf(SHEET_COLUMNS, { ...lead, lead_type: 'premium', listed: true, price_paid: 0 });
    expect(row.slice(8, 13)).toEqual(['Yes', 'Divorce', 'ASAP', 'Premium', 0]);
  });
});
