import { useCallback, useEffect, useState } from 'react';
import { loadStripe, type StripeClient } from './stripe-js';

export type StripeJsState =
  | { status: 'loading'; stripe: null }
  | { status: 'ready'; stripe: StripeClient }
  | { status: 'failed'; stripe: null };

/**
 * Loads Stripe.js when the component that needs it mounts (in an effect: prerendering has no
 * window) and says where it stands. `retry` fetches the script again after a failure.
 */
export function useStripeJs(publishableKey: string) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<StripeJsState>({ status: 'loading', stripe: null });

  useEffect(() => {
    let isCurrent = true;
    setState({ status: 'loading', stripe: null });
    loadStripe(publishableKey).then(
      (stripe) => {
        if (isCurrent) setState({ status: 'ready', stripe });
      },
      (error: unknown) => {
        console.warn('Stripe.js could not load', error);
        if (isCurrent) setState({ status: 'failed', stripe: null });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [publishableKey, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
