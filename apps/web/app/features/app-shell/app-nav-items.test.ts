import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from '../../config/public-paths';
import { APP_NAV_ITEMS, isAppNavItemActive } from './app-nav-items';

const item = (label: string) => APP_NAV_ITEMS.find((entry) => entry.label === label)!;

describe('customer area menu', () => {
  it('lists the entries in order', () => {
    expect(APP_NAV_ITEMS.map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Marketplace',
      'Purchased',
      'Pipeline',
      'ROI',
      'Team',
      'Wallet',
      'Billing',
      'Requests',
      'Account',
    ]);
    expect(item('Purchased').children?.map((child) => child.label)).toEqual([
      'Premium Leads',
      'Exclusive Leads',
    ]);
  });
  it('highlights Dashboard on its tabs but not on the marketplace', () => {
    expect(isAppNavItemActive(item('Dashboard'), '/dashboard')).toBe(true);
    expect(isAppNavItemActive(item('Dashboard'), '/dashboard/plans')).toBe(true);
    expect(isAppNavItemActive(item('Dashboard'), '/dashboard/pipeline')).toBe(false);
    expect(isAppNavItemActive(item('Pipeline'), '/dashboard/pipeline')).toBe(true);
    expect(isAppNavItemActive(item('ROI'), '/dashboard/roi')).toBe(true);
    expect(isAppNavItemActive(item('Dashboard'), '/dashboard/roi')).toBe(false);
    expect(isAppNavItemActive(item('Dashboard'), '/dashboard/marketplace')).toBe(false);
    expect(isAppNavItemActive(item('Marketplace'), '/dashboard/marketplace')).toBe(true);
  });
  it('highlights Purchased on both of its pages', () => {
    expect(isAppNavItemActive(item('Purchased'), '/purchased-leads/exclusive-leads')).toBe(true);
    expect(isAppNavItemActive(item('Purchased'), '/purchased-leads/get-purchased-premium-leads/')).toBe(true);
    expect(isAppNavItemActive(item('Wallet'), '/purchased-leads/exclusive-leads')).toBe(false);
  });
  it('keeps every member page out of the prerendered public pages', () => {
    const memberPaths = APP_NAV_ITEMS.flatMap((entry) => [
      entry.href,
      ...(entry.children ?? []).map((child) => child.href),
    ]);
    const authPaths = [
      '/login',
      '/sign-up',
      '/verify-email',
      '/forgot-password',
      '/reset-password',
      '/confirm-email',
      '/confirm-newsletter',
      '/dashboard/plans',
    ];
    for (const path of [...memberPaths, ...authPaths])
      expect(PUBLIC_PATHS as readonly string[]).not.toContain(path);
  });
});
