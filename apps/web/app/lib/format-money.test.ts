import { describe, expect, it } from 'vitest';
import { formatBalance, formatMoney, formatSignedMoney } from './format-money';

describe('formatMoney', () => {
  it('shows whole dollars without cents, like a price tag', () => {
    expect(formatMoney(45)).toBe('$45');
    expect(formatMoney(5000)).toBe('$5,000');
  });
  it('shows cents when there are some', () => {
    expect(formatMoney(45.5)).toBe('$45.50');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
  });
  it('never shows minus zero', () => {
    expect(formatMoney(-0)).toBe('$0');
  });
});

describe('formatBalance', () => {
  it('always shows cents', () => {
    expect(formatBalance(140)).toBe('$140.00');
    expect(formatBalance(1234.5)).toBe('$1,234.50');
  });
});

describe('formatSignedMoney', () => {
  it('marks money in with a plus and money out with a real minus sign', () => {
    expect(formatSignedMoney(50)).toBe('+$50.00');
    expect(formatSignedMoney(-45)).toBe('−$45.00');
  });
  it('shows zero without a sign', () => {
    expect(formatSignedMoney(0)).toBe('$0.00');
    expect(formatSignedMoney(-0.001)).toBe('$0.00');
  });
});
