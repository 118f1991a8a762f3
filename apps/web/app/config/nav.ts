/** docs/product.md §3, nav item: href, label, isHashLink. */
export interface NavItem {
  href: string;
  label: string;
  isHashLink: boolean;
}

/** The header nav of docs/product.md §2.2, in this order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/#home', label: 'Home', isHashLink: true },
  { href: '/premiumleads', label: 'Premium Leads', isHashLink: false },
  { href: '/exclusiveleads', label: 'Exclusive Leads', isHashLink: false },
  { href: '/#pricing', label: 'Pricing', isHashLink: true },
];

/**
 * docs/product.md §2.2: the active link is highlighted. Page links match on the path; hash links
 * match on path and hash, and the home page without a hash counts as '#home'.
 */
export function isNavItemActive(item: NavItem, pathname: string, hash: string): boolean {
  const [itemPath = '/', itemHash = ''] = item.href.split('#');
  const normalisedPath = pathname.replace(/\/+$/, '') || '/';
  if (normalisedPath !== (itemPath || '/')) return false;
  if (!item.isHashLink) return true;
  const currentHash = hash.replace(/^#/, '') || 'home';
  return currentHash === itemHash;
}
