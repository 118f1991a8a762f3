import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type BillingOverview } from '@app/shared';
import type { StripeCardChangeEvent, StripeClient } from '../../lib/stripe-js';
import { CARD_FORM_LOAD_FAILED, StripeCardForm } from './stripe-card-form';

const SRC = 'https://js.stripe.com/v3/';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const overviewWithCard: BillingOverview = {
  subscription: null,
  payment_method: {
    id: 'pm_fake_123',
    brand: 'visa',
    last4: '4242',
    exp_month: 12,
    exp_year: 2031,
    is_test: true,
  },
  payments: [],
  credit_packs: [],
  credits_left: 0,
  credits_reset_at: null,
  wallet_balance: 0,
  billing_details: { billing_name: null, billing_address: null },
  payments_are_test_mode: false,
};

/** A stand-in for Stripe.js: a card element that mounts a plain box and records its listeners. */
function fakeStripe(createPaymentMethod: StripeClient['createPaymentMethod']) {
  let onChange: ((event: StripeCardChangeEvent) => void) | undefined;
  const card = {
    mount: vi.fn((container: HTMLElement) =>
      container.append(Object.assign(document.createElement('div'), { textContent: 'Stripe card fields' })),
    ),
    on: vi.fn((event: string, handler: (event: StripeCardChangeEvent) => void) => {
      if (event === 'change') onChange = handler;
    }),
    focus: vi.fn(),
    clear: vi.fn(),
    destroy: vi.fn(),
  };
  const client = {
    elements: () => ({ create: vi.fn(() => card) }),
    createPaymentMethod: vi.fn(createPaymentMethod),
    confirmCardPayment: vi.fn(),
  };
  window.Stripe = vi.fn(() => client as unknown as StripeClient);
  return { client, card, change: (event: StripeCardChangeEvent) => onChange?.(event) };
}

/** Each test uses its own key: the loader keeps one client per key for the whole visit. */
let keyCounter = 0;
function renderForm(onDone = vi.fn()) {
  keyCounter += 1;
  const client = new QueryClient({
    defaultOptions: { mutations: { retry: false }, queries: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <StripeCardForm publishableKey={`pk_test_form_${keyCounter}`} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onDone };
}

describe('StripeCardForm (the card number never reaches our server)', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.Stripe;
    document.querySelectorAll(`script[src="${SRC}"]`).forEach((script) => script.remove());
  });

  it('mounts the card element, creates a PaymentMethod and sends only its id', async () => {
    const stripe = fakeStripe(async () => ({ paymentMethod: { id: 'pm_fake_123' } }));
    const fetchMock = vi
      .fn()
      .mockResolvedValue(jsonResponse(200, { message: MESSAGES.edited, result: overviewWithCard }));
    vi.stubGlobal('fetch', fetchMock);
    const { user, onDone } = renderForm();

    expect(await screen.findByText('Stripe card fields')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Card details' })).toContainElement(
      screen.getByTestId('stripe-card-element'),
    );
    await user.type(screen.getByLabelText('Name on card'), 'Dana Whitfield');
    await user.click(screen.getByRole('button', { name: 'Save card' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(stripe.client.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: stripe.card,
      billing_details: { name: 'Dana Whitfield' },
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/billing/save-payment-method');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ payment_method_id: 'pm_fake_123' });
    expect(stripe.card.clear).toHaveBeenCalled();
  });

  it("shows Stripe's own message and sends nothing when the card is refused", async () => {
    fakeStripe(async () => ({ error: { type: 'card_error', message: 'Your card number is incomplete.' } }));
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderForm();
    await screen.findByText('Stripe card fields');
    await user.type(screen.getByLabelText('Name on card'), 'Dana Whitfield');
    await user.click(screen.getByRole('button', { name: 'Save card' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    expect(screen.getByRole('group', { name: 'Card details' })).toHaveAccessibleDescription(
      'Your card number is incomplete.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's field error under the card", async () => {
    fakeStripe(async () => ({ paymentMethod: { id: 'pm_fake_declined' } }));
    const problem = { path: 'body.payment_method_id', message: 'Your card was declined.' };
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse(400, { message: MESSAGES.addFailed, result: null, errors: [problem] }),
        ),
    );
    const { user } = renderForm();
    await screen.findByText('Stripe card fields');
    await user.type(screen.getByLabelText('Name on card'), 'Dana Whitfield');
    await user.click(screen.getByRole('button', { name: 'Save card' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Save card' })).toBeEnabled();
  });

  it('asks for the name on the card before calling Stripe', async () => {
    const stripe = fakeStripe(async () => ({ paymentMethod: { id: 'pm_unused' } }));
    const { user } = renderForm();
    await screen.findByText('Stripe card fields');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Enter the name on the card')).toBeInTheDocument();
    expect(stripe.client.createPaymentMethod).not.toHaveBeenCalled();
  });

  it("shows Stripe's live validation message while typing", async () => {
    const stripe = fakeStripe(async () => ({ paymentMethod: { id: 'pm_unused' } }));
    renderForm();
    await screen.findByText('Stripe card fields');
    stripe.change({ complete: false, empty: false, error: { message: 'Your card number is invalid.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is invalid.');
  });

  it('says so clearly, with the support email, when Stripe.js cannot load', async () => {
    renderForm();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the secure card form');
    document.querySelector(`script[src="${SRC}"]`)!.dispatchEvent(new Event('error'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CARD_FORM_LOAD_FAILED);
    expect(alert).toHaveTextContent(/Check your connection or write to support@/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
