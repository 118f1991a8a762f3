import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../../lib/time.js';
import {
  MIN_CARD_CHARGE_CENTS,
  planChangeTiming,
  proratedDifferenceCents,
  upgradeChargeCents,
} from './proration.js';

const YEAR_2026 = Date.UTC(2026, 0, 1);

/** Any period start in 2026-2028 (month ends, leap days included), any instant inside the period. */
const periodAndNow = (occurrence: 'monthly' | 'yearly') =>
  fc
    .record({
      startMs: fc.integer({ min: YEAR_2026, max: YEAR_2026 + 3 * 365 * 86_400_000 }),
      fraction: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ startMs, fraction }) => {
      const periodStart = new Date(startMs);
      const periodEnd = addMonths(periodStart, occurrence === 'yearly' ? 12 : 1);
      const total = periodEnd.getTime() - periodStart.getTime();
      return { periodStart, periodEnd, now: new Date(startMs + Math.floor(total * fraction)) };
    });

const prices = fc.record({
  fromPriceCents: fc.integer({ min: 100, max: 1_000_000 }),
  toPriceCents: fc.integer({ min: 100, max: 1_000_000 }),
});

describe('proration (issue 20.1)', () => {
  for (const occurrence of ['monthly', 'yearly'] as const) {
    it(`charges the price difference times the remaining fraction, rounded to cents, on any day of a ${occurrence} period`, () => {
      fc.assert(
        fc.property(prices, periodAndNow(occurrence), (price, period) => {
          const cents = proratedDifferenceCents({ ...price, ...period });
          const left =
            (period.periodEnd.getTime() - period.now.getTime()) /
            (period.periodEnd.getTime() - period.periodStart.getTime());
          const exact = Math.max(0, price.toPriceCents - price.fromPriceCents) * left;
          expect(Number.isInteger(cents)).toBe(true);
          expect(cents).toBeGreaterThanOrEqual(0);
          // Rounded to the nearest cent (the float reference may sit a hair off a half cent).
          expect(Math.abs(cents - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
          expect(cents).toBeLessThanOrEqual(Math.max(0, price.toPriceCents - price.fromPriceCents));
          const charged = upgradeChargeCents(cents);
          expect(charged === 0 || charged >= MIN_CARD_CHARGE_CENTS).toBe(true);
          expect(charged === 0 || charged === cents).toBe(true);
        }),
        { numRuns: 2_000 },
      );
    });
  }

  it('is the whole difference at the start, half of it at the exact middle, nothing at the end', () => {
    const periodStart = new Date('2026-11-01T00:00:00Z');
    const periodEnd = new Date('2026-12-01T00:00:00Z');
    const at = (iso: string) =>
      proratedDifferenceCents({
        fromPriceCents: 9_900,
        toPriceCents: 29_900,
        periodStart,
        periodEnd,
        now: new Date(iso),
      });
    expect(at('2026-11-01T00:00:00Z')).toBe(20_000);
    expect(at('2026-11-16T00:00:00Z')).toBe(10_000);
    expect(at('2026-11-21T15:00:00Z')).toBe(6_250); // 9.375 of 30 days left
    expect(at('2026-12-01T00:00:00Z')).toBe(0);
    expect(at('2027-01-01T00:00:00Z')).toBe(0);
  });

  it('never charges for a cheaper plan, and applies only dearer plans of the same period at once', () => {
    fc.assert(
      fc.property(prices, periodAndNow('monthly'), (price, period) => {
        if (price.toPriceCents <= price.fromPriceCents)
          expect(proratedDifferenceCents({ ...price, ...period })).toBe(0);
      }),
    );
    const plan = (id: string, priceCents: number, occurrence: 'monthly' | 'yearly') => ({
      id,
      priceCents,
      occurrence,
    });
    expect(planChangeTiming(plan('basic', 9_900, 'monthly'), plan('pro', 29_900, 'monthly'))).toBe('now');
    expect(planChangeTiming(plan('pro', 29_900, 'monthly'), plan('basic', 9_900, 'monthly'))).toBe('renewal');
    expect(planChangeTiming(plan('basic', 9_900, 'monthly'), plan('pro-y', 299_000, 'yearly'))).toBe(
      'renewal',
    );
    expect(planChangeTiming(plan('basic-y', 99_000, 'yearly'), plan('pro-y', 299_000, 'yearly'))).toBe('now');
  });
});
