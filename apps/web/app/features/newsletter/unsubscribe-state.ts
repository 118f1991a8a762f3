import { UI_TEXT } from '@app/shared';

/**
 * docs/product.md §4, Unsubscribe: idle → loading (prior error cleared, success reset) → success
 * (truthy result, error cleared; the button stays disabled) or back to idle with an error
 * (falsy result: the catalogue text; thrown error: the server's message).
 * The re-subscribe offer after success has its own small cycle beside it.
 */
export interface UnsubscribeState {
  status: 'idle' | 'loading' | 'success';
  error: string | null;
  resubscribe: 'idle' | 'loading' | 'done';
  resubscribeError: string | null;
}

export type UnsubscribeAction =
  | { type: 'submitted' }
  | { type: 'resolved'; result: boolean }
  | { type: 'rejected'; message: string }
  | { type: 'resubscribeSubmitted' }
  | { type: 'resubscribeResolved'; result: boolean }
  | { type: 'resubscribeRejected'; message: string };

export const RESUBSCRIBE_FAILED = 'We could not subscribe you again. Please try again.';

export const initialUnsubscribeState: UnsubscribeState = {
  status: 'idle',
  error: null,
  resubscribe: 'idle',
  resubscribeError: null,
};

export function unsubscribeReducer(state: UnsubscribeState, action: UnsubscribeAction): UnsubscribeState {
  switch (action.type) {
    case 'submitted':
      // A running call or a finished unsubscribe keeps the button disabled: nothing to start.
      if (state.status !== 'idle') return state;
      return { ...initialUnsubscribeState, status: 'loading' };
    case 'resolved':
      if (state.status !== 'loading') return state;
      return action.result
        ? { ...state, status: 'success', error: null }
        : { ...state, status: 'idle', error: UI_TEXT.unsubscribeFailed };
    case 'rejected':
      if (state.status !== 'loading') return state;
      return { ...state, status: 'idle', error: action.message };
    case 'resubscribeSubmitted':
      if (state.status !== 'success' || state.resubscribe !== 'idle') return state;
      return { ...state, resubscribe: 'loading', resubscribeError: null };
    case 'resubscribeResolved':
      if (state.resubscribe !== 'loading') return state;
      // The link is on its way (double opt-in): the form is usable again, should they change their mind.
      return action.result
        ? { ...initialUnsubscribeState, resubscribe: 'done' }
        : { ...state, resubscribe: 'idle', resubscribeError: RESUBSCRIBE_FAILED };
    case 'resubscribeRejected':
      if (state.resubscribe !== 'loading') return state;
      return { ...state, resubscribe: 'idle', resubscribeError: action.message };
  }
}

/** docs/product.md §2.7: 'Loading...' while the call runs, 'Unsubscribed' when done, otherwise 'Unsubscribe'. */
export function unsubscribeButtonText(status: UnsubscribeState['status']): string {
  if (status === 'loading') return UI_TEXT.loading;
  if (status === 'success') return UI_TEXT.unsubscribeDone;
  return UI_TEXT.unsubscribeIdle;
}
