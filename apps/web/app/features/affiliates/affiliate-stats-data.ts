/** docs/product.md §3: stat (value, prefix, suffix, label). */
export interface Stat {
  value: number;
  prefix: string;
  suffix: string;
  label: string;
}

/** The affiliate landing page's stats strip (docs/product.md §2.10). */
export const AFFILIATE_STATS: readonly Stat[] = [
  { value: 11, prefix: '', suffix: '%', label: 'Lifetime Commission' },
  { value: 15000, prefix: '$', suffix: '', label: 'Daily Sales' },
  { value: 100, prefix: '', suffix: '%', label: 'Guaranteed Payments' },
  { value: 500, prefix: '', suffix: '+', label: 'Affiliates Onboarded' },
];
