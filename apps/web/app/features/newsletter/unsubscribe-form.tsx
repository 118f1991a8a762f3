import { useId, useReducer, useState, type FormEvent } from 'react';
import { UI_TEXT } from '@app/shared';
import { serverErrorText } from '../../lib/server-error-text';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { resubscribeEmail, unsubscribeEmail } from './api/newsletter-api';
import { initialUnsubscribeState, unsubscribeButtonText, unsubscribeReducer } from './unsubscribe-state';

/**
 * The newsletter unsubscribe form (docs/product.md §2.7): one search-type email input, required
 * at browser level only (§5: no format check before the call, the server says what is wrong).
 */
export function UnsubscribeForm() {
  const [state, dispatch] = useReducer(unsubscribeReducer, initialUnsubscribeState);
  const [unsubscribedEmail, setUnsubscribedEmail] = useState('');
  const inputId = useId();
  const errorId = useId();
  const isLocked = state.status !== 'idle';
  // Until React runs, a click would submit natively and put the address in the URL.
  const isHydrated = useIsHydrated();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLocked) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    dispatch({ type: 'submitted' });
    try {
      const result = await unsubscribeEmail(email);
      setUnsubscribedEmail(email);
      dispatch({ type: 'resolved', result });
    } catch (error) {
      // docs/product.md §4: a thrown error is logged and the server's message shown.
      console.warn('Newsletter unsubscribe failed', error);
      dispatch({ type: 'rejected', message: serverErrorText(error, UI_TEXT.unsubscribeFailed) });
    }
  }

  async function handleResubscribe() {
    dispatch({ type: 'resubscribeSubmitted' });
    try {
      dispatch({ type: 'resubscribeResolved', result: await resubscribeEmail(unsubscribedEmail) });
    } catch (error) {
      console.warn('Newsletter resubscribe failed', error);
      dispatch({ type: 'resubscribeRejected', message: serverErrorText(error, UI_TEXT.unsubscribeFailed) });
    }
  }

  const isSuccess = state.status === 'success';
  return (
    <div>
      <form
        onSubmit={handleSubmit}
        aria-describedby={state.error ? errorId : undefined}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
            Email address
          </label>
          <input
            id={inputId}
            name="email"
            type="search"
            required
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            placeholder={UI_TEXT.unsubscribePlaceholder}
            readOnly={isLocked}
            aria-invalid={state.error ? true : undefined}
            aria-describedby={state.error ? errorId : undefined}
            className={`mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 read-only:bg-slate-50 ${
              state.error ? 'border-red-600' : 'border-slate-300'
            }`}
          />
        </div>
        <button
          type="submit"
          disabled={isLocked || !isHydrated}
          className={`rounded-xl px-6 py-3 font-bold text-white shadow-sm transition-colors ${
            isSuccess
              ? 'bg-green-700'
              : 'bg-brand-700 hover:bg-brand-900 disabled:cursor-wait disabled:opacity-80'
          }`}
        >
          {unsubscribeButtonText(state.status)}
        </button>
      </form>
      <div aria-live="polite" className="mt-3 min-h-6">
        {state.error && (
          <p id={errorId} className="text-sm font-semibold text-red-700">
            {state.error}
          </p>
        )}
        {isSuccess && (
          <div className="rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
            <p className="font-semibold">You won&apos;t receive our newsletter at this address any more.</p>
            <p className="mt-1">
              Unsubscribed by mistake?{' '}
              <button
                type="button"
                onClick={handleResubscribe}
                disabled={state.resubscribe === 'loading'}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 disabled:cursor-wait"
              >
                {state.resubscribe === 'loading' ? UI_TEXT.loading : 'Subscribe again'}
              </button>
            </p>
            {state.resubscribeError && (
              <p className="mt-1 font-semibold text-red-700">{state.resubscribeError}</p>
            )}
          </div>
        )}
        {state.resubscribe === 'done' && (
          <div
            role="status"
            className="rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900"
          >
            <p className="font-semibold">Check your inbox.</p>
            <p className="mt-1">
              We sent a link to <strong className="break-all">{unsubscribedEmail}</strong>. You are subscribed
              again once you open it; until then nothing changes.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
