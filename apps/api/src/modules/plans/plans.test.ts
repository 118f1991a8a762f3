import { planSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { SEED_PLANS } from '../../seed/plans.seed.js';

const t = useTestApp({ leadCount: 20 });

describe('GET /api/v1/plan/getplans (docs/product.md §7)', () => {
  it("lists every plan with the spec's fields and 'Data fetched successfully'", async () => {
    const response = await t.app.inject({ url: '/api/v1/plan/getplans' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Data fetched successfully');
    expect(body.result).toHaveLength(6);
    for (const plan of body.result) expect(() => planSchema.parse(plan)).not.toThrow();
  });

  it('filters by plan_occurance and keeps the seeded offer: Basic $99/month with 25 credits', async () => {
    const monthly = (await t.app.inject({ url: '/api/v1/plan/getplans?plan_occurance=monthly' })).json();
    expect(monthly.result.every((p: { plan_occurance: string }) => p.plan_occurance === 'monthly')).toBe(
      true,
    );
    const basic = monthly.result.find((p: { plan_name: string }) => p.plan_name === 'Basic');
    expect(basic).toMatchObject({ price: 99, premium_credits: 25, is_recommended: false });
    expect(monthly.result.find((p: { plan_name: string }) => p.plan_name === 'Pro').is_recommended).toBe(
      true,
    );
    expect(monthly.result.find((p: { plan_name: string }) => p.plan_name === 'Enterprise').price).toBe(0);

    const yearly = (await t.app.inject({ url: '/api/v1/plan/getplans?plan_occurance=yearly' })).json();
    expect(yearly.result).toHaveLength(3);
    expect(yearly.result.every((p: { plan_occurance: string }) => p.plan_occurance === 'yearly')).toBe(true);
  });

  it('rejects an unknown billing period with a 400 naming the field', async () => {
    const response = await t.app.inject({ url: '/api/v1/plan/getplans?plan_occurance=weekly' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Failed to fetch data',
      result: null,
      errors: [{ path: 'query.plan_occurance', message: 'plan_occurance must be monthly or yearly' }],
    });
  });

  it('rejects unknown query parameters', async () => {
    const response = await t.app.inject({ url: '/api/v1/plan/getplans?price=0' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'query', message: 'Unknown field: price' }]);
  });

  it('serves seeded plans whose details fit the card and whose benefits leave the entitlements to their columns (decision 029)', async () => {
    // The card shows 40 characters of the details: each seeded one reads whole within them.
    for (const plan of SEED_PLANS) expect(plan.details.length, plan.details).toBeLessThanOrEqual(40);
    // The card writes credits, saved searches, alerts, API keys, webhooks and seats from the data.
    for (const { benefit } of SEED_PLANS.flatMap((plan) => plan.benefits ?? []))
      expect(benefit).not.toMatch(/credit|saved search|alert|api key|webhook|team seat/i);
    const pro = (await t.app.inject({ url: '/api/v1/plan/getplans?plan_occurance=monthly' }))
      .json()
      .result.find((p: { plan_name: string }) => p.plan_name === 'Pro');
    expect(pro).toMatchObject({
      plan_details: '100 leads a month for active wholesalers',
      entitlements: {
        saved_searches: 25,
        text_alerts: true,
        api_keys: 10,
        webhook_endpoints: 10,
        team_seats: 3,
      },
    });
  });
});
