import { useEffect, useId, useReducer, useRef, type FormEvent } from 'react';
import { serverErrorText } from '../../lib/server-error-text';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { confirmOptOut, sendOptOutCode } from './api/seller-opt-outs-api';
import {
  initialSellerOptOutState,
  sellerOptOutButtonText,
  sellerOptOutReducer,
  type SellerOptOutStep,
} from './seller-opt-out-state';

export interface SellerOptOutFormProps {
  /** SELLER_OPT_OUT_CODE_SENT and SELLER_OPT_OUT_DONE, passed by the page: the contract's module holds zod. */
  codeSentText: string;
  doneText: string;
}

const SEND_FAILED = 'We could not send a code. Please try again in a minute.';
const CONFIRM_FAILED = 'We could not check the code. Please try again.';

const inputClass = (hasError: boolean) =>
  `mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-lg text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 read-only:bg-slate-50 ${
    hasError ? 'border-red-600' : 'border-slate-300'
  }`;
const primaryButton =
  'rounded-xl bg-brand-700 px-6 py-3 font-bold text-white shadow-sm transition-colors hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-70';
const linkButton =
  'rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 disabled:cursor-not-allowed disabled:opacity-70';

/**
 * The seller's opt-out (issue 19.1): their number, then the 6-digit code texted to it. The page
 * says the same whatever the number, so it never tells whether a number is in our data (decision
 * 027). Nothing
 * is sent before the page has hydrated: a native submit would put the number in the URL.
 */
export function SellerOptOutForm({ codeSentText, doneText }: SellerOptOutFormProps) {
  const [state, dispatch] = useReducer(sellerOptOutReducer, initialSellerOptOutState);
  const isHydrated = useIsHydrated();
  const ids = { phone: useId(), phoneError: useId(), code: useId(), codeError: useId(), sent: useId() };
  const phoneRef = useRef<HTMLInputElement | null>(null);
  const codeRef = useRef<HTMLInputElement | null>(null);
  const doneRef = useRef<HTMLDivElement | null>(null);
  const shownStep = useRef<SellerOptOutStep>(state.step);

  // A new step takes the focus, so a keyboard or screen-reader user lands where the page changed.
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    const target = { phone: phoneRef, code: codeRef, done: doneRef }[state.step].current;
    target?.focus();
  }, [state.step]);

  async function requestCode(phone: string) {
    try {
      dispatch({ type: 'codeSent', requestId: await sendOptOutCode(phone) });
    } catch (error) {
      console.warn('Seller opt-out code failed', error);
      dispatch({ type: 'codeRefused', message: serverErrorText(error, SEND_FAILED) });
    }
  }

  function handlePhoneSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.pending) return;
    const phone = String(new FormData(event.currentTarget).get('phone') ?? '').trim();
    dispatch({ type: 'codeRequested', phone });
    void requestCode(phone);
  }

  function handleNewCode() {
    if (state.pending) return;
    dispatch({ type: 'newCodeRequested' });
    void requestCode(state.phone);
  }

  async function handleCodeSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.pending || !state.requestId) return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    dispatch({ type: 'confirmSubmitted' });
    try {
      dispatch({ type: 'confirmed', phone: await confirmOptOut(state.requestId, code) });
    } catch (error) {
      console.warn('Seller opt-out confirmation failed', error);
      dispatch({ type: 'confirmRefused', message: serverErrorText(error, CONFIRM_FAILED) });
    }
  }

  if (state.step === 'done') {
    return (
      <div
        ref={doneRef}
        tabIndex={-1}
        role="status"
        className="rounded-xl border border-green-200 bg-green-50 px-5 py-4 text-green-900 focus:outline-none"
      >
        <p className="font-semibold">{doneText}</p>
        <p className="mt-2">
          Number: <strong className="whitespace-nowrap">{state.optedOutPhone ?? state.phone}</strong>
        </p>
        <p className="mt-2 text-sm">You don&apos;t need to do anything else. You can close this page.</p>
      </div>
    );
  }

  if (state.step === 'code') {
    const isBusy = state.pending !== null;
    return (
      <form onSubmit={handleCodeSubmit} noValidate className="space-y-4">
        <div id={ids.sent} className="rounded-xl bg-brand-50 px-4 py-3 text-brand-900 ring-1 ring-brand-100">
          <p>{codeSentText}</p>
          <p className="mt-1">
            Number: <strong className="whitespace-nowrap">{state.phone}</strong>
          </p>
        </div>
        <div>
          <label htmlFor={ids.code} className="block text-sm font-semibold text-ink">
            6-digit code from the text
          </label>
          <input
            ref={codeRef}
            id={ids.code}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            required
            spellCheck={false}
            placeholder="123456"
            readOnly={state.pending === 'confirm'}
            aria-invalid={state.codeError ? true : undefined}
            aria-describedby={state.codeError ? ids.codeError : ids.sent}
            className={`${inputClass(state.codeError !== null)} max-w-48 font-mono tracking-[0.3em]`}
          />
          <div aria-live="polite">
            {state.codeError && (
              <p id={ids.codeError} className="mt-1.5 text-sm font-semibold text-red-700">
                {state.codeError}
              </p>
            )}
          </div>
        </div>
        <button type="submit" disabled={isBusy || !isHydrated} className={primaryButton}>
          {sellerOptOutButtonText(state)}
        </button>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <button type="button" onClick={handleNewCode} disabled={isBusy} className={linkButton}>
            {state.pending === 'resend' ? 'Texting...' : 'Send a new code'}
          </button>
          <button
            type="button"
            onClick={() => dispatch({ type: 'differentNumberChosen' })}
            disabled={isBusy}
            className={linkButton}
          >
            Use a different number
          </button>
        </div>
        <div aria-live="polite">
          {state.resendNotice && (
            <p
              className={`text-sm font-semibold ${state.resendNotice.tone === 'error' ? 'text-red-700' : 'text-brand-900'}`}
            >
              {state.resendNotice.text}
            </p>
          )}
        </div>
      </form>
    );
  }

  const isSending = state.pending === 'send';
  return (
    <form onSubmit={handlePhoneSubmit} noValidate className="space-y-4">
      <div>
        <label htmlFor={ids.phone} className="block text-sm font-semibold text-ink">
          Your phone number
        </label>
        <input
          ref={phoneRef}
          id={ids.phone}
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          maxLength={40}
          placeholder="(216) 555-0244"
          defaultValue={state.phone}
          readOnly={isSending}
          aria-invalid={state.phoneError ? true : undefined}
          aria-describedby={state.phoneError ? ids.phoneError : undefined}
          className={inputClass(state.phoneError !== null)}
        />
        <div aria-live="polite">
          {state.phoneError && (
            <p id={ids.phoneError} className="mt-1.5 text-sm font-semibold text-red-700">
              {state.phoneError}
            </p>
          )}
        </div>
      </div>
      <button type="submit" disabled={isSending || !isHydrated} className={primaryButton}>
        {sellerOptOutButtonText(state)}
      </button>
    </form>
  );
}
