import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormAlert, TextField, buttonClass } from '../../components/form-controls';
import { Skeleton } from '../../components/skeleton';
import { site } from '../../config/site';
import { fieldErrorText, serverErrorText } from '../../lib/server-error-text';
import type { StripeCardElement, StripeClient } from '../../lib/stripe-js';
import { useCurrentUser } from '../../lib/use-current-user';
import { useStripeJs } from '../../lib/use-stripe-js';
import { useSavePaymentMethod } from './api/use-billing-action';

export const CARD_FORM_LOAD_FAILED = 'The secure card form could not load.';

/** Stripe draws the card fields in its own iframe; this matches them to our inputs (app.css). */
const CARD_STYLE = {
  base: {
    color: '#0f1b2d',
    fontFamily:
      "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    fontSize: '16px',
    '::placeholder': { color: '#64748b' },
  },
  invalid: { color: '#b91c1c', iconColor: '#b91c1c' },
};

interface StripeCardFormProps {
  /** site.stripePublishableKey, passed in so the form can be tested without a build-time key. */
  publishableKey: string;
  onDone?: () => void;
  onCancel?: () => void;
}

/**
 * The card form when payments go through Stripe (docs/product.md §11): Stripe Elements collects
 * the card in the browser, `createPaymentMethod` turns it into a PaymentMethod, and only its id
 * goes to billing/save-payment-method. The card number never reaches our server.
 */
export function StripeCardForm({ publishableKey, onDone, onCancel }: StripeCardFormProps) {
  const stripeJs = useStripeJs(publishableKey);
  if (stripeJs.status === 'ready')
    return <CardEntryForm stripe={stripeJs.stripe} onDone={onDone} onCancel={onCancel} />;
  if (stripeJs.status === 'failed') {
    return (
      <div className="space-y-3">
        <FormAlert>
          {CARD_FORM_LOAD_FAILED} Check your connection or write to{' '}
          <a className="underline" href={`mailto:${site.supportEmail}`}>
            {site.supportEmail}
          </a>
          .
        </FormAlert>
        <button type="button" onClick={stripeJs.retry} className={buttonClass('secondary', 'sm')}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <div role="status" className="space-y-3">
      <p className="text-sm text-slate-700">Loading the secure card form…</p>
      <Skeleton className="h-12" />
    </div>
  );
}

function CardEntryForm({
  stripe,
  onDone,
  onCancel,
}: {
  stripe: StripeClient;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const ids = useId();
  const labelId = `${ids}-card-label`;
  const errorId = `${ids}-card-error`;
  const mountRef = useRef<HTMLDivElement | null>(null);
  const [card, setCard] = useState<StripeCardElement | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const user = useCurrentUser().data;
  const [typedName, setTypedName] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const name = typedName ?? user?.name ?? '';

  useEffect(() => {
    const container = mountRef.current;
    if (!container) return;
    const element = stripe.elements().create('card', { style: CARD_STYLE });
    element.mount(container);
    // Stripe's own messages, written for the cardholder ('Your card number is incomplete.').
    element.on('change', (event) => setCardError(event.error?.message ?? null));
    setCard(element);
    return () => {
      element.destroy();
      setCard(null);
    };
  }, [stripe]);

  const mutation = useSavePaymentMethod((overview) => {
    const saved = overview.payment_method;
    toast.success(saved ? `Card ending in ${saved.last4} saved.` : 'Card saved.');
    card?.clear();
    onDone?.();
  });
  const isWorking = isCreating || mutation.isPending;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!card || isWorking) return;
    setFormError(null);
    if (!name.trim()) {
      setNameError('Enter the name on the card');
      return;
    }
    setNameError(undefined);
    setIsCreating(true);
    let paymentMethodId: string;
    try {
      const result = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: { name: name.trim(), ...(user?.email ? { email: user.email } : {}) },
      });
      if (result.error || !result.paymentMethod) {
        setCardError(result.error?.message ?? 'The card could not be checked. Please try again.');
        return;
      }
      paymentMethodId = result.paymentMethod.id;
    } catch (error) {
      console.warn('stripe.createPaymentMethod failed', error);
      setFormError('Stripe could not be reached to check the card. Check your connection and try again.');
      return;
    } finally {
      setIsCreating(false);
    }
    mutation.mutate(
      { payment_method_id: paymentMethodId },
      {
        onError: (error) => {
          const cardProblem = fieldErrorText(error, 'payment_method_id');
          if (cardProblem) setCardError(cardProblem);
          else setFormError(serverErrorText(error, 'The card could not be saved. Please try again.'));
        },
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className="space-y-4"
      aria-busy={isWorking}
    >
      <TextField
        label="Name on card"
        autoComplete="cc-name"
        value={name}
        onChange={(event) => setTypedName(event.target.value)}
        error={nameError}
      />
      <div role="group" aria-labelledby={labelId} aria-describedby={cardError ? errorId : undefined}>
        {/* Stripe's fields live in an iframe a <label for> cannot reach; a click still moves focus there. */}
        <p id={labelId} className="block text-sm font-semibold text-ink" onClick={() => card?.focus()}>
          Card details
        </p>
        <div
          ref={mountRef}
          data-testid="stripe-card-element"
          className={`mt-1.5 min-h-[2.875rem] rounded-xl border bg-white px-3.5 py-3 shadow-sm [&.StripeElement--focus]:ring-2 ${
            cardError
              ? 'border-red-500 [&.StripeElement--focus]:ring-red-600/30'
              : 'border-slate-300 [&.StripeElement--focus]:border-brand-600 [&.StripeElement--focus]:ring-brand-600/30'
          }`}
        />
        {cardError ? (
          <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {cardError}
          </p>
        ) : (
          <p className="mt-1.5 text-sm text-slate-600">Card number, expiry, CVC and ZIP code.</p>
        )}
      </div>
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 fill-brand-700">
          <path d="M10 1.5a4.5 4.5 0 0 0-4.5 4.5v2H5a2 2 0 0 0-2 2v6.5a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V10a2 2 0 0 0-2-2h-.5V6A4.5 4.5 0 0 0 10 1.5Zm2.5 6.5h-5V6a2.5 2.5 0 0 1 5 0v2Z" />
        </svg>
        <span>
          Your card goes straight to Stripe, our payment processor; {site.name} never sees or stores the full
          number. Renewals and wallet top-ups are charged to it.
        </span>
      </p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={isWorking || !card} className={buttonClass('primary')}>
          {isWorking ? 'Saving card...' : 'Save card'}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} disabled={isWorking} className={buttonClass('secondary')}>
            Keep current card
          </button>
        )}
      </div>
    </form>
  );
}
