import { describe, expect, it } from 'vitest';
import { purchaseFailureNextStep } from './purchase-lead';

describe('purchaseFailureNextStep', () => {
  it('sends a member without credits to Billing and one without funds to the Wallet', () => {
    expect(purchaseFailureNextStep(402, 'premium')).toEqual({ href: '/billing', label: 'Go to Billing' });
    expect(purchaseFailureNextStep(402, 'exclusive')).toEqual({
      href: '/wallet',
      label: 'Add funds in your Wallet',
    });
    expect(purchaseFailureNextStep(400, 'exclusive')?.href).toBe('/wallet');
  });
  it('points to the purchased leads after a conflict (sold, or already owned)', () => {
    expect(purchaseFailureNextStep(409, 'exclusive')?.href).toBe('/purchased-leads/exclusive-leads');
  });
  it('has no next step for a network failure (the dialog offers to try again)', () => {
    expect(purchaseFailureNextStep(0, 'premium')).toBeNull();
  });
});
