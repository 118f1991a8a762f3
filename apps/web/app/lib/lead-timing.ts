import { LIMITS } from '@app/shared';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Whole days (rounded up) until a moment; 0 once it has passed; null when there is none. */
export function daysUntil(iso: string | null, now: Date): number | null {
  if (!iso) return null;
  const ms = new Date(iso).getTime() - now.getTime();
  if (Number.isNaN(ms)) return null;
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}

/** 'leaves in 12 days' — premium leads leave after 30 days (docs/product.md §9). */
export function leavesInText(expiresAt: string | null, now: Date): string | null {
  const days = daysUntil(expiresAt, now);
  if (days === null) return null;
  if (days === 0) return 'leaving now';
  return `leaves in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** 'taken 1 of 3 · leaves in 12 days' — a premium lead goes after its 3rd buyer or 30 days. */
export function premiumAvailabilityText(
  lead: { buyers_count: number; max_buyers: number; expires_at: string | null },
  now: Date,
): string {
  const taken = `taken ${lead.buyers_count} of ${lead.max_buyers || LIMITS.premiumMaxBuyers}`;
  const leaves = leavesInText(lead.expires_at, now);
  return leaves ? `${taken} · ${leaves}` : taken;
}

export interface RequestWindow {
  /** True while a refund (exclusive) or replacement (premium) can still be asked for. */
  isOpen: boolean;
  /** Whole hours left (rounded down, at least 1 while open); 0 once closed. */
  hoursLeft: number;
}

/**
 * The request window of a purchase from its server-given deadline (72 hours for refunds,
 * docs/product.md §9). A null deadline means the server no longer accepts a request.
 */
export function requestWindow(deadline: string | null, now: Date): RequestWindow {
  if (!deadline) return { isOpen: false, hoursLeft: 0 };
  const ms = new Date(deadline).getTime() - now.getTime();
  if (Number.isNaN(ms) || ms <= 0) return { isOpen: false, hoursLeft: 0 };
  return { isOpen: true, hoursLeft: Math.max(1, Math.floor(ms / HOUR_MS)) };
}

/** '5 hours left' or '1 hour left'. */
export function hoursLeftText(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'} left`;
}
