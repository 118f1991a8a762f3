import type { PaymentMethod } from '@app/shared';
import { useId, useState } from 'react';
import { FormAlert, buttonClass } from '../../components/form-controls';
import { LoadingRegion, Skeleton } from '../../components/skeleton';
import { formatDate } from '../../lib/format-date';
import { formatBalance, formatSignedMoney } from '../../lib/format-money';
import { fieldErrorText, serverErrorText } from '../../lib/server-error-text';
import { usePreviewCharge, type ChargeRequest, type OrderSummary as Summary } from './api/use-preview-charge';

/** 'Visa ending 4242', with ' (test card)' for the offline test cards. */
export function cardEnding(method: PaymentMethod): string {
  const brand = method.brand.charAt(0).toUpperCase() + method.brand.slice(1);
  return `${brand} ending ${method.last4}${method.is_test ? ' (test card)' : ''}`;
}

/** The confirm button says what it does and what it costs, so nobody pays by surprise. */
export function confirmLabelOf(summary: Summary): string {
  const pay = `Pay ${formatBalance(summary.total)}`;
  if (summary.action === 'subscribe') return summary.total > 0 ? `${pay} and subscribe` : 'Subscribe';
  if (summary.action === 'change_plan') {
    if (summary.takes_effect === 'renewal') return 'Switch at renewal';
    return summary.total > 0 ? `${pay} and upgrade` : 'Upgrade now';
  }
  return pay;
}

function periodText(summary: Summary): string | null {
  if (summary.takes_effect === 'renewal')
    return `Starts at your renewal on ${formatDate(summary.effective_at)}. Nothing is charged today.`;
  if (!summary.period_start || !summary.period_end) return null;
  const span = `${formatDate(summary.period_start)} to ${formatDate(summary.period_end)}`;
  if (summary.action === 'buy_credit_pack') return `Valid ${span}`;
  if (summary.action === 'change_plan') return `For the rest of this period: ${span}`;
  return `First period: ${span}`;
}

function PaidWith({ summary }: { summary: Summary }) {
  if (summary.pay_with === null) return null;
  const method =
    summary.pay_with === 'wallet'
      ? 'Your wallet'
      : summary.payment_method
        ? cardEnding(summary.payment_method)
        : 'No card saved';
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
      <dt className="text-slate-700">Paid with</dt>
      <dd className="font-semibold text-ink">{method}</dd>
    </div>
  );
}

interface OrderSummaryProps {
  /** The action to quote, as billing/preview-charge takes it. */
  request: ChargeRequest;
  /** Sends the action with the summary's total as expected_total; rejects with the API's error. */
  onConfirm: (expectedTotal: number) => Promise<unknown>;
  isConfirming: boolean;
  onBack: () => void;
  backLabel?: string;
  /** What to say when the charge fails without a reason from the server. */
  failureText: string;
}

/**
 * The order summary shown before every charge (issue 20.3): what is bought, for which period, each
 * line with the promo taken off, the total, the credits added now, the card or wallet, and a
 * confirm button that names the amount. The charge is sent with the total shown: when it is no
 * longer the total (a day went by, a promo was used meanwhile) nothing is charged (409), the
 * summary is asked for again and the member is told.
 */
export function OrderSummary({
  request,
  onConfirm,
  isConfirming,
  onBack,
  backLabel = 'Back',
  failureText,
}: OrderSummaryProps) {
  const preview = usePreviewCharge(request);
  const headingId = useId();
  const [error, setError] = useState<string | null>(null);
  const [changedNotice, setChangedNotice] = useState<string | null>(null);

  if (preview.isPending)
    return (
      <LoadingRegion label="Preparing your order summary">
        <Skeleton className="h-64" />
      </LoadingRegion>
    );
  if (preview.error)
    return (
      <div className="space-y-3">
        <FormAlert>{serverErrorText(preview.error, 'The order summary could not be prepared.')}</FormAlert>
        <button type="button" onClick={onBack} className={buttonClass('secondary')}>
          {backLabel}
        </button>
      </div>
    );

  const summary = preview.data;
  const needsCard = summary.pay_with === 'card' && summary.payment_method === null;
  const period = periodText(summary);
  // A switch at renewal quotes 'Due today: $0.00' as its one line; the total row says it already.
  const lines = summary.lines.filter((line) => summary.takes_effect === 'now' || line.amount !== 0);

  async function confirm() {
    setError(null);
    setChangedNotice(null);
    const shownTotal = summary.total;
    try {
      await onConfirm(shownTotal);
    } catch (failure) {
      if (fieldErrorText(failure, 'expected_total') === undefined) {
        setError(serverErrorText(failure, failureText));
        return;
      }
      const fresh = await preview.refetch();
      setChangedNotice(
        fresh.data
          ? `The total changed from ${formatBalance(shownTotal)} to ${formatBalance(fresh.data.total)} since this summary was made. Nothing was charged: check the summary again and confirm.`
          : serverErrorText(failure, failureText),
      );
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5">
      <h3 id={headingId} className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        Order summary
      </h3>
      <p className="mt-1 text-lg font-bold text-brand-900">{summary.title}</p>
      {period && <p className="text-sm text-slate-700">{period}</p>}

      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">What you pay</caption>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index} className="align-top">
              <th scope="row" className="py-1.5 pr-4 text-left font-normal text-slate-800">
                {line.label}
              </th>
              <td
                className={`whitespace-nowrap py-1.5 text-right tabular-nums ${line.amount < 0 ? 'font-semibold text-brand-700' : 'text-ink'}`}
              >
                {line.amount < 0 ? formatSignedMoney(line.amount) : formatBalance(line.amount)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-300">
          {summary.discount > 0 && (
            <>
              <tr>
                <th scope="row" className="pt-2 text-left font-normal text-slate-700">
                  Subtotal
                </th>
                <td className="pt-2 text-right tabular-nums text-ink">{formatBalance(summary.subtotal)}</td>
              </tr>
              <tr>
                <th scope="row" className="text-left font-normal text-slate-700">
                  Discount{summary.promo_code ? ` (${summary.promo_code})` : ''}
                </th>
                <td className="text-right tabular-nums text-brand-700">
                  {formatSignedMoney(-summary.discount)}
                </td>
              </tr>
            </>
          )}
          <tr>
            <th scope="row" className="pt-2 text-left text-base font-bold text-ink">
              {summary.takes_effect === 'renewal' ? 'Due today' : 'Total'}
            </th>
            <td className="pt-2 text-right text-base font-extrabold tabular-nums text-ink">
              {formatBalance(summary.total)}
            </td>
          </tr>
        </tfoot>
      </table>

      <dl className="mt-4 space-y-1.5 border-t border-slate-200 pt-3 text-sm">
        {summary.credits_now > 0 && (
          <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
            <dt className="text-slate-700">Premium credits added now</dt>
            <dd className="font-semibold text-ink">{summary.credits_now}</dd>
          </div>
        )}
        <PaidWith summary={summary} />
      </dl>

      {summary.notes.length > 0 && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {summary.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}

      {needsCard && (
        <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Save a card under Payment method first: this total is charged to it.
        </p>
      )}
      {changedNotice && (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
        >
          {changedNotice}
        </p>
      )}
      {error && (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      )}

      <div className="mt-5 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={isConfirming || preview.isFetching || needsCard}
          className={buttonClass('primary')}
        >
          {isConfirming ? 'Confirming...' : confirmLabelOf(summary)}
        </button>
        <button type="button" onClick={onBack} disabled={isConfirming} className={buttonClass('secondary')}>
          {backLabel}
        </button>
      </div>
    </section>
  );
}
