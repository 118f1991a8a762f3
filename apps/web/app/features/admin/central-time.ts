/**
 * Publish times as the team plans them: in Central time, where the daily 10:00 window is
 * (docs/product.md §9), whatever the time zone of the computer the console runs on. The picker is
 * an <input type="datetime-local"> whose value ('2026-11-28T10:00') is read as Central wall time.
 */
const CENTRAL = 'America/Chicago';
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: CENTRAL,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

function centralParts(date: Date) {
  const p = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute! };
}

/** Minutes Central time is ahead of UTC at an instant (-360 in winter, -300 in summer). */
function offsetMinutes(date: Date) {
  const p = centralParts(date);
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute);
  return Math.round((asUtc - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000);
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** '2026-11-28T10:00' in Central time → '2026-11-28T10:00:00-06:00' (null when not a date and time). */
export function centralInputToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const guess = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  const first = guess - offsetMinutes(new Date(guess)) * 60_000;
  const offset = offsetMinutes(new Date(first));
  const sign = offset < 0 ? '-' : '+';
  return `${value}:00${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** An instant as the picker's value, in Central time: '2026-11-28T16:00:00Z' → '2026-11-28T10:00'. */
export function isoToCentralInput(iso: string | Date): string {
  const p = centralParts(new Date(iso));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** The next 10:00 Central after `now`, as the picker's value: what the daily upload is planned for. */
export function nextCentralTenInput(now: Date): string {
  const today = centralParts(now);
  const todayAtTen = `${today.year}-${today.month}-${today.day}T10:00`;
  if (isoToCentralInput(now) < todayAtTen) return todayAtTen;
  // The calendar's next day, counted without a time zone, so a 23- or 25-hour day cannot skip one.
  const tomorrow = new Date(Date.UTC(+today.year, +today.month - 1, +today.day + 1));
  return `${tomorrow.toISOString().slice(0, 10)}T10:00`;
}
