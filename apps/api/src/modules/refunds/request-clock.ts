import { CENTRAL_TZ, zonedParts, zonedTimeToUtc } from '../../lib/zoned-time.js';

const SATURDAY = 6;
const SUNDAY = 0;
const FRIDAY = 5;

/**
 * When the team should have decided a request: one business day after it was filed, business
 * days being Monday to Friday in Central time, where the team works. The clock stops for the
 * weekend: a request filed on Friday at 3 pm is due on Monday at 3 pm, and one filed on Saturday
 * or Sunday is due at the end of Monday (Tuesday 00:00). Public holidays count as business days.
 *
 * Counted on the wall clock: the due time is the filing time on the next business day, so a
 * change to or from daylight saving time (always on a Sunday) neither adds nor takes an hour. The
 * due time never goes back as the filing time goes on, so the queue in filing order is also in
 * due order, the overdue ones first.
 */
export function requestDueAt(filedAt: Date): Date {
  const wall = zonedParts(filedAt, CENTRAL_TZ);
  const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  const isWeekend = weekday === SATURDAY || weekday === SUNDAY;
  // Saturday and Sunday start the clock on Monday at midnight: due Tuesday at midnight.
  const daysAhead = weekday === SATURDAY ? 3 : weekday === SUNDAY ? 2 : weekday === FRIDAY ? 3 : 1;
  // The calendar's day, counted without a time zone, so a 23- or 25-hour day cannot skip one.
  const dueDay = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + daysAhead));
  const dueMinute = zonedTimeToUtc(
    {
      year: dueDay.getUTCFullYear(),
      month: dueDay.getUTCMonth() + 1,
      day: dueDay.getUTCDate(),
      hour: isWeekend ? 0 : wall.hour,
      minute: isWeekend ? 0 : wall.minute,
    },
    CENTRAL_TZ,
  );
  const seconds = isWeekend ? 0 : wall.second * 1000 + filedAt.getUTCMilliseconds();
  return new Date(dueMinute.getTime() + seconds);
}
