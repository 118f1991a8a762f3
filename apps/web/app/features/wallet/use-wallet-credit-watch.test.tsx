import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerQueryKeys } from '../../lib/customer-query-keys';
import { useWalletCreditWatch } from './use-wallet-credit-watch';

function setup(initialBalance: number) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue(undefined);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ balance }) => useWalletCreditWatch(balance, 1_000), {
    wrapper,
    initialProps: { balance: initialBalance },
  });
  const walletRefetches = () =>
    invalidate.mock.calls.filter(([filters]) => filters?.queryKey === customerQueryKeys.wallet).length;
  return { ...hook, walletRefetches };
}

describe('useWalletCreditWatch (funds appear once Stripe’s webhook credits the wallet)', () => {
  afterEach(() => vi.useRealTimers());

  it('refetches the wallet until the balance rises, then stops', () => {
    vi.useFakeTimers();
    const { result, rerender, walletRefetches } = setup(40);
    act(() => result.current.start(40, 100));
    expect(result.current.state).toBe('watching');
    act(() => vi.advanceTimersByTime(2_000));
    expect(walletRefetches()).toBe(2);

    rerender({ balance: 140 });
    expect(result.current.state).toBe('idle');
    act(() => vi.advanceTimersByTime(10_000));
    expect(walletRefetches()).toBe(2);
  });

  it('gives up after a few tries and says the funds are late', () => {
    vi.useFakeTimers();
    const { result, walletRefetches } = setup(40);
    act(() => result.current.start(40, 100));
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.state).toBe('late');
    expect(walletRefetches()).toBe(8);
  });
});
