import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatLongDate } from './format-date';

/** Readers' time zones, DST on and off, whole and odd offsets, either side of the date line. */
const TIME_ZONES = [
  'UTC',
  'America/Chicago',
  'America/Los_Angeles',
  'America/St_Johns',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
];

/** Every 37 hours and 13 minutes over two years (each hour and minute of the clock comes round), and the edges of a day. */
const INSTANTS = [
  ...Array.from(
    { length: 480 },
    (_, i) => new Date(Date.UTC(2025, 11, 31) + i * (37 * 3_600_000 + 13 * 60_000)),
  ),
  new Date('2026-03-08T07:59:59Z'),
  new Date('2026-03-08T08:00:00Z'),
  new Date('2026-11-01T06:30:00Z'),
  new Date('2026-12-31T23:59:59.999Z'),
  new Date('2027-01-01T00:00:00Z'),
  new Date('2026-06-15T12:00:00Z'),
];

const originalTimeZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTimeZone;
});

describe('dates as en-US writes them, without Intl', () => {
  it.each(TIME_ZONES)('writes every instant as Intl does in %s', (timeZone) => {
    process.env.TZ = timeZone;
    const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
    const withTime = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    for (const instant of INSTANTS) {
      expect(formatDate(instant)).toBe(short.format(instant));
      expect(formatDate(instant.toISOString())).toBe(short.format(instant));
      expect(formatLongDate(instant)).toBe(long.format(instant));
      expect(formatDateTime(instant)).toBe(withTime.format(instant));
    }
  });

  it('writes a calendar day as that day wherever the reader is', () => {
    const utc = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (const timeZone of TIME_ZONES) {
      process.env.TZ = timeZone;
      for (const day of ['2026-01-01', '2026-03-08', '2026-11-24', '2026-12-31', '2028-02-29']) {
        expect(formatDay(day)).toBe(utc.format(new Date(`${day}T00:00:00Z`)));
      }
    }
    expect(formatDay('2026-11-24')).toBe('Nov 24, 2026');
  });

  it('writes the examples of its comments', () => {
    process.env.TZ = 'America/Chicago';
    expect(formatDate('2026-12-03T15:41:00Z')).toBe('Dec 3, 2026');
    expect(formatLongDate('2026-12-03T15:41:00Z')).toBe('December 3, 2026');
    expect(formatDateTime('2026-12-03T15:41:00Z')).toBe('Dec 3, 2026, 9:41 AM');
    expect(formatDateTime('2026-12-03T06:05:00Z')).toBe('Dec 3, 2026, 12:05 AM');
    expect(formatDateTime('2026-12-03T18:00:00Z')).toBe('Dec 3, 2026, 12:00 PM');
  });

  it('refuses a date it cannot read, as Intl does', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => formatDateTime(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatDay('2026-13-45')).toThrow(RangeError);
  });
});
