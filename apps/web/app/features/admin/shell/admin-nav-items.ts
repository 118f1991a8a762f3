export type AdminNavIcon =
  | 'leads'
  | 'import'
  | 'requests'
  | 'affiliates'
  | 'plans'
  | 'credit-packs'
  | 'customers'
  | 'invoices'
  | 'messages'
  | 'opt-outs'
  | 'lead-quality'
  | 'audit';

export interface AdminNavItem {
  label: string;
  href: string;
  icon: AdminNavIcon;
}

/** The operations console's menu, in the order the team works through a day. */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { label: 'Leads', href: '/admin/leads', icon: 'leads' },
  { label: 'Import', href: '/admin/import', icon: 'import' },
  { label: 'Requests', href: '/admin/requests', icon: 'requests' },
  { label: 'Affiliates', href: '/admin/affiliates', icon: 'affiliates' },
  { label: 'Plans', href: '/admin/plans', icon: 'plans' },
  { label: 'Credit packs', href: '/admin/credit-packs', icon: 'credit-packs' },
  { label: 'Customers & rewards', href: '/admin/customers', icon: 'customers' },
  { label: 'Invoices', href: '/admin/invoices', icon: 'invoices' },
  { label: 'Messages', href: '/admin/messages', icon: 'messages' },
  { label: 'Do-not-sell list', href: '/admin/opt-outs', icon: 'opt-outs' },
  { label: 'Lead quality', href: '/admin/lead-quality', icon: 'lead-quality' },
  { label: 'Audit log', href: '/admin/audit', icon: 'audit' },
];

/** An item is current on its own page and on any page below it. */
export function isAdminNavItemActive(item: AdminNavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === item.href || path.startsWith(`${item.href}/`);
}
