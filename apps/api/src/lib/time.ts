/** A clock the tests can move (renewals, credit resets, the 72-hour window, lead expiry). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class ManualClock implements Clock {
  private current: Date;
  constructor(start: Date | string = '2026-11-21T15:00:00Z') {
    this.current = new Date(start);
  }
  now() {
    return new Date(this.current);
  }
  set(to: Date | string) {
    this.current = new Date(to);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
export const MINUTE_MS = 60 * 1000;

/** Adds calendar months, clamping to the last day of a shorter month (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export const monthKey = (date: Date) => date.toISOString().slice(0, 7);

/** A date as mails, receipts and invoices write it: November 27, 2026 (UTC). */
export const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
