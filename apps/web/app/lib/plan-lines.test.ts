import type { Plan } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { planCardLines, planEntitlementLines } from './plan-lines';

type LinePlan = Pick<Plan, 'premium_credits' | 'entitlements' | 'benefits'>;

const basic: LinePlan = {
  premium_credits: 25,
  entitlements: { saved_searches: 1, text_alerts: false, api_keys: 2, webhook_endpoints: 2, team_seats: 1 },
  benefits: [{ id: '1', benefit: 'CSV export for any CRM' }],
};
const texts = (plan: LinePlan) => planCardLines(plan).map((line) => line.text);

describe('planCardLines (decision 029)', () => {
  it("writes Basic's lines from its data, then its benefits", () => {
    expect(texts(basic)).toEqual([
      '25 premium lead credits every month',
      '1 saved search with e-mail alerts',
      '2 API keys and 2 webhook endpoints',
      'CSV export for any CRM',
    ]);
  });

  it('lists text alerts and team seats only when the plan includes them', () => {
    const pro: LinePlan = {
      premium_credits: 100,
      entitlements: {
        saved_searches: 25,
        text_alerts: true,
        api_keys: 10,
        webhook_endpoints: 10,
        team_seats: 3,
      },
      benefits: [],
    };
    expect(texts(pro)).toEqual([
      '100 premium lead credits every month',
      '25 saved searches with e-mail alerts',
      'New-lead text alerts',
      '10 API keys and 10 webhook endpoints',
      '3 team seats',
    ]);
  });

  it('says unlimited for null, and leaves out what is not included (0)', () => {
    const enterprise: LinePlan = {
      premium_credits: 1500,
      entitlements: {
        saved_searches: null,
        text_alerts: true,
        api_keys: null,
        webhook_endpoints: null,
        team_seats: null,
      },
      benefits: [],
    };
    expect(texts(enterprise)).toEqual([
      '1,500 premium lead credits every month',
      'Unlimited saved searches with e-mail alerts',
      'New-lead text alerts',
      'Unlimited API keys and webhook endpoints',
      'Unlimited team seats',
    ]);
    const sparse: LinePlan = {
      premium_credits: 0,
      entitlements: {
        saved_searches: 0,
        text_alerts: false,
        api_keys: 1,
        webhook_endpoints: 0,
        team_seats: 0,
      },
      benefits: [{ id: '1', benefit: 'Exclusive leads from the wallet' }],
    };
    expect(texts(sparse)).toEqual(['1 API key', 'Exclusive leads from the wallet']);
  });

  it('mixes a limit with unlimited, and gives every line its own key', () => {
    const mixed = { ...basic, entitlements: { ...basic.entitlements, api_keys: null, webhook_endpoints: 1 } };
    expect(planEntitlementLines(mixed).map((line) => line.text)).toContain(
      'Unlimited API keys and 1 webhook endpoint',
    );
    const ids = planCardLines(mixed).map((line) => line.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
