import { describe, expect, it } from 'vitest';
import { CSV_PRESETS, CSV_PRESET_IDS, paidText, usDate } from './csv-presets';
import { headingsOf, leadRowOf } from './lead-columns';
import { SAMPLE_PURCHASED_LEADS_RESPONSE } from './docs/sample-purchased-leads';

const [premium, exclusive] = SAMPLE_PURCHASED_LEADS_RESPONSE.result;
const cellsOf = (id: (typeof CSV_PRESET_IDS)[number], lead = premium!) =>
  Object.fromEntries(
    headingsOf(CSV_PRESETS[id].columns).map((heading, i) => [
      heading,
      leadRowOf(CSV_PRESETS[id].columns, lead)[i],
    ]),
  );

describe('CSV presets that CRMs import (18.5)', () => {
  it('names the columns as each importer recognises them, once each', () => {
    for (const id of CSV_PRESET_IDS) {
      const headings = headingsOf(CSV_PRESETS[id].columns);
      expect(new Set(headings).size, id).toBe(headings.length);
    }
    expect(headingsOf(CSV_PRESETS.gohighlevel.columns).slice(0, 8)).toEqual([
      'First Name',
      'Last Name',
      'Phone',
      'Email',
      'Address',
      'City',
      'State',
      'Postal Code',
    ]);
    expect(headingsOf(CSV_PRESETS.resimpli.columns)).toEqual(
      expect.arrayContaining([
        'Property Address',
        'Property City',
        'Property State',
        'Property Zip',
        'Phone 1',
        'Email 1',
      ]),
    );
    expect(headingsOf(CSV_PRESETS.podio.columns)[0]).toBe('Seller Name');
    expect(headingsOf(CSV_PRESETS.followupboss.columns)).toEqual(
      expect.arrayContaining(['Background', 'Tags', 'Zip']),
    );
  });

  it('writes dates without a time, the phone in E.164 and as people read it, and credits for premium leads', () => {
    for (const id of ['gohighlevel', 'resimpli', 'podio', 'followupboss'] as const) {
      const cells = cellsOf(id);
      expect(cells['Phone'] ?? cells['Phone 1'], id).toBe('+16025550142');
      expect(cells['Phone (formatted)'], id).toBe('(602) 555-0142');
      expect(cells['Price Paid'], id).toBe('1 credit');
      expect(Object.values(cells), id).toContain('03/02/2026');
    }
    expect(cellsOf('followupboss', exclusive!)['Price Paid']).toBe('45.00');
    expect(usDate('2026-11-27T23:59:00.000Z')).toBe('11/27/2026');
    expect(usDate(null)).toBe('');
    expect(paidText(premium!)).toBe('1 credit');
  });

  it('tags and notes a lead whose seller must not be called', () => {
    const flagged = { ...premium!, do_not_contact: true, dnc: true };
    const cells = Object.fromEntries(
      headingsOf(CSV_PRESETS.gohighlevel.columns).map((h, i) => [
        h,
        leadRowOf(CSV_PRESETS.gohighlevel.columns, flagged)[i],
      ]),
    );
    expect(cells['Tags']).toBe('sellersignal,premium-lead,do-not-contact,dnc');
    expect(String(cells['Notes'])).toMatch(
      /^DO NOT CONTACT: the seller asked not to be contacted\. On a Do-Not-Call list/,
    );
    expect(cells['Do Not Contact']).toBe('Yes');
  });
});
