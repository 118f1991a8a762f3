import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type Plan } from '@app/shared';
import { usePlans } from './use-plans';

const plan = (id: string, occurrence: 'monthly' | 'yearly', price: number): Plan => ({
  _id: id,
  plan_name: `Plan ${id}`,
  plan_details: 'Fresh premium motivated-seller leads every month.',
  price,
  plan_occurance: occurrence,
  is_recommended: false,
  benefits: [{ id: '1', benefit: '25 premium lead credits every month' }],
  premium_credits: 25,
  entitlements: { saved_searches: 1, text_alerts: false, api_keys: 2, webhook_endpoints: 2, team_seats: 1 },
});
const MONTHLY = [plan('m1', 'monthly', 99)];
const YEARLY = [plan('y1', 'yearly', 990)];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

describe('usePlans', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('asks for the billing period it is given', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { message: MESSAGES.fetched, result: MONTHLY }));
    const { result } = renderHook(() => usePlans('monthly'), { wrapper: wrapper() });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.plans).toEqual(MONTHLY));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/plan/getplans?plan_occurance=monthly');
  });

  it('refetches when the toggle changes', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { message: MESSAGES.fetched, result: MONTHLY }))
      .mockResolvedValueOnce(json(200, { message: MESSAGES.fetched, result: YEARLY }));
    const { result, rerender } = renderHook(({ occurrence }) => usePlans(occurrence), {
      wrapper: wrapper(),
      initialProps: { occurrence: 'monthly' as 'monthly' | 'yearly' },
    });
    await waitFor(() => expect(result.current.plans).toEqual(MONTHLY));
    rerender({ occurrence: 'yearly' });
    await waitFor(() => expect(result.current.plans).toEqual(YEARLY));
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api/v1/plan/getplans?plan_occurance=yearly');
  });

  it('keeps the old list and logs the error when the new period fails', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { message: MESSAGES.fetched, result: MONTHLY }))
      .mockResolvedValueOnce(json(500, { message: MESSAGES.error, result: null }));
    const { result, rerender } = renderHook(({ occurrence }) => usePlans(occurrence), {
      wrapper: wrapper(),
      initialProps: { occurrence: 'monthly' as 'monthly' | 'yearly' },
    });
    await waitFor(() => expect(result.current.plans).toEqual(MONTHLY));
    rerender({ occurrence: 'yearly' });
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('Plans (yearly) could not be loaded'),
        expect.anything(),
      ),
    );
    expect(result.current.plans).toEqual(MONTHLY);
    expect(result.current.hasNoPlans).toBe(false);
  });

  it('says there is nothing to show when the very first request fails', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { message: MESSAGES.error, result: null }));
    const { result } = renderHook(() => usePlans('monthly'), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.hasNoPlans).toBe(true));
    expect(result.current.plans).toEqual([]);
  });
});
