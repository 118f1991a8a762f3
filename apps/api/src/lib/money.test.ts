import { describe, expect, it } from 'vitest';
import { centsToDollars, formatDollars } from './money';

describe('formatDollars', () => {
  it('writes cents as a person reads dollars', () => {
    expect(formatDollars(123450)).toBe('$1,234.50');
    expect(formatDollars(5)).toBe('$0.05');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(150_000_000)).toBe('$1,500,000.00');
  });

  it('says exactly what the per-call toLocaleString it replaced said, for any amount', () => {
    const before = (cents: number) =>
      `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const amounts = [-12345, -1, 1, 99, 100, 101, 999_999, 1_000_000, 123_456_789];
    for (let cents = 0; cents < 100_000; cents += 7919) amounts.push(cents);
    for (const cents of amounts) expect(formatDollars(cents), String(cents)).toBe(before(cents));
  });
});

describe('centsToDollars', () => {
  it('is the API answer’s number', () => {
    expect(centsToDollars(123450)).toBe(1234.5);
  });
});
