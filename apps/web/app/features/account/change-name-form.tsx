import { zodResolver } from '@hookform/resolvers/zod';
import { changeName } from '@app/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert, TextField, buttonClass } from '../../components/form-controls';
import { applyServerFieldErrors, formErrorAfterFields } from '../../lib/apply-field-errors';
import { useChangeName } from './api/account-api';

const schema = changeName.body;
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

/** The name on the account: how the team and receipts address the member. */
export function ChangeNameForm({ currentName }: { currentName: string }) {
  const [saved, setSaved] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: currentName },
  });
  const mutation = useChangeName();
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        setFormError(null);
        setSaved(null);
        mutation.mutate(values, {
          onSuccess: (response) => setSaved(response.result.name),
          onError: (error) => {
            const leftOver = applyServerFieldErrors(error, setError, ['name']);
            setFormError(formErrorAfterFields(error, leftOver, 'Your name was not saved. Please try again.'));
          },
        });
      })}
      className="space-y-4"
    >
      <TextField
        label="Full name"
        autoComplete="name"
        hint="Shown on your receipts and to our team when you write to us."
        error={formState.errors.name?.message}
        {...register('name')}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      {saved && (
        <p
          role="status"
          className="rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900"
        >
          Saved: you are now {saved}.
        </p>
      )}
      <button type="submit" disabled={mutation.isPending} className={buttonClass('primary')}>
        {mutation.isPending ? 'Saving...' : 'Save name'}
      </button>
    </form>
  );
}
