import type { PaymentMethod } from '@app/shared';
import { useCallback, useState } from 'react';
import { buttonClass } from '../../components/form-controls';
import { StatusBadge } from '../../components/status-badge';
import { site } from '../../config/site';
import { SaveCardForm } from './save-card-form';
import { StripeCardForm } from './stripe-card-form';

function cardLabel(method: PaymentMethod): string {
  const brand = method.brand.charAt(0).toUpperCase() + method.brand.slice(1);
  return `${brand} •••• ${method.last4}`;
}

/** Stripe mode without a publishable key in the build: say so instead of a form that cannot work. */
function CardEntryNotConfigured() {
  return (
    <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      Card entry is not configured on this site, so a card cannot be added here. Write to{' '}
      <a className="font-semibold underline" href={`mailto:${site.supportEmail}`}>
        {site.supportEmail}
      </a>{' '}
      and we will help you put a card on file.
    </p>
  );
}

interface CardEntryProps {
  isTestMode: boolean;
  currentYear: number;
  onDone: () => void;
  onCancel: (() => void) | undefined;
}

/** Offline test mode keeps the labelled test-card form; Stripe mode uses Stripe Elements. */
function CardEntry({ isTestMode, currentYear, onDone, onCancel }: CardEntryProps) {
  if (isTestMode) {
    return (
      <>
        <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
          Test mode — no real card is charged
        </p>
        <div className="mt-4">
          <SaveCardForm currentYear={currentYear} onDone={onDone} onCancel={onCancel} />
        </div>
      </>
    );
  }
  return (
    <div className="mt-4">
      {site.stripePublishableKey ? (
        <StripeCardForm publishableKey={site.stripePublishableKey} onDone={onDone} onCancel={onCancel} />
      ) : (
        <CardEntryNotConfigured />
      )}
    </div>
  );
}

/** The card on file for renewals and top-ups, and the form to save another one. */
export function PaymentMethodSection({
  method,
  isTestMode,
  currentYear,
}: {
  method: PaymentMethod | null;
  isTestMode: boolean;
  currentYear: number;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const stopEditing = useCallback(() => setIsEditing(false), []);
  const canEnterCard = isTestMode || Boolean(site.stripePublishableKey);
  return (
    <section
      aria-labelledby="card-heading"
      className="min-w-0 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="card-heading" className="text-xl font-bold text-brand-900">
        Payment method
      </h2>
      {method ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="font-mono text-lg font-semibold text-ink">{cardLabel(method)}</p>
          <span className="text-sm text-slate-700">
            expires {String(method.exp_month).padStart(2, '0')}/{method.exp_year}
          </span>
          {method.is_test && <StatusBadge tone="amber">test card</StatusBadge>}
        </div>
      ) : (
        <p className="mt-3 text-slate-700">
          No card saved yet. Renewals and wallet top-ups are charged to the card you save here.
        </p>
      )}
      {method && !isEditing && canEnterCard ? (
        <>
          {isTestMode && (
            <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
              Test mode — no real card is charged
            </p>
          )}
          <button
            type="button"
            onClick={() => setIsEditing(true)}
            className={`${buttonClass('secondary', 'sm')} mt-4`}
          >
            Replace card
          </button>
        </>
      ) : (
        <CardEntry
          isTestMode={isTestMode}
          currentYear={currentYear}
          onDone={stopEditing}
          onCancel={method ? stopEditing : undefined}
        />
      )}
    </section>
  );
}
