import { describe, expect, it } from 'vitest';
import { formatUsPhone } from './format-us-phone';

describe('formatUsPhone', () => {
  it('writes a US number in E.164 the way people read it', () => {
    expect(formatUsPhone('+14025550100')).toBe('(402) 555-0100');
  });

  it('leaves anything else as it is', () => {
    expect(formatUsPhone('+442079460958')).toBe('+442079460958');
  });
});
