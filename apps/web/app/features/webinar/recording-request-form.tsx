import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contactMessageSchema } from '@app/shared';
import {
  RECORDING_REQUEST_MESSAGE,
  RecordingRequestError,
  SEAT_REQUEST_MESSAGE,
  requestRecording,
} from './request-recording';
import { WithQueryClient } from '../../lib/query-client';

/** The contact contract's own rules for name and email, so the form and the API agree (STYLE.md rule 2). */
const requestSchema = contactMessageSchema.pick({ name: true, email: true });
type RequestInput = z.input<typeof requestSchema>;
type RequestOutput = z.output<typeof requestSchema>;

const inputClass =
  'mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/** Past webinar: ask for the recording; before the date: reserve a seat. Both reach the team's contact inbox. */
function RecordingRequestFormContent({ isPast }: { isPast: boolean }) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<
    RequestInput,
    unknown,
    RequestOutput
  >({
    resolver: zodResolver(requestSchema),
    defaultValues: { name: '', email: '' },
  });
  const { errors } = formState;
  const mutation = useMutation({
    mutationFn: (values: RequestOutput) =>
      requestRecording({ ...values, message: isPast ? RECORDING_REQUEST_MESSAGE : SEAT_REQUEST_MESSAGE }),
    onSuccess: () => reset(),
    onError: (error) => {
      const fieldErrors = error instanceof RecordingRequestError ? error.fieldErrors : [];
      let shown = 0;
      for (const fieldError of fieldErrors) {
        if (fieldError.field === 'name' || fieldError.field === 'email') {
          setError(fieldError.field, { type: 'server', message: fieldError.message });
          shown += 1;
        }
      }
      if (shown === 0) setFormError(error.message || 'Your request could not be sent. Please try again.');
    },
  });
  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    mutation.mutate(values);
  });

  if (mutation.isSuccess) {
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
    const error = errors[name]?.message;
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
          {...register(name)}
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
      onSubmit={onSubmit}
      noValidate
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
        disabled={mutation.isPending}
        className="w-full rounded-lg bg-accent px-6 py-3.5 text-lg font-bold text-ink shadow hover:brightness-95 disabled:cursor-wait disabled:opacity-70"
      >
        {mutation.isPending ? 'Sending...' : isPast ? 'Get the recording' : 'Reserve my free seat'}
      </button>
    </form>
  );
}

/** Part of the webinar page island (decision 008). */
export function RecordingRequestForm({ isPast }: { isPast: boolean }) {
  return (
    <WithQueryClient>
      <RecordingRequestFormContent isPast={isPast} />
    </WithQueryClient>
  );
}
