import { describe, expect, it } from 'vitest';
import { dncUploadedText, shareText } from './compliance-text';

describe('the compliance page in words', () => {
  it('writes shares as whole percents, and a dash when nothing is published', () => {
    expect(shareText(873, 1000)).toBe('87%');
    expect(shareText(0, 12)).toBe('0%');
    expect(shareText(0, 0)).toBe('–');
  });

  it('says what an upload replaced and flagged', () => {
    expect(dncUploadedText({ list: 'dnc', numbers: 12_480, skipped_lines: 1, leads_flagged: 3 })).toBe(
      'Do-Not-Call registry extract replaced: 12,480 numbers, 3 leads newly flagged. 1 line without a number skipped.',
    );
    expect(dncUploadedText({ list: 'litigator', numbers: 2, skipped_lines: 0, leads_flagged: 1 })).toBe(
      'TCPA litigator list replaced: 2 numbers, 1 lead newly flagged.',
    );
  });
});
