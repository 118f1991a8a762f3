import type { BadgeTone } from '../../components/status-badge';

/** A share from 0 to 1 as a percentage a person reads at a glance: 0 → '0%', 0.125 → '12.5%'. */
export function formatPercent(share: number): string {
  if (!Number.isFinite(share) || share <= 0) return '0%';
  const percent = Math.round(share * 1000) / 10;
  return `${Number.isInteger(percent) ? percent.toFixed(0) : percent.toFixed(1)}%`;
}

const chicagoFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** A publish time as the team plans it: in Central time, where the daily 10:00 window is (docs/product.md §9). */
export function formatCentralTime(iso: string): string {
  return chicagoFormat.format(new Date(iso));
}

export const LEAD_STATUSES = ['scheduled', 'published', 'sold_out', 'expired', 'withdrawn'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  scheduled: 'Scheduled',
  published: 'For sale',
  sold_out: 'Sold out',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

export const LEAD_STATUS_TONES: Record<LeadStatus, BadgeTone> = {
  scheduled: 'blue',
  published: 'green',
  sold_out: 'slate',
  expired: 'slate',
  withdrawn: 'red',
};

export const REQUEST_STATUS_TONES: Record<'pending' | 'approved' | 'rejected', BadgeTone> = {
  pending: 'amber',
  approved: 'green',
  rejected: 'red',
};

/** First letter up: 'pending' → 'Pending'. */
export const capitalize = (word: string) => (word ? `${word[0]!.toUpperCase()}${word.slice(1)}` : word);

/**
 * An audit entry's before/after as indented JSON; `null`/`undefined` become null so the page can
 * say "nothing" instead of printing the word.
 */
export function prettyJson(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}
