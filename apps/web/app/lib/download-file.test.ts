import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download-file';

describe('fileNameFromDisposition', () => {
  it('reads the plain and the encoded forms', () => {
    expect(fileNameFromDisposition('attachment; filename="purchased-leads-2026-11-21.csv"')).toBe(
      'purchased-leads-2026-11-21.csv',
    );
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''leads%20AZ.csv")).toBe('leads AZ.csv');
  });
  it('gives null when there is none', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
  });
});
