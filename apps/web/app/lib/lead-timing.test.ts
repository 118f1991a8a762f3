import { describe, expect, it } from 'vitest';
import {
  daysUntil,
  hoursLeftText,
  leavesInText,
  premiumAvailabilityText,
  requestWindow,
} from './lead-timing';

const now = new Date('2026-11-21T12:00:00Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

describe('daysUntil', () => {
  it('rounds part of a day up', () => {
    expect(daysUntil(inHours(1), now)).toBe(1);
    expect(daysUntil(inHours(24), now)).toBe(1);
    expect(daysUntil(inHours(25), now)).toBe(2);
  });
  it('is 0 once the moment has passed, null without one', () => {
    expect(daysUntil(inHours(-3), now)).toBe(0);
    expect(daysUntil(null, now)).toBeNull();
    expect(daysUntil('not a date', now)).toBeNull();
  });
});

describe("'leaves in N days' (premium leads leave after 30 days)", () => {
  it('says how many days are left, singular or plural', () => {
    expect(leavesInText(inHours(30 * 24), now)).toBe('leaves in 30 days');
    expect(leavesInText(inHours(10), now)).toBe('leaves in 1 day');
  });
  it('says it is leaving once the time is up', () => {
    expect(leavesInText(inHours(-1), now)).toBe('leaving now');
  });
  it('combines buyers and days', () => {
    expect(premiumAvailabilityText({ buyers_count: 2, max_buyers: 3, expires_at: inHours(48) }, now)).toBe(
      'taken 2 of 3 · leaves in 2 days',
    );
    expect(premiumAvailabilityText({ buyers_count: 0, max_buyers: 3, expires_at: null }, now)).toBe(
      'taken 0 of 3',
    );
  });
});

describe('requestWindow (refunds within 72 hours of purchase)', () => {
  it('is open before the deadline, with whole hours left', () => {
    expect(requestWindow(inHours(71.9), now)).toEqual({ isOpen: true, hoursLeft: 71 });
  });
  it('shows at least one hour while still open', () => {
    expect(requestWindow(inHours(0.2), now)).toEqual({ isOpen: true, hoursLeft: 1 });
  });
  it('is closed at and after the deadline, and when the server gives none', () => {
    expect(requestWindow(inHours(0), now).isOpen).toBe(false);
    expect(requestWindow(inHours(-5), now).isOpen).toBe(false);
    expect(requestWindow(null, now)).toEqual({ isOpen: false, hoursLeft: 0 });
  });
  it('words the hours left', () => {
    expect(hoursLeftText(1)).toBe('1 hour left');
    expect(hoursLeftText(47)).toBe('47 hours left');
  });
});
