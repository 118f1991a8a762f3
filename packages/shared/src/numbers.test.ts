import { describe, expect, it } from 'vitest';
import { formatThousands } from './numbers';

const SAMPLES = [
  0, 0.4, 0.5, 0.995, 1, 9.99, 11, 49.5, 99, 100, 999.5, 1000, 1234.5, 2990, 15000, 99_999, 250_000,
  1_000_000, 1234567.6, 987654321.25, -5, -1234.56, -999_999.5,
];

describe('whole numbers as en-US writes them, without Intl', () => {
  it.each(SAMPLES)('formats %d with thousands separators as Intl does', (value) => {
    expect(formatThousands(value)).toBe(
      new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(value),
    );
  });

  it('never writes a minus zero (Intl does)', () => {
    expect(formatThousands(-0.4)).toBe('0');
    expect(formatThousands(-0)).toBe('0');
  });
});
