import { UI_TEXT } from '@app/shared';

/** docs/product.md §3: client UI state, dashboardHeader initially empty, selectedTab {index, subTabIndex} at 0. */
export interface UiState {
  dashboardHeader: string;
  selectedTab: { index: number; subTabIndex: number };
}

export type UiAction =
  | { type: 'SET_DASHBOARD_HEADER'; payload: string }
  | { type: 'SET_SELECTED_TAB'; payload: { index: number; subTabIndex?: number } };

export const initialUiState: UiState = { dashboardHeader: '', selectedTab: { index: 0, subTabIndex: 0 } };

/** Any other action throws 'Unexpected action: UI Context' (docs/product.md §8). */
export function uiReducer(state: UiState, action: UiAction): UiState {
  switch (action.type) {
    case 'SET_DASHBOARD_HEADER':
      return { ...state, dashboardHeader: action.payload };
    case 'SET_SELECTED_TAB':
      return {
        ...state,
        selectedTab: { index: action.payload.index, subTabIndex: action.payload.subTabIndex ?? 0 },
      };
    default:
      throw new Error(UI_TEXT.unexpectedUiAction);
  }
}
