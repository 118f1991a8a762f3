import { describe, expect, it } from 'vitest';
import { SHEET_COLUMNS, SHEET_HEADER_ROW, firstFreeColumn } from './sheet-columns';

describe('sheet columns', () => {
  it('has one heading per value the server appends (15), tab-separated for pasting into A1', () => {
    expect(SHEET_COLUMNS).toHaveLength(15);
    expect(SHEET_HEADER_ROW.split('\t')).toEqual([...SHEET_COLUMNS]);
    expect(SHEET_COLUMNS[0]).toBe('First Name');
    expect(SHEET_COLUMNS.at(-1)).toBe('Lead ID');
  });

  it('names the first free column after ours', () => {
    expect(firstFreeColumn()).toBe('P');
    expect(firstFreeColumn(0)).toBe('A');
    expect(firstFreeColumn(25)).toBe('Z');
    expect(firstFreeColumn(26)).toBe('AA');
  });
});
