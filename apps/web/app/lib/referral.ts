import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** docs/product.md §14: affiliates earn on the customers they refer; the code is captured at sign-up. */
export const REFERRAL_STORAGE_KEY = 'referral_code';
export const REFERRAL_TTL_MS = 90 * 24 * 60 * 60 * 1000;
const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9]{1,40}$/;

interface StoredReferral {
  code: string;
  expiresAt: number;
}

/** The `ref` of a query string when it is a valid code (letters and digits, at most 40), else null. */
export function parseReferralCode(search: string): string | null {
  const code = new URLSearchParams(search).get('ref')?.trim() ?? '';
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

// Storage can be missing or throw (private browsing, blocked cookies): a lost referral must never break a page.
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Remembers a referral code for 90 days. The latest link a visitor followed wins, as with most
 * affiliate programmes, and following it again renews the 90 days.
 */
export function rememberReferralCode(code: string, now = Date.now()): void {
  if (!REFERRAL_CODE_PATTERN.test(code)) return;
  const value: StoredReferral = { code, expiresAt: now + REFERRAL_TTL_MS };
  try {
    storage()?.setItem(REFERRAL_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the visitor simply signs up without a referrer.
  }
}

/** The remembered referral code, to send as `referral_code` at sign-up; null when none or expired. */
export function getReferralCode(now = Date.now()): string | null {
  const store = storage();
  let raw: string | null = null;
  try {
    raw = store?.getItem(REFERRAL_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredReferral>;
    if (
      typeof stored.code === 'string' &&
      REFERRAL_CODE_PATTERN.test(stored.code) &&
      typeof stored.expiresAt === 'number' &&
      stored.expiresAt > now
    ) {
      return stored.code;
    }
  } catch {
    // Not ours or corrupted: fall through and forget it.
  }
  try {
    store?.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    // Nothing more to do.
  }
  return null;
}

/** Captures `?ref=CODE` on any public page (called once, in the public layout). */
export function useCaptureReferral(): void {
  const { search } = useLocation();
  useEffect(() => {
    const code = parseReferralCode(search);
    if (code) rememberReferralCode(code);
  }, [search]);
}
