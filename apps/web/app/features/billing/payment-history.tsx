import type { BillingOverview } from '@app/shared';
import { EmptyState } from '../../components/empty-state';
import { StatusBadge, type BadgeTone } from '../../components/status-badge';
import { formatDateTime } from '../../lib/format-date';
import { formatBalance } from '../../lib/format-money';

type Payment = BillingOverview['payments'][number];

const STATUS: Record<Payment['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'amber' },
  succeeded: { label: 'Paid', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
};

const KIND: Record<Payment['kind'], string> = {
  subscription: 'Subscription',
  topup: 'Wallet top-up',
  plan_change: 'Plan upgrade',
  credit_pack: 'Credit pack',
};

/** What the bank or the payment provider did to a paid charge afterwards (docs/product.md §14). */
const REVERSAL: Record<NonNullable<Payment['reversal']>, { label: string; tone: BadgeTone; note: string }> = {
  disputed: {
    label: 'Disputed',
    tone: 'amber',
    note: 'Disputed with your card issuer: what it paid for is reversed while the dispute is open.',
  },
  charged_back: {
    label: 'Charged back',
    tone: 'red',
    note: 'Charged back by your card issuer: what it paid for was reversed.',
  },
  refunded: {
    label: 'Refunded',
    tone: 'blue',
    note: 'Refunded to your card: what it paid for was reversed.',
  },
};

/** A paid charge's invoice: its signed PDF link opens in a new tab, where the browser can save it. */
function InvoiceLink({ invoice }: { invoice: NonNullable<Payment['invoice']> }) {
  return (
    <a
      href={invoice.pdf_url}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-0.5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline hover:text-brand-900"
    >
      <svg
        viewBox="0 0 24 24"
        className="h-4 w-4 shrink-0"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M7 3h7l5 5v13H7zm7 0v5h5M10 13h6m-6 4h4" />
      </svg>
      Invoice {invoice.number} (PDF)
    </a>
  );
}

/** Every charge: subscriptions, upgrades, credit packs and wallet top-ups, with why a failed one failed and a paid one's invoice. */
export function PaymentHistory({ payments }: { payments: Payment[] }) {
  return (
    <section aria-labelledby="payments-heading">
      <h2 id="payments-heading" className="mb-3 text-xl font-bold text-brand-900">
        Payment history
      </h2>
      {payments.length === 0 ? (
        <EmptyState title="No payments yet">
          Subscription charges, plan upgrades, credit packs paid by card and wallet top-ups will be listed
          here, with the reason if one fails.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
          {payments.map((payment) => (
            <li key={payment._id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink">{KIND[payment.kind]}</p>
                <p className="text-sm text-slate-600">{formatDateTime(payment.created_at)}</p>
                {payment.invoice && <InvoiceLink invoice={payment.invoice} />}
                {payment.failure_reason && <p className="text-sm text-red-700">{payment.failure_reason}</p>}
                {payment.reversal && (
                  <p className="text-sm text-slate-700">
                    {REVERSAL[payment.reversal].note} {formatBalance(payment.reversed_amount)} reversed.
                  </p>
                )}
              </div>
              <div className="flex items-center gap-3">
                <StatusBadge tone={STATUS[payment.status].tone}>{STATUS[payment.status].label}</StatusBadge>
                {payment.reversal && (
                  <StatusBadge tone={REVERSAL[payment.reversal].tone}>
                    {REVERSAL[payment.reversal].label}
                  </StatusBadge>
                )}
                <span className="font-semibold tabular-nums text-ink">{formatBalance(payment.amount)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
