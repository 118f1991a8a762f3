import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useUiState } from './ui-state-context';

/**
 * A customer-area page's title, named by its route module's `handle` so that the header is right
 * in the page's prerendered HTML, before any code runs (issue 24.1), and the same once it has.
 */
export interface DashboardHeaderHandle {
  dashboardHeader: string;
}

export const dashboardHeaderHandle = (title: string): DashboardHeaderHandle => ({ dashboardHeader: title });

/** The title the deepest matched route names; undefined where none does. */
export function useRouteDashboardHeader(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]!.handle as Partial<DashboardHeaderHandle> | undefined;
    if (handle?.dashboardHeader) return handle.dashboardHeader;
  }
  return undefined;
}

/**
 * Keeps the UI state's dashboardHeader (docs/product.md §3, client UI state) on the route's title,
 * and returns the title to show: the route's, else what the state holds.
 */
export function useDashboardHeader(): string {
  const { state, dispatch } = useUiState();
  const routeHeader = useRouteDashboardHeader();
  useEffect(() => {
    if (routeHeader) dispatch({ type: 'SET_DASHBOARD_HEADER', payload: routeHeader });
  }, [dispatch, routeHeader]);
  return routeHeader ?? (state.dashboardHeader || 'Dashboard');
}
