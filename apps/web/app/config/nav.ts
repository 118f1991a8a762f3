/** Spec section 3, nav item: href, label, isHashLink. */
export interface NavItem {
  href: string;
  label: string;
  isHashLink: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/#home', label: 'Home', isHashLink: true },
  { href: '/premiumleads', label: 'Premium Leads', isHashLink: false },
  { href: '/exclusiveleads', label: 'Exclusive Leads', isHashLink: false },
  { href: '/#pricing', label: 'Pricing', isHashLink: true },
];
