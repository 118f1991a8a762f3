import { MESSAGES, type BillingOverview, type OrderSummary as Summary } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { CreditPacksSection } from './credit-packs-section';
import { OrderSummary, confirmLabelOf } from './order-summary';

vi.mock('sonner', () => ({ toast: { success: vi.fn() } }));

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const visa = { id: 'pm_1', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, is_test: true };

const subscribeSummary: Summary = {
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
  payment_method: visa,
  notes: ['Renews automatically on December 28, 2026 at $99.00 per month until you cancel.'],
};

function withClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

describe('OrderSummary', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toast.success).mockReset();
  });

  it('shows every line with the promo taken off, the total, the credits and the card, and confirms with the total shown', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(jsonResponse(200, { message: MESSAGES.fetched, result: subscribeSummary }));
    vi.stubGlobal('fetch', fetchMock);
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    render(
      withClient(
        <OrderSummary
          request={{ action: 'subscribe', plan_id: 'plan-basic', promo_code: 'WELCOME50' }}
          onConfirm={onConfirm}
          isConfirming={false}
          onBack={vi.fn()}
          failureText="The subscription could not be started."
        />,
      ),
    );
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Basic plan (monthly)')).toBeInTheDocument();
    expect(within(summary).getByText('First period: Nov 28, 2026 to Dec 28, 2026')).toBeInTheDocument();
    const rows = within(summary)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Basic plan (monthly), first month$99.00',
      "WELCOME50: 50% off one month's worth−$49.50",
      'Subtotal$99.00',
      'Discount (WELCOME50)−$49.50',
      'Total$49.50',
    ]);
    expect(within(summary).getByText('Premium credits added now').nextSibling).toHaveTextContent('25');
    expect(within(summary).getByText('Visa ending 4242 (test card)')).toBeInTheDocument();
    expect(within(summary).getByText(/Renews automatically on December 28, 2026/)).toBeInTheDocument();

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/billing/preview-charge');
    expect(JSON.parse(String(init.body))).toEqual({
      action: 'subscribe',
      plan_id: 'plan-basic',
      promo_code: 'WELCOME50',
    });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay $49.50 and subscribe' }));
    expect(onConfirm).toHaveBeenCalledWith(49.5);
  });

  it('asks for the summary again when the total changed, and says so', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(200, { message: MESSAGES.fetched, result: subscribeSummary }))
      .mockResolvedValueOnce(
        jsonResponse(200, {
          message: MESSAGES.fetched,
          result: { ...subscribeSummary, lines: subscribeSummary.lines.slice(0, 1), discount: 0, total: 99 },
        }),
      );
    vi.stubGlobal('fetch', fetchMock);
    const onConfirm = vi
      .fn()
      .mockRejectedValue(
        new ApiError(409, 'Conflict', 'The total is now $99.00', [
          { path: 'body.expected_total', message: 'The total is now $99.00, not $49.50' },
        ]),
      );
    render(
      withClient(
        <OrderSummary
          request={{ action: 'subscribe', plan_id: 'plan-basic', promo_code: 'WELCOME50' }}
          onConfirm={onConfirm}
          isConfirming={false}
          onBack={vi.fn()}
          failureText="The subscription could not be started."
        />,
      ),
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay $49.50 and subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The total changed from $49.50 to $99.00 since this summary was made. Nothing was charged: check the summary again and confirm.',
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Pay $99.00 and subscribe' })).toBeEnabled();
    expect(screen.queryByText(/WELCOME50: 50% off/)).not.toBeInTheDocument();
  });

  it('cannot confirm a card payment without a card on file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(200, {
          message: MESSAGES.fetched,
          result: { ...subscribeSummary, payment_method: null },
        }),
      ),
    );
    render(
      withClient(
        <OrderSummary
          request={{ action: 'subscribe', plan_id: 'plan-basic' }}
          onConfirm={vi.fn()}
          isConfirming={false}
          onBack={vi.fn()}
          failureText="x"
        />,
      ),
    );
    expect(
      await screen.findByText('Save a card under Payment method first: this total is charged to it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $49.50 and subscribe' })).toBeDisabled();
  });

  it('names the action and the amount on the confirm button', () => {
    expect(confirmLabelOf({ ...subscribeSummary, action: 'change_plan', total: 123.45 })).toBe(
      'Pay $123.45 and upgrade',
    );
    expect(
      confirmLabelOf({ ...subscribeSummary, action: 'change_plan', takes_effect: 'renewal', total: 0 }),
    ).toBe('Switch at renewal');
    expect(confirmLabelOf({ ...subscribeSummary, action: 'buy_credit_pack', total: 45 })).toBe('Pay $45.00');
  });
});

