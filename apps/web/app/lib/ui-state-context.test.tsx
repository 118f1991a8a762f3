import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UiStateProvider, useUiState } from './ui-state-context';

describe('UiStateProvider', () => {
  it('starts empty and takes SET_DASHBOARD_HEADER', () => {
    const { result } = renderHook(() => useUiState(), { wrapper: UiStateProvider });
    expect(result.current.state.dashboardHeader).toBe('');
    act(() => result.current.dispatch({ type: 'SET_DASHBOARD_HEADER', payload: 'Subscription Plans' }));
    expect(result.current.state.dashboardHeader).toBe('Subscription Plans');
  });

  it('refuses to be used outside the provider', () => {
    // React reports the thrown render error through console.error; that is the point of this test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useUiState())).toThrow(/UiStateProvider/);
  });
});
