import { describe, expect, it } from 'vitest';
import { earliestPriceChangeDate, effectiveAtFor, toDateInputValue } from './price-change-date';

describe('price change dates (docs/product.md §9: at least one month of notice)', () => {
  it('offers one month from today as the first date', () => {
    expect(earliestPriceChangeDate(new Date(2026, 10, 21, 15, 30))).toBe('2026-12-21');
    expect(earliestPriceChangeDate(new Date(2026, 11, 5, 9))).toBe('2027-01-05');
  });

  it('uses the last day of a shorter month', () => {
    expect(earliestPriceChangeDate(new Date(2027, 0, 31, 12))).toBe('2027-02-28');
    expect(earliestPriceChangeDate(new Date(2028, 0, 31, 12))).toBe('2028-02-29');
  });

  it('starts a later day at its midnight', () => {
    const now = new Date(2026, 10, 21, 15, 30);
    expect(effectiveAtFor('2027-01-15', now)).toBe(new Date(2027, 0, 15).toISOString());
  });

  it('moves the first allowed day to a full month from now, so the API accepts it', () => {
    const now = new Date(Date.UTC(2026, 10, 21, 15, 30));
    const chosen = toDateInputValue(new Date(Date.UTC(2026, 11, 21, 15, 30)));
    const effective = new Date(effectiveAtFor(chosen, now));
    expect(effective.getTime()).toBeGreaterThanOrEqual(Date.UTC(2026, 11, 21, 15, 30));
    expect(effective.getTime() - Date.UTC(2026, 11, 21, 15, 30)).toBeLessThanOrEqual(5 * 60_000);
  });
});