const overview: BillingOverview = {
  subscription: {
    _id: 'sub-1',
    plan: {
      _id: 'plan-pro',
      plan_name: 'Pro',
      plan_details: '',
      price: 249,
      plan_occurance: 'monthly',
      is_recommended: true,
      benefits: [],
      premium_credits: 100,
      entitlements: {
        saved_searches: 1,
        text_alerts: false,
        api_keys: 2,
        webhook_endpoints: 2,
        team_seats: 1,
      },
    },
    status: 'active',
    current_period_start: '2026-11-28T12:00:00.000Z',
    current_period_end: '2026-12-28T12:00:00.000Z',
    cancel_at_period_end: false,
    upcoming_price: null,
    pending_plan: null,
  },
  payment_method: visa,
  payments: [],
  payments_are_test_mode: true,
  billing_details: { billing_name: null, billing_address: null },
  credit_packs: [
    { _id: 'pack-10', credits: 10, price: 45, price_per_credit: 4.5 },
    { _id: 'pack-50', credits: 50, price: 200, price_per_credit: 4 },
  ],
  credits_left: 0,
  credits_reset_at: '2026-12-28T12:00:00.000Z',
  wallet_balance: 100,
};

const packSummary: Summary = {
  action: 'buy_credit_pack',
  title: '10 premium credits',
  takes_effect: 'now',
  effective_at: '2026-12-01T12:00:00.000Z',
  period_start: '2026-12-01T12:00:00.000Z',
  period_end: '2026-12-28T12:00:00.000Z',
  lines: [{ label: 'Credit pack: 10 premium credits ($4.50 each)', amount: 45 }],
  promo_code: null,
  subtotal: 45,
  discount: 0,
  total: 45,
  credits_now: 10,
  pay_with: 'wallet',
  payment_method: null,
  notes: ['Paid from your wallet, which holds $100.00.'],
};

describe('CreditPacksSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toast.success).mockReset();
  });

  it('disables the wallet with the reason when it is short, and sends the confirmed total with an idempotency key', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('preview-charge')
        ? jsonResponse(200, { message: MESSAGES.fetched, result: packSummary })
        : jsonResponse(200, {
            message: MESSAGES.checkoutSuccess,
            result: {
              ...overview,
              credits_left: 10,
              wallet_balance: 55,
              credit_pack: {
                credits: 10,
                charged: 45,
                pay_with: 'wallet',
                valid_until: '2026-12-28T12:00:00.000Z',
              },
            },
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(withClient(<CreditPacksSection overview={overview} />));
    const user = userEvent.setup();
    const section = screen.getByRole('region', { name: 'Credit packs' });
    expect(section).toHaveTextContent('0 premium credits left; your credits reset on Dec 28, 2026.');

    await user.click(within(section).getByRole('radio', { name: /50 premium credits/ }));
    expect(within(section).getByRole('radio', { name: /Wallet/ })).toBeDisabled();
    expect(section).toHaveTextContent('Your wallet holds $100.00; this pack costs $200.00.');

    await user.click(within(section).getByRole('radio', { name: /10 premium credits/ }));
    await user.click(within(section).getByRole('radio', { name: /Wallet/ }));
    await user.click(within(section).getByRole('button', { name: 'Review order' }));
    await user.click(await within(section).findByRole('button', { name: 'Pay $45.00' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('10 premium credits added, valid until Dec 28, 2026.'),
    );
    const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/billing/buy-credit-pack');
    expect(JSON.parse(String(init.body))).toEqual({
      pack_id: 'pack-10',
      pay_with: 'wallet',
      expected_total: 45,
    });
    expect(new Headers(init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says packs come with a plan when there is none', () => {
    render(
      withClient(<CreditPacksSection overview={{ ...overview, subscription: null, credit_packs: [] }} />),
    );
    expect(screen.getByRole('region', { name: 'Credit packs' })).toHaveTextContent(
      "Credit packs come with a plan: once you subscribe, you can buy extra premium credits here whenever the month's run out.",
    );
  });
});
