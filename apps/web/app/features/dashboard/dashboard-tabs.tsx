import { useEffect } from 'react';
import { Link } from 'react-router';
import { useUiState } from '../../lib/ui-state-context';

/** docs/product.md §2.5 and §3: the dashboard's tabs; the plans tab puts 'Subscription Plans' in the header. */
export const DASHBOARD_TABS = [
  { label: 'Overview', href: '/dashboard', header: 'Dashboard' },
  { label: 'Plans', href: '/dashboard/plans', header: 'Subscription Plans' },
] as const;

/** Index of the tab a path shows. */
export function dashboardTabIndex(pathname: string): number {
  return pathname.replace(/\/+$/, '') === '/dashboard/plans' ? 1 : 0;
}

/**
 * Tabs driven by the UI state's selectedTab.index; the header title follows dashboardHeader.
 * The URL decides on load (a bookmark of /dashboard/plans opens the Plans tab).
 */
export function DashboardTabs({ pathname }: { pathname: string }) {
  const { state, dispatch } = useUiState();
  const urlIndex = dashboardTabIndex(pathname);

  useEffect(() => {
    dispatch({ type: 'SET_SELECTED_TAB', payload: { index: urlIndex } });
  }, [dispatch, urlIndex]);

  const selected = state.selectedTab.index;
  useEffect(() => {
    const tab = DASHBOARD_TABS[selected] ?? DASHBOARD_TABS[0];
    dispatch({ type: 'SET_DASHBOARD_HEADER', payload: tab.header });
  }, [dispatch, selected]);

  return (
    <nav aria-label="Dashboard sections" className="mb-6 border-b border-slate-200">
      <ul className="-mb-px flex gap-2">
        {DASHBOARD_TABS.map((tab, index) => {
          const isSelected = index === selected;
          return (
            <li key={tab.href}>
              <Link
                to={tab.href}
                aria-current={isSelected ? 'page' : undefined}
                onClick={() => dispatch({ type: 'SET_SELECTED_TAB', payload: { index } })}
                className={`inline-block border-b-2 px-4 py-2.5 font-semibold transition-colors ${
                  isSelected
                    ? 'border-brand-600 text-brand-900'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-ink'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
