import type { BillingOverview } from '@app/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentHistory } from './payment-history';

type Payment = BillingOverview['payments'][number];

const payment = (overrides: Partial<Payment>): Payment => ({
  _id: 'p1',
  kind: 'topup',
  amount: 100,
  status: 'succeeded',
  failure_reason: null,
  reversal: null,
  reversed_amount: 0,
  created_at: '2026-11-20T15:00:00.000Z',
  invoice: null,
  ...overrides,
});

const pdfUrl = 'https://app.example.com/api/v1/billing/download-invoice?id=abc&signature=' + 'a'.repeat(64);

describe('PaymentHistory', () => {
  it('links a paid charge to its invoice PDF, opened in a new tab', () => {
    render(
      <PaymentHistory
        payments={[payment({ _id: 'paid', invoice: { number: '2026-000012', pdf_url: pdfUrl } })]}
      />,
    );
    const link = screen.getByRole('link', { name: 'Invoice 2026-000012 (PDF)' });
    expect(link).toHaveAttribute('href', pdfUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows no invoice for a charge without one, such as a failed one', () => {
    render(
      <PaymentHistory
        payments={[
          payment({ _id: 'failed', status: 'failed', failure_reason: 'Your card was declined.' }),
          payment({ _id: 'paid', kind: 'subscription', invoice: { number: '2026-000013', pdf_url: pdfUrl } }),
        ]}
      />,
    );
    const [failed, paid] = screen.getAllByRole('listitem');
    expect(within(failed!).queryByRole('link')).not.toBeInTheDocument();
    expect(failed).toHaveTextContent('Your card was declined.');
    expect(failed).not.toHaveTextContent(/invoice/i);
    expect(within(paid!).getByRole('link')).toHaveAccessibleName('Invoice 2026-000013 (PDF)');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
