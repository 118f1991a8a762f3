import { describe, expect, it } from 'vitest';
import { WEBINAR_STARTS_AT, isWebinarPast } from './webinar-schedule';

describe('isWebinarPast (docs/product.md §9: July 16th, 2025 7PM CDT)', () => {
  it('is 7 PM Central Daylight Time, which is midnight UTC on July 17th', () => {
    expect(new Date(WEBINAR_STARTS_AT).toISOString()).toBe('2025-07-17T00:00:00.000Z');
  });

  it('is not past a minute before the start', () => {
    expect(isWebinarPast(new Date('2025-07-16T18:59:00-05:00'))).toBe(false);
  });

  it('is past from the start onwards', () => {
    expect(isWebinarPast(new Date('2025-07-17T00:00:00Z'))).toBe(true);
    expect(isWebinarPast(new Date('2026-11-21T12:00:00Z'))).toBe(true);
  });
});
