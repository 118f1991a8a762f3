import { describe, expect, it } from 'vitest';
import { ADMIN_NAV_ITEMS, isAdminNavItemActive } from './admin-nav-items';

describe('admin menu', () => {
  it('lists the twelve areas of the operations console', () => {
    expect(ADMIN_NAV_ITEMS.map((item) => item.label)).toEqual([
      'Leads',
      'Import',
      'Requests',
      'Affiliates',
      'Plans',
      'Credit packs',
      'Customers & rewards',
      'Invoices',
      'Messages',
      'Do-not-sell list',
      'Lead quality',
      'Audit log',
    ]);
    for (const item of ADMIN_NAV_ITEMS) expect(item.href).toMatch(/^\/admin\/[a-z-]+$/);
  });

  it('marks the current area, with or without a trailing slash', () => {
    const leads = ADMIN_NAV_ITEMS[0]!;
    expect(isAdminNavItemActive(leads, '/admin/leads')).toBe(true);
    expect(isAdminNavItemActive(leads, '/admin/leads/')).toBe(true);
    expect(isAdminNavItemActive(leads, '/admin/leadsx')).toBe(false);
    expect(isAdminNavItemActive(leads, '/admin')).toBe(false);
  });
});
