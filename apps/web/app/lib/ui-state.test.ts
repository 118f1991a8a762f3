import { describe, expect, it } from 'vitest';
import { initialUiState, uiReducer, type UiAction } from './ui-state';

describe('uiReducer (docs/product.md §3 UI state)', () => {
  it('starts with an empty dashboard header and the first tab selected', () => {
    expect(initialUiState).toEqual({ dashboardHeader: '', selectedTab: { index: 0, subTabIndex: 0 } });
  });

  it('sets the dashboard header', () => {
    expect(
      uiReducer(initialUiState, { type: 'SET_DASHBOARD_HEADER', payload: 'Subscription Plans' })
        .dashboardHeader,
    ).toBe('Subscription Plans');
  });

  it('sets the selected tab and sub-tab', () => {
    const next = uiReducer(initialUiState, {
      type: 'SET_SELECTED_TAB',
      payload: { index: 2, subTabIndex: 1 },
    });
    expect(next.selectedTab).toEqual({ index: 2, subTabIndex: 1 });
  });

  it("throws 'Unexpected action: UI Context' for any other action", () => {
    expect(() => uiReducer(initialUiState, { type: 'RESET' } as unknown as UiAction)).toThrow(
      'Unexpected action: UI Context',
    );
  });
});
