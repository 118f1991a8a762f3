import type { PaymentMethod } from '@app/shared';
import { useState } from 'react';
import { buttonClass } from '../../components/form-controls';
import { StatusBadge } from '../../components/status-badge';
import { site } from '../../config/site';
import { SaveCardForm } from './save-card-form';

function cardLabel(method: PaymentMethod): string {
  const brand = method.brand.charAt(0).toUpperCase() + method.brand.slice(1);
  return `${brand} •••• ${method.last4}`;
}

/** The card on file for renewals and top-ups, and the form to save another one. */
export function PaymentMethodSection({ method, isTestMode, currentYear }: { method: PaymentMethod | null; isTestMode: boolean; currentYear: number }) {
  const [isEditing, setIsEditing] = useState(false);
  return (
    <section aria-labelledby="card-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
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
        <p className="mt-3 text-slate-700">No card saved yet. Renewals and wallet top-ups are charged to the card you save here.</p>
      )}
      {isTestMode ? (
        <>
          <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
            Test mode — no real card is charged
          </p>
          {method && !isEditing ? (
            <button type="button" onClick={() => setIsEditing(true)} className={`${buttonClass('secondary', 'sm')} mt-4`}>
              Replace card
            </button>
          ) : (
            <div className="mt-4">
              <SaveCardForm currentYear={currentYear} onDone={() => setIsEditing(false)} />
            </div>
          )}
        </>
      ) : (
        <p className="mt-4 text-sm text-slate-700">
          To change the card on file, write to{' '}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${site.supportEmail}`}>
            {site.supportEmail}
          </a>{' '}
          and we will send you a secure link.
        </p>
      )}
    </section>
  );
}
