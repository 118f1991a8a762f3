import { MESSAGES, type BillingOverview } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerQueryKeys } from '../../lib/customer-query-keys';
import { BillingDetailsSection } from './billing-details-section';

vi.mock('sonner', () => ({ toast: { success: vi.fn() } }));

type Details = BillingOverview['billing_details'];

const overview = (billing_details: Details): BillingOverview => ({
  subscription: null,
  payment_method: null,
  payments: [],
  payments_are_test_mode: true,
  billing_details,
  credit_packs: [],
  credits_left: 0,
  credits_reset_at: null,
  wallet_balance: 0,
});

function renderSection(details: Details, memberName: string | null = 'Morgan Reyes') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BillingDetailsSection details={details} memberName={memberName} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), client };
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const empty: Details = { billing_name: null, billing_address: null };

describe('BillingDetailsSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toast.success).mockReset();
  });

  it("says invoices go to the member's own name while none is set, and that changes apply from now on", () => {
    renderSection(empty);
    expect(screen.getByRole('heading', { level: 2, name: 'Billing details' })).toBeInTheDocument();
    expect(screen.getByText('Morgan Reyes')).toBeInTheDocument();
    expect(screen.getByText('No postal address')).toBeInTheDocument();
    expect(screen.getByText('Your own name, as no other name is set.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name on invoices')).toHaveValue('');
    expect(screen.getByLabelText('Name on invoices')).toHaveAccessibleDescription(
      'A person or a company. Empty means your own name, Morgan Reyes.',
    );
    expect(screen.getByText(/Applies to invoices issued from now on/)).toBeInTheDocument();
  });

  it('shows the saved name and address, line by line, and fills the form with them', () => {
    renderSection({ billing_name: 'Acme Homes LLC', billing_address: '1200 Main St\nCleveland, OH 44114' });
    expect(screen.getByText('Acme Homes LLC')).toBeInTheDocument();
    expect(screen.getByText('1200 Main St')).toBeInTheDocument();
    expect(screen.getByText('Cleveland, OH 44114')).toBeInTheDocument();
    expect(screen.queryByText('Your own name, as no other name is set.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name on invoices')).toHaveValue('Acme Homes LLC');
    expect(screen.getByLabelText('Postal address')).toHaveValue('1200 Main St\nCleveland, OH 44114');
  });

  it('refuses a name over 120 characters and an address over 6 lines without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderSection(empty);
    await user.type(screen.getByLabelText('Name on invoices'), 'A'.repeat(121));
    await user.type(
      screen.getByLabelText('Postal address'),
      '1{Enter}2{Enter}3{Enter}4{Enter}5{Enter}6{Enter}7',
    );
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(await screen.findByText('Name on invoices must be at most 120 characters')).toBeInTheDocument();
    expect(screen.getByText('Postal address may have at most 6 lines')).toBeInTheDocument();
    expect(screen.getByLabelText('Postal address')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the trimmed details, puts the new overview in the cache and says so in a toast', async () => {
    const saved = { billing_name: 'Acme Homes LLC', billing_address: '1200 Main St\nCleveland, OH 44114' };
    const fetchMock = vi
      .fn()
      .mockResolvedValue(jsonResponse(200, { message: MESSAGES.edited, result: overview(saved) }));
    vi.stubGlobal('fetch', fetchMock);
    const { user, client } = renderSection(empty);
    await user.type(screen.getByLabelText('Name on invoices'), '  Acme Homes LLC ');
    await user.type(screen.getByLabelText('Postal address'), '1200 Main St{Enter}Cleveland, OH 44114');
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Billing details saved. They apply to invoices issued from now on.',
      ),
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/billing/update-billing-details');
    expect(JSON.parse(String(init.body))).toEqual(saved);
    expect(client.getQueryData(customerQueryKeys.billing)).toEqual(overview(saved));
    expect(screen.getByLabelText('Name on invoices')).toHaveValue('Acme Homes LLC');
  });

  it('clearing both fields sends nulls: invoices go back to the own name and no address', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(jsonResponse(200, { message: MESSAGES.edited, result: overview(empty) }));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderSection({ billing_name: 'Acme Homes LLC', billing_address: '1200 Main St' });
    await user.clear(screen.getByLabelText('Name on invoices'));
    await user.clear(screen.getByLabelText('Postal address'));
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ billing_name: null, billing_address: null });
  });

  it("shows the server's field error under its field and keeps the toast back", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(400, {
          message: MESSAGES.editFailed,
          result: null,
          errors: [{ path: 'body.billing_name', message: 'Name on invoices must be at most 120 characters' }],
        }),
      ),
    );
    const { user } = renderSection(empty);
    await user.type(screen.getByLabelText('Name on invoices'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(await screen.findByText('Name on invoices must be at most 120 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Name on invoices')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.success).not.toHaveBeenCalled();
  });
});
