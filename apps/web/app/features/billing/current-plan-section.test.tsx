import { MESSAGES, type BillingOverview, type Plan } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planChangeToast } from './change-plan-form';
import { CurrentPlanSection } from './current-plan-section';

vi.mock('sonner', () => ({ toast: { success: vi.fn() } }));

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const plan = (
  id: string,
  name: string,
  occurrence: 'monthly' | 'yearly',
  price: number,
  credits: number,
): Plan => ({
  _id: id,
  plan_name: name,
  plan_details: '',
  price,
  plan_occurance: occurrence,
  is_recommended: false,
  benefits: [],
  premium_credits: credits,
  entitlements: { saved_searches: 1, text_alerts: false, api_keys: 2, webhook_endpoints: 2, team_seats: 1 },
});
const pro = plan('plan-pro', 'Pro', 'monthly', 249, 100);
const basicYearly = plan('plan-basic-y', 'Basic', 'yearly', 990, 25);

type Subscription = NonNullable<BillingOverview['subscription']>;
const subscription: Subscription = {
  _id: 'sub-1',
  plan: pro,
  status: 'active',
  current_period_start: '2026-11-28T12:00:00.000Z',
  current_period_end: '2026-12-28T12:00:00.000Z',
  cancel_at_period_end: false,
  upcoming_price: null,
  pending_plan: basicYearly,
};
const overview = (sub: Subscription): BillingOverview => ({
  subscription: sub,
  payment_method: null,
  payments: [],
  payments_are_test_mode: true,
  billing_details: { billing_name: null, billing_address: null },
  credit_packs: [],
  credits_left: 40,
  credits_reset_at: null,
  wallet_balance: 0,
});

function renderSection(sub: Subscription) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CurrentPlanSection subscription={sub} plans={[pro, basicYearly]} requestedPlanId={undefined} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('CurrentPlanSection: a switch scheduled for the renewal', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toast.success).mockReset();
  });

  it('names the plan and the date, and "Keep my current plan" undoes it with a toast naming both plans', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      jsonResponse(200, {
        message: MESSAGES.edited,
        result: overview({ ...subscription, pending_plan: null }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = renderSection(subscription);
    expect(
      screen.getByText('Switching to Basic (yearly) at your renewal on Dec 28, 2026'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Until then you keep Pro and its credits. From then $990 / year, 25 premium lead credits every month.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Keep my current plan' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('You keep Pro: the switch to Basic (yearly) is cancelled.'),
    );
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/billing/cancel-plan-change');
  });

  it('says the cancel dialog stops the scheduled switch too', async () => {
    // jsdom has <dialog> without its modal methods.
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    const user = renderSection(subscription);
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('alertdialog', { hidden: true });
    expect(
      within(dialog).getByText(
        'Your switch to Basic (yearly), scheduled for that renewal, does not happen either, unless you resume before then.',
      ),
    ).toBeInTheDocument();
  });

  it('shows no switch once the subscription is cancelled (nothing renews)', () => {
    renderSection({ ...subscription, cancel_at_period_end: true });
    expect(screen.queryByText(/Switching to/)).not.toBeInTheDocument();
  });
});

describe('planChangeToast', () => {
  const result = (
    change: {
      takes_effect: 'now' | 'renewal';
      charged: number;
      credits_granted: number;
      plan_name: string;
    },
    sub: Subscription,
  ) => ({
    ...overview(sub),
    plan_change: { ...change, effective_at: '2026-12-28T12:00:00.000Z' },
  });

  it('names the plan upgraded to, the amount charged and the credits added', () => {
    const basic = plan('plan-basic', 'Basic', 'monthly', 99, 25);
    expect(
      planChangeToast(
        result(
          { takes_effect: 'now', charged: 123.45, credits_granted: 75, plan_name: 'Pro' },
          {
            ...subscription,
            pending_plan: null,
          },
        ),
        basic,
      ),
    ).toBe('Upgraded to Pro: $123.45 charged, 75 credits added.');
  });

  it('names the plan that starts at the renewal, with its period when it differs', () => {
    expect(
      planChangeToast(
        result({ takes_effect: 'renewal', charged: 0, credits_granted: 0, plan_name: 'Basic' }, subscription),
        pro,
      ),
    ).toBe('Basic (yearly) starts at your renewal on Dec 28, 2026. Until then you keep Pro.');
  });
});
