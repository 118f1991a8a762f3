import { useEffect } from 'react';
import { useUiState } from './ui-state-context';

/** Sets the title in the customer area's header (docs/product.md §3, client UI state: dashboardHeader). */
export function useDashboardHeader(title: string): void {
  const { dispatch } = useUiState();
  useEffect(() => {
    dispatch({ type: 'SET_DASHBOARD_HEADER', payload: title });
  }, [dispatch, title]);
}
