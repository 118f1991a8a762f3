import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type BillingOverview, type Plan } from '@app/shared';
import { PastDueBanner } from './past-due-banner';

vi.mock('sonner', () => ({ toast: { success: vi.fn() } }));

const plan = (name: string, price: number, occurrence: 'monthly' | 'yearly'): Plan => ({
  _id: `${name}-${occurrence}`,
  plan_name: name,
  plan_details: '',
  price,
  plan_occurance: occurrence,
  is_recommended: false,
  benefits: [],
  premium_credits: 25,
  entitlements: { saved_searches: 1, text_alerts: false, api_keys: 2, webhook_endpoints: 2, team_seats: 1 },
});

const overview = (pending: Plan | null): BillingOverview => ({
  subscription: {
    _id: 'sub-1',
    plan: plan('Pro', 299, 'monthly'),
    status: 'past_due',
    current_period_start: '2026-10-28T00:00:00.000Z',
    current_period_end: '2026-11-28T00:00:00.000Z',
    cancel_at_period_end: false,
    upcoming_price: null,
    pending_plan: pending,
  },
  payment_method: { id: 'pm_1', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031, is_test: true },
  payments: [],
  payments_are_test_mode: true,
  billing_details: { billing_name: null, billing_address: null },
  credit_packs: [],
  credits_left: 0,
  credits_reset_at: null,
  wallet_balance: 0,
});

function renderBanner(result: BillingOverview) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ message: MESSAGES.fetched, result }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PastDueBanner />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the past-due banner (issue 20.3: the amount before the charge)', () => {
  it('names what Pay now charges, to which card, for which plan', async () => {
    renderBanner(overview(null));
    expect(await screen.findByRole('button', { name: 'Pay $299.00 now' })).toBeEnabled();
    expect(
      screen.getByText(
        'Pay now charges $299.00 for the Pro plan (monthly) to your card ending in 4242; a new month starts today.',
      ),
    ).toBeInTheDocument();
  });

  it('charges the plan scheduled to take over, as the retry does', async () => {
    renderBanner(overview(plan('Basic', 990, 'yearly')));
    expect(await screen.findByRole('button', { name: 'Pay $990.00 now' })).toBeEnabled();
    expect(screen.getByText(/for the Basic plan \(yearly\).*a new year starts today\./)).toBeInTheDocument();
  });
});
