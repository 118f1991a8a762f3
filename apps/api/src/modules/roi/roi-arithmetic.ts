import type { RoiBreakdown, RoiFigures, RoiGroup, RoiReport } from '@app/shared';

/** One purchase still owned, valued as decision 032's "What the ROI page counts" says. */
export interface RoiPurchase {
  leadType: 'premium' | 'exclusive';
  /** Exact, possibly fractional cents: a credit at $99 ÷ 100 credits is 99, at $249 ÷ 60 is 415. */
  spendCents: number;
  isPremiumCredit: boolean;
  isClosed: boolean;
  revenueCents: number | null;
  source: string | null;
  state: string;
  county: string | null;
  /** YYYY-MM in Central Time. */
  month: string;
}

export interface RoiPackPurchase {
  /** The pack's price less what its payment's refunds and disputes took back. */
  spendCents: number;
  month: string;
}

interface Sum {
  spend: number;
  revenue: number;
  bought: number;
  deals: number;
  dealsWithoutRevenue: number;
}

const emptySum = (): Sum => ({ spend: 0, revenue: 0, bought: 0, deals: 0, dealsWithoutRevenue: 0 });

function addPurchase(sum: Sum, purchase: RoiPurchase) {
  sum.spend += purchase.spendCents;
  sum.bought += 1;
  if (!purchase.isClosed) return;
  sum.deals += 1;
  if (purchase.revenueCents === null) sum.dealsWithoutRevenue += 1;
  else sum.revenue += purchase.revenueCents;
}

/** Cents are summed exactly and rounded once per figure, so groups never drift from the total by more than rounding. */
export function toFigures(sum: Sum): RoiFigures {
  const spend = Math.round(sum.spend);
  return {
    spend_cents: spend,
    revenue_cents: sum.revenue,
    bought: sum.bought,
    deals: sum.deals,
    deals_without_revenue: sum.dealsWithoutRevenue,
    conversion: sum.bought === 0 ? null : sum.deals / sum.bought,
    roi: spend === 0 ? null : (sum.revenue - spend) / spend,
  };
}

const UNKNOWN = 'unknown';
const LEAD_TYPE_LABELS: Record<string, string> = { premium: 'Premium', exclusive: 'Exclusive' };
const keyOf: Record<RoiBreakdown, (p: RoiPurchase) => string> = {
  lead_type: (p) => p.leadType,
  source: (p) => p.source ?? UNKNOWN,
  state: (p) => p.state,
  county: (p) => p.county ?? UNKNOWN,
  month: (p) => p.month,
};
const labelOf: Record<RoiBreakdown, (key: string) => string> = {
  lead_type: (key) => LEAD_TYPE_LABELS[key] ?? key,
  source: (key) => (key === UNKNOWN ? 'Source not recorded' : key),
  state: (key) => key,
  county: (key) => (key === UNKNOWN ? 'County not known' : key),
  month: (key) => {
    const [year, month] = key.split('-').map(Number);
    return new Date(Date.UTC(year!, month! - 1, 1)).toLocaleString('en-US', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  },
};

function groupBy(breakdown: RoiBreakdown, purchases: RoiPurchase[], packs: RoiPackPurchase[]): RoiGroup[] {
  const sums = new Map<string, Sum>();
  const sumOf = (key: string) => sums.get(key) ?? sums.set(key, emptySum()).get(key)!;
  for (const purchase of purchases) addPurchase(sumOf(keyOf[breakdown](purchase)), purchase);
  // A pack is bought for no one lead: only the month can hold it.
  if (breakdown === 'month') for (const pack of packs) sumOf(pack.month).spend += pack.spendCents;
  const groups = [...sums].map(([key, sum]) => ({ key, label: labelOf[breakdown](key), ...toFigures(sum) }));
  return breakdown === 'month'
    ? groups.sort((a, b) => a.key.localeCompare(b.key))
    : groups.sort(
        (a, b) =>
          b.spend_cents - a.spend_cents || b.revenue_cents - a.revenue_cents || a.key.localeCompare(b.key),
      );
}

/** The report's arithmetic, apart from the database so that a hand-computed fixture can check it. */
export function computeRoiReport(
  purchases: RoiPurchase[],
  packs: RoiPackPurchase[],
): Pick<RoiReport, 'totals' | 'breakdowns'> {
  const total = emptySum();
  let premiumCredits = 0;
  let exclusive = 0;
  let creditPacks = 0;
  for (const purchase of purchases) {
    addPurchase(total, purchase);
    if (purchase.isPremiumCredit) premiumCredits += purchase.spendCents;
    else exclusive += purchase.spendCents;
  }
  for (const pack of packs) {
    total.spend += pack.spendCents;
    creditPacks += pack.spendCents;
  }
  return {
    totals: {
      ...toFigures(total),
      premium_credits_cents: Math.round(premiumCredits),
      exclusive_cents: Math.round(exclusive),
      credit_packs_cents: Math.round(creditPacks),
    },
    breakdowns: {
      lead_type: groupBy('lead_type', purchases, packs),
      source: groupBy('source', purchases, packs),
      state: groupBy('state', purchases, packs),
      county: groupBy('county', purchases, packs),
      month: groupBy('month', purchases, packs),
    },
  };
}
