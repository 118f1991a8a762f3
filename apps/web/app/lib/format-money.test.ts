import { describe, expect, it } from 'vitest';
import { formatBalance, formatMoney, formatSignedMoney } from './format-money';

/** Amounts the app shows: prices, balances, refunds, fractions of a cent from arithmetic, negatives. */
const SAMPLES = [
  0,
  -0,
  0.004,
  0.005,
  0.1 + 0.2,
  1,
  1.005,
  9.99,
  45,
  45.5,
  99.995,
  100,
  999.999,
  1000,
  1234.5,
  5000,
  12_345.675,
  99_999.99,
  1_000_000,
  -0.004,
  -5,
  -45.5,
  -1234.56,
];

describe('as Intl writes US dollars (the functions use none, lib/format-date.ts says why)', () => {
  const whole = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const intlOf = (format: Intl.NumberFormat, value: number) => format.format(value === 0 ? 0 : value);

  it.each(SAMPLES)('formats %d as the price tag Intl writes', (value) => {
    const rounded = Math.round(value * 100) / 100;
    expect(formatMoney(value)).toBe(intlOf(Number.isInteger(rounded) ? whole : cents, rounded));
  });

  it.each(SAMPLES)('formats %d as the balance Intl writes', (value) => {
    expect(formatBalance(value)).toBe(intlOf(cents, Math.round(value * 100) / 100));
  });
});

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
