import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  REFERRAL_STORAGE_KEY,
  REFERRAL_TTL_MS,
  getReferralCode,
  parseReferralCode,
  rememberReferralCode,
  useCaptureReferral,
} from './referral';

afterEach(() => localStorage.clear());

describe('parseReferralCode', () => {
  it('accepts letters and digits up to 40 characters', () => {
    expect(parseReferralCode('?ref=JaneInvests2026')).toBe('JaneInvests2026');
    expect(parseReferralCode(`?ref=${'a'.repeat(40)}`)).toBe('a'.repeat(40));
  });

  it('ignores a missing, empty, too long or unsafe code', () => {
    expect(parseReferralCode('')).toBeNull();
    expect(parseReferralCode('?ref=')).toBeNull();
    expect(parseReferralCode(`?ref=${'a'.repeat(41)}`)).toBeNull();
    expect(parseReferralCode('?ref=<script>')).toBeNull();
    expect(parseReferralCode('?ref=jane-doe')).toBeNull();
  });
});

describe('remembered referral code', () => {
  const now = Date.UTC(2026, 0, 1);

  it('is kept for 90 days and then forgotten', () => {
    rememberReferralCode('ABC123', now);
    expect(getReferralCode(now + REFERRAL_TTL_MS - 1)).toBe('ABC123');
    expect(getReferralCode(now + REFERRAL_TTL_MS)).toBeNull();
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
  });

  it('lets the latest link win and renews the 90 days', () => {
    rememberReferralCode('FIRST', now);
    rememberReferralCode('SECOND', now + 1000);
    expect(getReferralCode(now + REFERRAL_TTL_MS + 500)).toBe('SECOND');
  });

  it('forgets a corrupted entry', () => {
    localStorage.setItem(REFERRAL_STORAGE_KEY, 'not json');
    expect(getReferralCode()).toBeNull();
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
  });

  it('never stores an invalid code', () => {
    rememberReferralCode('bad code!', now);
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
  });
});

describe('useCaptureReferral', () => {
  const at = (url: string) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return createElement(MemoryRouter, { initialEntries: [url] }, children);
    };

  it('stores ?ref=CODE from the current page', () => {
    renderHook(() => useCaptureReferral(), { wrapper: at('/affiliate?ref=Partner42') });
    expect(getReferralCode()).toBe('Partner42');
  });

  it('keeps an earlier code when the page has none', () => {
    rememberReferralCode('Earlier1');
    renderHook(() => useCaptureReferral(), { wrapper: at('/faq') });
    expect(getReferralCode()).toBe('Earlier1');
  });
});
