import { useId, useState } from 'react';
import * as z from 'zod/mini';
import { contactMessageRules } from '@app/shared/contact-rules';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { useSchemaForm } from '../../lib/use-schema-form';
import {
  RECORDING_REQUEST_MESSAGE,
  RecordingRequestError,
  SEAT_REQUEST_MESSAGE,
  requestRecording,
} from './api/request-recording';

/** The contact contract's rules for name and email (in zod/mini, held to the contract by its test). */
const requestRules = z.pick(contactMessageRules, { name: true, email: true });
type RequestOutput = z.output<typeof requestRules>;

const inputClass =
  'mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/** Past webinar: ask for the recording; before the date: reserve a seat. Both reach the team's contact inbox. */
export function RecordingRequestForm({ isPast }: { isPast: boolean }) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  // Until the island runs, a click would submit natively and put the fields in the URL.
  const isHydrated = useIsHydrated();
  const { formProps, errors, setError, reset } = useSchemaForm(requestRules, (values) => void send(values));

  async function send(values: RequestOutput) {
    setFormError(null);
    setStatus('sending');
    try {
      await requestRecording({
        ...values,
        message: isPast ? RECORDING_REQUEST_MESSAGE : SEAT_REQUEST_MESSAGE,
      });
      reset();
      setStatus('sent');
    } catch (error) {
      setStatus('idle');
      const fieldErrors = error instanceof RecordingRequestError ? error.fieldErrors : [];
      let shown = 0;
      for (const fieldError of fieldErrors) {
        if (fieldError.field === 'name' || fieldError.field === 'email') {
          setError(fieldError.field, fieldError.message);
          shown += 1;
        }
      }
      if (shown === 0)
        setFormError(
          error instanceof Error && error.message
            ? error.message
            : 'Your request could not be sent. Please try again.',
        );
    }
  }

  if (status === 'sent') {
    return (
      <p
        role="status"
        className="rounded-2xl bg-white p-6 text-center text-lg font-semibold text-brand-900 shadow"
      >
        {isPast
          ? 'Thank you! We will email you the recording of the training shortly.'
          : 'Your seat is reserved. We will email you the link before the session.'}
      </p>
    );
  }

  const field = (name: 'name' | 'email', label: string, type: string, autoComplete: string) => {
    const error = errors[name];
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className="text-sm font-semibold text-white">
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          type={type}
          autoComplete={autoComplete}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          className={`${inputClass} ${error ? 'border-red-500' : 'border-slate-300'}`}
          name={name}
        />
        {error && (
          <p id={`${id}-${name}-error`} className="mt-1.5 text-sm font-semibold text-red-200">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      {...formProps}
      aria-label={isPast ? 'Get the recording' : 'Reserve your seat'}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', 'Your name', 'text', 'name')}
        {field('email', 'Email', 'email', 'email')}
      </div>
      {formError && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
          {formError}
        </p>
      )}
      <button
        type="submit"
        disabled={!isHydrated || status === 'sending'}
        className="w-full rounded-lg bg-accent px-6 py-3.5 text-lg font-bold text-ink shadow hover:brightness-95 disabled:cursor-wait disabled:opacity-70"
      >
        {status === 'sending' ? 'Sending...' : isPast ? 'Get the recording' : 'Reserve my free seat'}
      </button>
    </form>
  );
}
