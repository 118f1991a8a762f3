import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { customerQueryKeys } from '../../lib/customer-query-keys';
import { formatBalance, formatMoney } from '../../lib/format-money';

/** About 16 seconds: Stripe's webhook usually lands within two or three. */
const POLL_INTERVAL_MS = 2_000;
const POLL_ATTEMPTS = 8;

type Watch = { fromBalance: number; amount: number };
export type CreditWatchState = 'idle' | 'watching' | 'late';

/**
 * After the bank confirmed a top-up, the server credits the wallet when Stripe's webhook arrives,
 * a few seconds later. This refetches the wallet a few times until the balance rises, then says
 * so; if it has not by then, the caller explains that it will.
 */
export function useWalletCreditWatch(balance: number, intervalMs = POLL_INTERVAL_MS) {
  const queryClient = useQueryClient();
  const [watch, setWatch] = useState<Watch | null>(null);
  const [state, setState] = useState<CreditWatchState>('idle');

  useEffect(() => {
    if (!watch) return;
    let attempts = 0;
    const timer = window.setInterval(() => {
      attempts += 1;
      // The last refetch gets one interval to answer before the watch gives up.
      if (attempts > POLL_ATTEMPTS) {
        window.clearInterval(timer);
        setWatch(null);
        setState('late');
        return;
      }
      void queryClient.invalidateQueries({ queryKey: customerQueryKeys.wallet });
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [watch, queryClient, intervalMs]);

  useEffect(() => {
    if (!watch || balance <= watch.fromBalance) return;
    setWatch(null);
    setState('idle');
    toast.success(`${formatMoney(watch.amount)} added. Your balance is ${formatBalance(balance)}.`);
    void queryClient.invalidateQueries({ queryKey: customerQueryKeys.dashboard });
    void queryClient.invalidateQueries({ queryKey: customerQueryKeys.billing });
  }, [balance, watch, queryClient]);

  const start = useCallback((fromBalance: number, amount: number) => {
    setWatch({ fromBalance, amount });
    setState('watching');
  }, []);
  const reset = useCallback(() => {
    setWatch(null);
    setState('idle');
  }, []);

  return { state, start, reset } as const;
}
