import { createContext, useContext, useMemo, useReducer, type Dispatch, type ReactNode } from 'react';
import { initialUiState, uiReducer, type UiAction, type UiState } from './ui-state';

interface UiStateValue {
  state: UiState;
  dispatch: Dispatch<UiAction>;
}

const UiStateContext = createContext<UiStateValue | null>(null);

/** docs/product.md §3, client UI state (dashboard header, selected tab), shared by the pages under it. */
export function UiStateProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(uiReducer, initialUiState);
  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <UiStateContext.Provider value={value}>{children}</UiStateContext.Provider>;
}

export function useUiState(): UiStateValue {
  const value = useContext(UiStateContext);
  if (!value) throw new Error('useUiState must be used inside <UiStateProvider>');
  return value;
}
