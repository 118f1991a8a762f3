import { MESSAGES, type Invoice } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvoicesView } from './invoices-view';

const invoice = (overrides: Partial<Invoice>): Invoice => ({
  _id: 'i1',
  number: '2026-000012',
  issued_at: '2026-11-20T15:00:00.000Z',
  description: 'Wallet top-up',
  period_start: null,
  period_end: null,
  subtotal: 100,
  discount: 0,
  promo_code: null,
  total: 100,
  billed_name: 'Acme Homes LLC',
  billed_email: 'morgan@example.com',
  pdf_url: 'https://app.example.com/api/v1/billing/download-invoice?id=i1&signature=' + 'a'.repeat(64),
  ...overrides,
});

const listResponse = (invoices: Invoice[], pageCount = 1) =>
  new Response(
    JSON.stringify({
      message: MESSAGES.fetched,
      result: invoices,
      pagination: { currentPage: 1, pageCount },
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <InvoicesView />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const requested = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.map(([url]) => String(url));

describe('InvoicesView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each invoice with its number, date, customer, amount, purpose and PDF link', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        listResponse([
          invoice({}),
          invoice({
            _id: 'i2',
            number: '2026-000011',
            description: 'Basic plan (monthly)',
            period_start: '2026-11-01T12:00:00.000Z',
            period_end: '2026-12-01T12:00:00.000Z',
            subtotal: 99,
            discount: 49.5,
            promo_code: 'WELCOME50',
            total: 49.5,
          }),
        ]),
      ),
    );
    renderAt('/admin/invoices');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('2026-000012');
    expect(rows[0]).toHaveTextContent('Acme Homes LLC');
    expect(rows[0]).toHaveTextContent('morgan@example.com');
    expect(rows[0]).toHaveTextContent('$100.00');
    expect(rows[0]).toHaveTextContent('Wallet top-up');
    expect(within(rows[0]!).getByRole('link', { name: 'Invoice 2026-000012 (PDF)' })).toHaveAttribute(
      'href',
      invoice({}).pdf_url,
    );
    expect(rows[1]).toHaveTextContent('Basic plan (monthly)');
    expect(rows[1]).toHaveTextContent('$99.00 less $49.50 (WELCOME50)');
    expect(rows[1]).toHaveTextContent(/Nov \d+, 2026 to (Nov 30|Dec 1), 2026/);
  });

  it('searches from the URL, and puts a new search in the URL from page 1', async () => {
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(listResponse([invoice({})], 3)));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderAt('/admin/invoices?search=acme&page=2');
    expect(await screen.findByLabelText('Search')).toHaveValue('acme');
    await waitFor(() =>
      expect(requested(fetchMock)).toContain('/api/v1/admin/get-invoices?page=2&search=acme'),
    );
    expect(screen.getByRole('navigation', { name: 'Pages of invoices' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), ' morgan@example.com ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/invoices?search=morgan%40example.com');
    await waitFor(() =>
      expect(requested(fetchMock)).toContain('/api/v1/admin/get-invoices?page=1&search=morgan%40example.com'),
    );
  });

  it('says when no invoice matches a search, and when there are none yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(() => Promise.resolve(listResponse([]))),
    );
    renderAt('/admin/invoices?search=nobody');
    expect(await screen.findByText('No invoice matches')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says there are no invoices yet when nothing was ever charged', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockImplementation(() => Promise.resolve(listResponse([]))),
    );
    renderAt('/admin/invoices');
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
  });
});
