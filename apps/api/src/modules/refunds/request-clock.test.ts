import { describe, expect, it } from 'vitest';
import { requestDueAt } from './request-clock.js';

const due = (filedAt: string) => requestDueAt(new Date(filedAt)).toISOString();

// Issue 21.3: each open request has one business day (Mon–Fri, Central time) to be decided.
describe('the one-business-day target of a request', () => {
  it('is the same time on the next day from Monday to Thursday', () => {
    // Monday 9:30 CST → Tuesday 9:30 CST.
    expect(due('2026-11-23T15:30:00.000Z')).toBe('2026-11-24T15:30:00.000Z');
    // Thursday 23:59:30 CST → Friday 23:59:30 CST (a UTC Friday already, still a Central Thursday).
    expect(due('2026-11-27T05:59:30.250Z')).toBe('2026-11-28T05:59:30.250Z');
  });

  it('runs over the weekend: Friday 3 pm is due Monday 3 pm', () => {
    expect(due('2026-11-20T21:00:00.000Z')).toBe('2026-11-23T21:00:00.000Z');
    // Friday 23:00 CST is Saturday in UTC, and still due Monday 23:00 CST.
    expect(due('2026-11-21T05:00:00.000Z')).toBe('2026-11-24T05:00:00.000Z');
  });

  it('starts on Monday for a request filed on Saturday or Sunday: due at the end of Monday', () => {
    // Saturday 10:00 CST and Sunday 23:59 CST → Tuesday 00:00 CST.
    expect(due('2026-11-21T16:00:00.000Z')).toBe('2026-11-24T06:00:00.000Z');
    expect(due('2026-11-23T05:59:00.000Z')).toBe('2026-11-24T06:00:00.000Z');
    // Monday 00:00 CST exactly is a business day: due Tuesday 00:00 as well.
    expect(due('2026-11-23T06:00:00.000Z')).toBe('2026-11-24T06:00:00.000Z');
  });

  it('keeps the wall-clock time across the change to and from daylight saving time', () => {
    // Friday 6 March 2026 15:00 CST → Monday 9 March 15:00 CDT: 71 hours, not 72.
    expect(due('2026-03-06T21:00:00.000Z')).toBe('2026-03-09T20:00:00.000Z');
    // Friday 30 October 2026 15:00 CDT → Monday 2 November 15:00 CST: 73 hours.
    expect(due('2026-10-30T20:00:00.000Z')).toBe('2026-11-02T21:00:00.000Z');
    // Sunday 8 March 2026 01:30 CST, the night the clocks go forward → Tuesday 00:00 CDT.
    expect(due('2026-03-08T07:30:00.000Z')).toBe('2026-03-10T05:00:00.000Z');
    // Sunday 1 November 2026 01:30, the hour that happens twice → Tuesday 00:00 CST.
    expect(due('2026-11-01T06:30:00.000Z')).toBe('2026-11-03T06:00:00.000Z');
    expect(due('2026-11-01T07:30:00.000Z')).toBe('2026-11-03T06:00:00.000Z');
  });

  it('never goes back as the filing time goes on, so filing order is due order', () => {
    // Every 7 minutes across both changes of 2026 (one week around each).
    for (const start of ['2026-03-02T00:00:00.000Z', '2026-10-26T00:00:00.000Z']) {
      let previous = 0;
      for (let minute = 0; minute < 14 * 24 * 60; minute += 7) {
        const filedAt = new Date(Date.parse(start) + minute * 60_000);
        const dueAt = requestDueAt(filedAt).getTime();
        expect(dueAt, filedAt.toISOString()).toBeGreaterThanOrEqual(previous);
        // Never sooner than a day (less one hour in March), never later than three days (plus one in November).
        expect(dueAt - filedAt.getTime(), filedAt.toISOString()).toBeGreaterThanOrEqual(23 * 3_600_000);
        expect(dueAt - filedAt.getTime(), filedAt.toISOString()).toBeLessThanOrEqual(73 * 3_600_000);
        previous = dueAt;
      }
    }
  });
});
