import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StripeClient } from './stripe-js';

const SRC = 'https://js.stripe.com/v3/';
const stripeScripts = () => document.querySelectorAll<HTMLScriptElement>(`script[src="${SRC}"]`);

describe('useStripeJs', () => {
  beforeEach(() => {
    vi.resetModules();
    // The hook logs why the script failed; that warning is expected here.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    delete window.Stripe;
    stripeScripts().forEach((script) => script.remove());
  });

  it('is loading until the script arrives, then ready with the initialised client', async () => {
    const { useStripeJs } = await import('./use-stripe-js');
    const client = {} as StripeClient;
    const { result } = renderHook(() => useStripeJs('pk_test_123'));
    expect(result.current.status).toBe('loading');
    expect(stripeScripts()).toHaveLength(1);

    window.Stripe = vi.fn(() => client);
    act(() => {
      stripeScripts()[0]!.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.stripe).toBe(client);
    expect(window.Stripe).toHaveBeenCalledWith('pk_test_123');
  });

  it('turns to the error state when the script fails, and retry loads it again', async () => {
    const { useStripeJs } = await import('./use-stripe-js');
    const { result } = renderHook(() => useStripeJs('pk_test_123'));
    act(() => {
      stripeScripts()[0]!.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.stripe).toBeNull();
    expect(stripeScripts()).toHaveLength(0);

    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    expect(stripeScripts()).toHaveLength(1);
    window.Stripe = vi.fn(() => ({}) as StripeClient);
    act(() => {
      stripeScripts()[0]!.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });
});
