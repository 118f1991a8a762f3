import { MESSAGES, type DashboardData } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardOverview, isLowOnCredits } from './dashboard-overview';

const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const data: DashboardData = {
  credits_left: 0,
  credits_granted: 100,
  credits_reset_at: '2026-12-28T12:00:00.000Z',
  wallet_balance: 20,
  leads_taken_this_month: 100,
  new_leads_today: 3,
  subscription: {
    plan_id: 'plan-pro',
    plan_name: 'Pro',
    plan_occurance: 'monthly',
    status: 'active',
    renews_at: '2026-12-28T12:00:00.000Z',
    cancel_at_period_end: false,
    pending_plan_name: 'Basic (yearly)',
  },
};

function renderOverview(result: DashboardData) {
  vi.stubGlobal(
    'fetch',
    vi.fn().mockResolvedValue(jsonResponse({ message: MESSAGES.fetched, result, count: 12 })),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <DashboardOverview />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('DashboardOverview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the switch scheduled for the renewal beside the plan', async () => {
    renderOverview(data);
    const card = await screen.findByRole('region', { name: 'Subscription' });
    expect(card).toHaveTextContent('Switching to Basic (yearly) at your renewal on Dec 28, 2026.');
  });

  it('sends a member with no credits left to the credit packs', async () => {
    renderOverview(data);
    const card = await screen.findByRole('region', { name: 'Premium credits left' });
    expect(within(card).getByRole('link', { name: 'Buy more credits' })).toHaveAttribute(
      'href',
      '/billing#credit-packs',
    );
    expect(card).toHaveTextContent(
      "All used. Your plan's credits come back on Dec 28, 2026; a credit pack adds more now.",
    );
  });

  it('offers no pack without an active plan, nor while credits are plentiful', async () => {
    renderOverview({
      ...data,
      credits_left: 60,
      subscription: { ...data.subscription!, pending_plan_name: null },
    });
    const card = await screen.findByRole('region', { name: 'Premium credits left' });
    expect(within(card).queryByRole('link', { name: 'Buy more credits' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Subscription' })).not.toHaveTextContent('Switching to');
    expect(isLowOnCredits({ credits_left: 10, credits_granted: 100 })).toBe(true);
    expect(isLowOnCredits({ credits_left: 11, credits_granted: 100 })).toBe(false);
  });
});
