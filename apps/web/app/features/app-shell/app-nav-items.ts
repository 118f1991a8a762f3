/** The customer area's menu (issue "Customer area"), in this order; Purchased has a submenu. */
export interface AppNavItem {
  label: string;
  href: string;
  icon: AppNavIcon;
  children?: readonly AppNavChild[];
}

/** A submenu entry; Premium Leads has its own (docs/product.md §2.8: purchased → Premium Leads → Connect Webhook). */
export interface AppNavChild {
  label: string;
  href: string;
  children?: readonly { label: string; href: string }[];
}

export type AppNavIcon =
  | 'dashboard'
  | 'marketplace'
  | 'pipeline'
  | 'roi'
  | 'team'
  | 'purchased'
  | 'wallet'
  | 'billing'
  | 'requests'
  | 'account';

export const PURCHASED_PREMIUM_PATH = '/purchased-leads/get-purchased-premium-leads';
export const PURCHASED_EXCLUSIVE_PATH = '/purchased-leads/exclusive-leads';

export const APP_NAV_ITEMS: readonly AppNavItem[] = [
  { label: 'Dashboard', href: '/dashboard', icon: 'dashboard' },
  { label: 'Marketplace', href: '/dashboard/marketplace', icon: 'marketplace' },
  {
    label: 'Purchased',
    href: PURCHASED_PREMIUM_PATH,
    icon: 'purchased',
    children: [
      {
        label: 'Premium Leads',
        href: PURCHASED_PREMIUM_PATH,
        // Issue "Lead delivery": the ways to get purchased leads out automatically.
        children: [
          { label: 'API Keys', href: '/purchased-leads/api-keys' },
          { label: 'Connect Webhook', href: '/purchased-leads/connect-webhook' },
          { label: 'Connect Sheet', href: '/purchased-leads/connect-sheet' },
          { label: 'Connect Go High Level', href: '/purchased-leads/connect-go-high-level' },
        ],
      },
      { label: 'Exclusive Leads', href: PURCHASED_EXCLUSIVE_PATH },
    ],
  },
  // Issue 22.1: what became of the leads bought.
  { label: 'Pipeline', href: '/dashboard/pipeline', icon: 'pipeline' },
  // Issue 22.2: what the leads bought returned.
  { label: 'ROI', href: '/dashboard/roi', icon: 'roi' },
  // Issue 22.4: the people who share the account.
  { label: 'Team', href: '/dashboard/team', icon: 'team' },
  { label: 'Wallet', href: '/wallet', icon: 'wallet' },
  { label: 'Billing', href: '/billing', icon: 'billing' },
  { label: 'Requests', href: '/requests', icon: 'requests' },
  { label: 'Account', href: '/account', icon: 'account' },
];

/**
 * Whether a menu entry is the current page. Dashboard covers its tabs (/dashboard/plans) but not
 * the marketplace, which has its own entry; Purchased covers both of its sub-pages.
 */
export function isAppNavItemActive(item: Pick<AppNavItem, 'href' | 'children'>, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (item.children)
    return item.children.some((child) => path === child.href) || path.startsWith('/purchased-leads');
  if (item.href === '/dashboard') return path === '/dashboard' || path === '/dashboard/plans';
  return path === item.href || path.startsWith(`${item.href}/`);
}
