import { describe, expect, it } from 'vitest';
import { googleSheetUrl, importDataFormula } from './integration-format';

describe('Google Sheets', () => {
  it('writes the exact IMPORTDATA formula, doubling any quote', () => {
    expect(importDataFormula('https://x.test/api/v1/feeds/purchased-leads.csv?token=feed_abc')).toBe(
      '=IMPORTDATA("https://x.test/api/v1/feeds/purchased-leads.csv?token=feed_abc")',
    );
    expect(importDataFormula('https://x.test/a"b')).toBe('=IMPORTDATA("https://x.test/a""b")');
  });

  it('rebuilds the link of a connected sheet from its id', () => {
    expect(googleSheetUrl('1AbC_d-9')).toBe('https://docs.google.com/spreadsheets/d/1AbC_d-9/edit');
  });
});
