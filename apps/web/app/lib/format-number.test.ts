import { describe, expect, it } from 'vitest';
import { formatUsd } from './format-number';

const SAMPLES = [
  0, 0.4, 0.5, 0.995, 1, 9.99, 11, 49.5, 99, 100, 999.5, 1000, 1234.5, 2990, 15000, 99_999, 1_000_000,
  1234567.6, 987654321.25, -5, -1234.56,
];

// formatThousands is packages/shared's, tested there (numbers.test.ts).
describe('US dollars as en-US writes them, without Intl', () => {
  it.each(SAMPLES)('formats %d as whole dollars as Intl does', (value) => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    expect(formatUsd(value, { cents: false })).toBe(intl.format(value));
  });

  it.each(SAMPLES)('formats %d as dollars and cents as Intl does', (value) => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(formatUsd(value, { cents: true })).toBe(intl.format(value));
  });

  it('never writes a minus zero (Intl does)', () => {
    expect(formatUsd(-0, { cents: false })).toBe('$0');
    expect(formatUsd(-0.004, { cents: true })).toBe('$0.00');
  });

  it('writes the amounts of the spec as expected', () => {
    expect(formatUsd(99_999, { cents: false })).toBe('$99,999');
    expect(formatUsd(49.5, { cents: true })).toBe('$49.50');
  });
});
