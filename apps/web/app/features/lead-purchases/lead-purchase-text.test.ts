import { describe, expect, it } from 'vitest';
import { premiumConfirmTitle } from './lead-purchase-text';

describe('asking before a premium lead is taken', () => {
  it('names the credits the member has', () => {
    expect(premiumConfirmTitle(23)).toBe('Spend 1 of your 23 credits?');
    expect(premiumConfirmTitle(1)).toBe('Spend 1 of your 1 credit?');
    expect(premiumConfirmTitle(undefined)).toBe('Spend 1 premium credit?');
  });
});
