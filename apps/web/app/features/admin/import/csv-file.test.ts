import { describe, expect, it } from 'vitest';
import { formatFileSize, hasReplacementCharacter, readFileAsUtf8 } from '../csv-upload';
import { importProgressPercent, isBatchFinished, TEMPLATE_COLUMNS, TEMPLATE_CSV } from './csv-file';

describe('CSV import helpers', () => {
  it('spots text that was not UTF-8', () => {
    expect(hasReplacementCharacter('Jos\uFFFD Mart\uFFFDnez')).toBe(true);
    expect(hasReplacementCharacter('José Martínez')).toBe(false);
  });

  it('reads a file as UTF-8, and a Windows-1252 byte becomes U+FFFD', async () => {
    expect(await readFileAsUtf8(new Blob(['lead_name\nJosé']))).toBe('lead_name\nJosé');
    const latin1 = await readFileAsUtf8(new Blob([new Uint8Array([0x4a, 0x6f, 0x73, 0xe9])]));
    expect(hasReplacementCharacter(latin1)).toBe(true);
  });

  it('says how big a file is', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(312)).toBe('312 bytes');
    expect(formatFileSize(840_400)).toBe('840 KB');
    expect(formatFileSize(8_250_000)).toBe('8.3 MB');
  });

  it('measures progress from processed and total rows', () => {
    expect(importProgressPercent({ status: 'queued', processed_rows: 0, total_rows: 0 })).toBe(0);
    expect(importProgressPercent({ status: 'processing', processed_rows: 500, total_rows: 2000 })).toBe(25);
    expect(importProgressPercent({ status: 'processing', processed_rows: 1999, total_rows: 2000 })).toBe(99);
    expect(importProgressPercent({ status: 'done', processed_rows: 0, total_rows: 0 })).toBe(100);
  });

  it('knows when polling can stop', () => {
    expect(isBatchFinished({ status: 'queued' })).toBe(false);
    expect(isBatchFinished({ status: 'processing' })).toBe(false);
    expect(isBatchFinished({ status: 'done' })).toBe(true);
    expect(isBatchFinished({ status: 'failed' })).toBe(true);
    expect(isBatchFinished(undefined)).toBe(false);
  });

  it('offers a template whose rows have every column', () => {
    const [header, ...rows] = TEMPLATE_CSV.split('\r\n');
    expect(header).toBe(TEMPLATE_COLUMNS.join(','));
    for (const row of rows) expect(row.split(',')).toHaveLength(TEMPLATE_COLUMNS.length);
  });
});
