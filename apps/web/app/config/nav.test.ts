import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, isNavItemActive } from './nav';

const item = (label: string) => {
  const found = NAV_ITEMS.find((navItem) => navItem.label === label);
  if (!found) throw new Error(`No nav item ${label}`);
  return found;
};

describe('NAV_ITEMS (docs/product.md §2.2)', () => {
  it('lists Home, Premium Leads, Exclusive Leads and Pricing with their hrefs', () => {
    expect(NAV_ITEMS).toEqual([
      { href: '/#home', label: 'Home', isHashLink: true },
      { href: '/premiumleads', label: 'Premium Leads', isHashLink: false },
      { href: '/exclusiveleads', label: 'Exclusive Leads', isHashLink: false },
      { href: '/#pricing', label: 'Pricing', isHashLink: true },
    ]);
  });
});

describe('isNavItemActive', () => {
  it('highlights a page link on its own path only', () => {
    expect(isNavItemActive(item('Premium Leads'), '/premiumleads', '')).toBe(true);
    expect(isNavItemActive(item('Premium Leads'), '/premiumleads/', '')).toBe(true);
    expect(isNavItemActive(item('Premium Leads'), '/exclusiveleads', '')).toBe(false);
  });

  it('compares the hash for hash links', () => {
    expect(isNavItemActive(item('Pricing'), '/', '#pricing')).toBe(true);
    expect(isNavItemActive(item('Home'), '/', '#pricing')).toBe(false);
    expect(isNavItemActive(item('Home'), '/', '#home')).toBe(true);
  });

  it('treats the home page without a hash as Home', () => {
    expect(isNavItemActive(item('Home'), '/', '')).toBe(true);
    expect(isNavItemActive(item('Pricing'), '/', '')).toBe(false);
  });

  it('highlights no hash link on other pages', () => {
    expect(isNavItemActive(item('Home'), '/faq', '#home')).toBe(false);
    expect(isNavItemActive(item('Pricing'), '/faq', '#pricing')).toBe(false);
  });
});
