import { createPlan, recordAffiliatePayout } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminErrorMap } from './form-errors';

const messages = (result: { error?: z.ZodError }) =>
  Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);

describe('admin form messages', () => {
  it('says "Enter a number" for an empty or non-numeric number field', () => {
    const result = createPlan.body.safeParse(
      {
        plan_name: 'Scale',
        plan_details: 'For teams',
        plan_occurance: 'monthly',
        premium_credits: Number.NaN,
        is_recommended: false,
        benefits: [],
      },
      { error: adminErrorMap },
    );
    expect(messages(result)).toMatchObject({
      price: 'Enter a number',
      premium_credits: 'Enter a number, digits only',
    });
  });

  it('names the limits of a number', () => {
    const result = recordAffiliatePayout.body.safeParse(
      { affiliate_id: '6f1c1f0e-8a51-4b4e-9a55-0a4f1c2b3d4e', amount: 0 },
      { error: adminErrorMap },
    );
    expect(messages(result)).toEqual({ amount: 'Must be at least 0.01' });
    const big = z
      .object({ price: z.number().max(10_000) })
      .safeParse({ price: 20_000 }, { error: adminErrorMap });
    expect(messages(big)).toEqual({ price: 'Must be at most 10,000' });
  });

  it('keeps the messages the contracts wrote', () => {
    const result = createPlan.body.safeParse(
      {
        plan_name: '',
        plan_details: 'x',
        plan_occurance: 'monthly',
        price: 1,
        premium_credits: 1,
        is_recommended: false,
        benefits: [],
      },
      { error: adminErrorMap },
    );
    expect(messages(result)).toEqual({ plan_name: 'plan_name is required' });
  });
});
