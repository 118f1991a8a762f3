import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from '../../config/public-paths';
import { APP_NAV_ITEMS, isAppNavItemActive } from './app-nav-items';

const purchased = APP_NAV_ITEMS.find((entry) => entry.label === 'Purchased')!;
const premium = purchased.children?.find((child) => child.label === 'Premium Leads');

describe('customer area menu: lead delivery (issue "Lead delivery")', () => {
  it('puts the delivery pages under Purchased → Premium Leads, as /docs describes', () => {
    expect(premium?.children?.map((child) => child.label)).toEqual([
      'API Keys',
      'Connect Webhook',
      'Connect Sheet',
      'Connect Go High Level',
    ]);
  });

  it('highlights Purchased on the delivery pages, which stay out of the public prerender', () => {
    for (const child of premium?.children ?? []) {
      expect(isAppNavItemActive(purchased, child.href)).toBe(true);
      expect(PUBLIC_PATHS as readonly string[]).not.toContain(child.href);
    }
  });
});
