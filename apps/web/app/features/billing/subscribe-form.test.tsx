import { MESSAGES, type Plan } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubscribeForm } from './subscribe-form';

vi.mock('sonner', () => ({ toast: { success: vi.fn() } }));

const basic: Plan = {
  _id: '7b0c1f4e-2a57-4c8e-9d3b-5a1f0e2c9b11',
  plan_name: 'Basic',
  plan_details: '',
  price: 99,
  plan_occurance: 'monthly',
  is_recommended: true,
  benefits: [],
  premium_credits: 25,
  entitlements: { saved_searches: 1, text_alerts: false, api_keys: 2, webhook_endpoints: 2, team_seats: 1 },
};

describe('SubscribeForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a promo code the order summary refuses under its field, and stays on the form', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = vi.fn().mockResolvedValue(
      new Response(
        JSON.stringify({
          message: MESSAGES.editFailed,
          result: null,
          errors: [{ path: 'body.promo_code', message: 'WELCOME50 has already been used with this card' }],
        }),
        { status: 409, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SubscribeForm plans={[basic]} initialPlanId={undefined} hasCard />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Promo code/), 'WELCOME50');
    await user.click(screen.getByRole('button', { name: 'Review order' }));

    expect(await screen.findByText('WELCOME50 has already been used with this card')).toBeInTheDocument();
    expect(screen.getByLabelText(/Promo code/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: 'Order summary' })).not.toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/billing/preview-charge');
    expect(JSON.parse(String(init.body))).toEqual({
      action: 'subscribe',
      plan_id: '7b0c1f4e-2a57-4c8e-9d3b-5a1f0e2c9b11',
      promo_code: 'WELCOME50',
    });
  });

  it('goes back to the form with the message under the code when the payment refuses it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const message =
      'WELCOME50 was already redeemed with this email address, card or payment account: it is one per person.';
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('preview-charge')
        ? new Response(
            JSON.stringify({
              message: MESSAGES.fetched,
              result: {
                action: 'subscribe',
                title: 'Basic plan (monthly)',
                takes_effect: 'now',
                effective_at: '2026-11-28T12:00:00.000Z',
                period_start: '2026-11-28T12:00:00.000Z',
                period_end: '2026-12-28T12:00:00.000Z',
                lines: [
                  { label: 'Basic plan (monthly), first month', amount: 99 },
                  { label: "WELCOME50: 50% off one month's worth", amount: -49.5 },
                ],
                promo_code: 'WELCOME50',
                subtotal: 99,
                discount: 49.5,
                total: 49.5,
                credits_now: 25,
                pay_with: 'card',
                payment_method: {
                  id: 'pm_1',
                  brand: 'visa',
                  last4: '4242',
                  exp_month: 12,
                  exp_year: 2030,
                  is_test: true,
                },
                notes: [],
              },
            }),
            { status: 200, headers: { 'Content-Type': 'application/json' } },
          )
        : new Response(
            JSON.stringify({
              message: MESSAGES.editFailed,
              result: null,
              errors: [{ path: 'body.promo_code', message }],
            }),
            { status: 409, headers: { 'Content-Type': 'application/json' } },
          ),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <SubscribeForm plans={[basic]} initialPlanId={undefined} hasCard />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Promo code/), 'WELCOME50');
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    await user.click(await screen.findByRole('button', { name: 'Pay $49.50 and subscribe' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Promo code/)).toHaveValue('WELCOME50');
    expect(screen.queryByRole('region', { name: 'Order summary' })).not.toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/billing/create-subscription');
    expect(JSON.parse(String(init.body))).toMatchObject({ promo_code: 'WELCOME50', expected_total: 49.5 });
  });

  it('opens the order summary of a plan chosen on a pricing card (/billing?plan=)', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      new Response(JSON.stringify({ message: MESSAGES.editFailed, result: null, errors: [] }), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SubscribeForm plans={[basic]} initialPlanId={basic._id} hasCard />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Review order' })).not.toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/billing/preview-charge');
    expect(JSON.parse(String(init.body))).toEqual({ action: 'subscribe', plan_id: basic._id });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Back to plans' }));
    expect(screen.getByRole('button', { name: 'Review order' })).toBeInTheDocument();
  });
});
