import { describe, expect, it } from 'vitest';
import { PLAN_DETAILS_LIMIT, formatPlanPrice, isContactUsPlan, shortenPlanDetails } from './plan-details';

describe('shortenPlanDetails', () => {
  it('cuts details longer than 40 characters and adds an ellipsis', () => {
    const details = 'Start closing with 25 fresh premium motivated-seller leads every month.';
    expect(shortenPlanDetails(details)).toBe('Start closing with 25 fresh premium moti...');
    expect(shortenPlanDetails(details).replace(/\.\.\.$/, '')).toHaveLength(PLAN_DETAILS_LIMIT);
  });

  it('leaves 40 characters or fewer alone', () => {
    const exactly40 = 'a'.repeat(40);
    expect(shortenPlanDetails(exactly40)).toBe(exactly40);
    expect(shortenPlanDetails('Talk to us')).toBe('Talk to us');
  });

  it('does not leave a space before the ellipsis', () => {
    expect(shortenPlanDetails(`${'word '.repeat(8)}and more`)).toBe(
      'word word word word word word word word...',
    );
  });
});

describe('formatPlanPrice', () => {
  it('shows dollars per month or per year', () => {
    expect(formatPlanPrice(99, 'monthly')).toEqual({ amount: '$99', period: '/month' });
    expect(formatPlanPrice(2990, 'yearly')).toEqual({ amount: '$2,990', period: '/year' });
    expect(formatPlanPrice(49.5, 'monthly').amount).toBe('$49.50');
  });
});

describe('isContactUsPlan', () => {
  it('is true for a price of 0 or none', () => {
    expect(isContactUsPlan(0)).toBe(true);
    expect(isContactUsPlan(undefined)).toBe(true);
    expect(isContactUsPlan(99)).toBe(false);
  });
});
