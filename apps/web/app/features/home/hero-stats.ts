/** docs/product.md §1 and §9: the three claims the site makes, in the stat shape of §3. */
export interface Stat {
  value: string;
  prefix?: string;
  suffix?: string;
  label: string;
}

export const HERO_STATS: readonly Stat[] = [
  { value: '1,000', suffix: '+', label: 'investors helped' },
  { value: '1', prefix: '~$', suffix: 'M', label: 'generated for our members' },
  { value: '10', prefix: '~$', suffix: 'K', label: 'average assignment fee' },
];
