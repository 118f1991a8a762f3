import { describe, expect, it } from 'vitest';
import { parseDeal } from './close-deal-fields';

describe('the deal a close records', () => {
  it('turns dollars into cents, with or without a dollar sign and thousands separators', () => {
    expect(parseDeal({ dealType: 'assignment', revenue: '$12,500.50' })).toEqual({
      deal: { deal_type: 'assignment', revenue_cents: 1_250_050 },
    });
    expect(parseDeal({ dealType: 'listing', revenue: '0' })).toEqual({
      deal: { deal_type: 'listing', revenue_cents: 0 },
    });
  });

  it('asks for the deal type and a revenue of 0 or more', () => {
    expect(parseDeal({ dealType: '', revenue: '' })).toEqual({
      errors: {
        dealType: 'Choose how the deal closed.',
        revenue: 'Enter the assignment fee or commission in dollars (0 if none).',
      },
    });
    for (const revenue of ['-5', 'ten', '1.005'])
      expect(parseDeal({ dealType: 'flip', revenue })).toEqual({
        errors: { revenue: 'Enter dollars as a number of 0 or more, like 8500 or 8,500.50.' },
      });
  });
});
