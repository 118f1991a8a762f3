import { zodResolver } from '@hookform/resolvers/zod';
import { requestEmailChange } from '@app/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert, TextField, buttonClass } from '../../components/form-controls';
import { applyServerFieldErrors, formErrorAfterFields } from '../../lib/apply-field-errors';
import { useRequestEmailChange } from './api/account-api';

const schema = requestEmailChange.body;
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

/** auth/request-email-change: the change happens once the link sent to the new address is opened. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { new_email: '', password: '' },
  });
  const mutation = useRequestEmailChange();

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        setFormError(null);
        setSentTo(null);
        mutation.mutate(values, {
          onSuccess: (_response, sent) => {
            setSentTo(sent.new_email);
            reset();
          },
          onError: (error) => {
            const leftOver = applyServerFieldErrors(error, setError, ['new_email', 'password']);
            setFormError(
              formErrorAfterFields(error, leftOver, 'We could not start the change. Please try again.'),
            );
          },
        });
      })}
      className="space-y-4"
    >
      <p className="text-slate-700">
        You sign in with <strong className="break-all text-ink">{currentEmail}</strong>. Receipts, renewal
        notices and lead alerts go there too.
      </p>
      <p className="text-sm text-slate-600">
        Once the new address is confirmed, your other devices are signed out and your API keys, webhooks and
        lead connections are switched off, to be set up again.
      </p>
      <TextField
        label="New email"
        type="email"
        autoComplete="email"
        error={formState.errors.new_email?.message}
        {...register('new_email')}
      />
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        hint="To confirm it is you."
        error={formState.errors.password?.message}
        {...register('password')}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      {sentTo && (
        <p
          role="status"
          className="rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900"
        >
          Check your inbox at <strong className="break-all">{sentTo}</strong>: open the link there to confirm
          the change. Until then you keep signing in with {currentEmail}.
        </p>
      )}
      <button type="submit" disabled={mutation.isPending} className={buttonClass('primary')}>
        {mutation.isPending ? 'Sending...' : 'Change email'}
      </button>
    </form>
  );
}
