import { zodResolver } from '@hookform/resolvers/zod';
import { changePassword } from '@app/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert, TextField, buttonClass } from '../../components/form-controls';
import { applyServerFieldErrors, formErrorAfterFields } from '../../lib/apply-field-errors';
import { useChangePassword } from './api/account-api';

const schema = changePassword.body;
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

function signedOutText(count: number): string {
  if (count === 0) return 'No other device was signed in.';
  return `${count} other ${count === 1 ? 'device was' : 'devices were'} signed out.`;
}

/** A new password for a member who knows the current one; every other device is signed out. */
export function ChangePasswordForm() {
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { current_password: '', new_password: '' },
  });
  const mutation = useChangePassword();
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        setFormError(null);
        setDone(null);
        mutation.mutate(values, {
          onSuccess: (response) => {
            reset();
            setDone(`Your password was changed. ${signedOutText(response.result.other_sessions_ended)}`);
          },
          onError: (error) => {
            const leftOver = applyServerFieldErrors(error, setError, ['current_password', 'new_password']);
            setFormError(
              formErrorAfterFields(error, leftOver, 'Your password was not changed. Please try again.'),
            );
          },
        });
      })}
      className="space-y-4"
    >
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={formState.errors.current_password?.message}
        {...register('current_password')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 10 characters. Your other devices will be signed out."
        error={formState.errors.new_password?.message}
        {...register('new_password')}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      {done && (
        <p
          role="status"
          className="rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900"
        >
          {done}
        </p>
      )}
      <button type="submit" disabled={mutation.isPending} className={buttonClass('primary')}>
        {mutation.isPending ? 'Changing...' : 'Change password'}
      </button>
    </form>
  );
}
