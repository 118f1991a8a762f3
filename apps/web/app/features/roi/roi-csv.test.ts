import type { RoiFigures, RoiReport } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { roiCsvRows, toCsv } from './roi-csv';

const figures = (f: Partial<RoiFigures>): RoiFigures => ({
  spend_cents: 0,
  revenue_cents: 0,
  bought: 0,
  deals: 0,
  deals_without_revenue: 0,
  conversion: null,
  roi: null,
  ...f,
});

const premium = figures({
  spend_cents: 297,
  revenue_cents: 800_000,
  bought: 3,
  deals: 2,
  conversion: 2 / 3,
  roi: (800_000 - 297) / 297,
});
const report: RoiReport = {
  period: 'all',
  since: null,
  totals: {
    ...figures({
      spend_cents: 14_697,
      revenue_cents: 2_050_000,
      bought: 4,
      deals: 3,
      deals_without_revenue: 1,
      conversion: 0.75,
      roi: (2_050_000 - 14_697) / 14_697,
    }),
    premium_credits_cents: 297,
    exclusive_cents: 9_500,
    credit_packs_cents: 4_900,
  },
  breakdowns: {
    lead_type: [{ key: 'premium', label: 'Premium', ...premium }],
    source: [],
    state: [],
    county: [{ key: 'Harris County, TX', label: 'Harris County, TX', ...premium }],
    month: [
      {
        key: '2026-11',
        label: 'Nov 2026',
        ...figures({
          spend_cents: 4_999,
          bought: 1,
          deals: 1,
          deals_without_revenue: 1,
          conversion: 1,
          roi: -1,
        }),
      },
    ],
  },
};

describe('the ROI CSV', () => {
  it('has the totals and one row per group with spend, revenue, deals, bought and conversion', () => {
    expect(roiCsvRows(report)).toEqual([
      [
        'Breakdown',
        'Group',
        'Spend (USD)',
        'Revenue (USD)',
        'Deals',
        'Deals without revenue',
        'Bought',
        'Conversion (%)',
        'ROI (%)',
      ],
      ['Total', 'All purchases', '146.97', '20500.00', '3', '1', '4', '75.0', '13848.4'],
      ['Lead type', 'Premium', '2.97', '8000.00', '2', '0', '3', '66.7', '269260.3'],
      ['County', 'Harris County, TX', '2.97', '8000.00', '2', '0', '3', '66.7', '269260.3'],
      ['Month', 'Nov 2026', '49.99', '0.00', '1', '1', '1', '100.0', '-100.0'],
    ]);
  });

  it('quotes a group with a comma and leaves an unknown ratio empty', () => {
    const text = toCsv(roiCsvRows({ ...report, totals: { ...report.totals, conversion: null, roi: null } }));
    expect(text.split('\r\n')[1]).toBe('Total,All purchases,146.97,20500.00,3,1,4,,');
    expect(text).toContain('County,"Harris County, TX",2.97');
    expect(text.endsWith('\r\n')).toBe(true);
  });
});
