import { SHEET_COLUMNS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { SHEET_HEADER_ROW, firstFreeColumn } from './sheet-columns';

describe('sheet columns', () => {
  it('pastes one heading per value the server appends (39), tab-separated into A1', () => {
    expect(SHEET_HEADER_ROW.split('\t')).toHaveLength(39);
    expect(SHEET_HEADER_ROW.split('\t')).toEqual(SHEET_COLUMNS.map((c) => c.heading));
    expect(SHEET_HEADER_ROW.startsWith('First Name\tLast Name\tPhone\t')).toBe(true);
    // The columns of sheets connected before rich leads keep their places; the new ones follow.
    expect(SHEET_HEADER_ROW).toContain('\tPurchased At\tLead ID\tCounty\t');
    expect(SHEET_HEADER_ROW.endsWith('\tDNC\tDo Not Contact')).toBe(true);
  });

  it('names the first free column after ours', () => {
    expect(firstFreeColumn()).toBe('AN');
    expect(firstFreeColumn(0)).toBe('A');
    expect(firstFreeColumn(25)).toBe('Z');
    expect(firstFreeColumn(26)).toBe('AA');
  });
});
